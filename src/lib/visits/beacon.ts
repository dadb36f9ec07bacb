import type { Payload } from 'payload'

import { readBounded } from '@/lib/forms/body'
import { readPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

import { type VisitCounter, createVisitCounter } from './counter'
import { beaconProperty, isCountable } from './request'
import { sqliteVisitStore } from './store'

const KEY = Symbol.for('site.visitCounter')
const store = globalThis as { [KEY]?: VisitCounter }

/** This process's counter (one per server; the database tells instances' repeats apart). */
export const visitCounter = (payload: Payload): VisitCounter => (store[KEY] ??= createVisitCounter({ store: sqliteVisitStore(payload) }))

const answer = (status: number, message?: string): Response =>
  message
    ? Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })
    : new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * `POST /api/visits` with `{"property": id}`: the listing page's beacon. 204 whether or not the visit
 * counted (a robot learns nothing); 403 from another site's page, 429 for a flood from one address,
 * 400 for a body that names no listing, 404 for a listing that is not published. No cookie is read or set.
 */
export const handleBeacon = async (request: Request, payload: Payload): Promise<Response> => {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== getSiteOrigin()) return answer(403, 'Forbidden')
  const address = requestAddress(request.headers)
  const decision = await consume('visits', address)
  if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds)
  const bytes = await readBounded(request, 200)
  const property = bytes ? beaconProperty(new TextDecoder().decode(bytes)) : null
  if (property === null) return answer(400, 'The body must be {"property": <listing id>}.')
  const routes = readPropertyRoutes()
  if (!routes?.has(property)) return answer(404, 'Not Found')
  if (isCountable(request.method, request.headers)) {
    await visitCounter(payload).record({ property, address, userAgent: request.headers.get('user-agent') ?? '' })
  }
  return answer(204)
}
