import type { Payload } from 'payload'

import { readBounded } from '@/lib/forms/body'
import { readPropertyRoutes } from '@/lib/routing/propertyRoutes'
import { consume, requestAddress } from '@/lib/rateLimit/rateLimit'
import { getSiteOrigin } from '@/lib/seo/siteUrl'
import { whenReady } from '@/lib/whenReady'

import { type VisitCounter, createVisitCounter } from './counter'
import { type HeaderReader, beaconProperty, isCountable } from './request'
import { databaseVisitStore } from './store'

const KEY = Symbol.for('site.visitCounter')
const store = globalThis as { [KEY]?: VisitCounter }

/** This process's counter (one per server; the database tells instances' repeats apart). */
export const visitCounter = (payload: Payload): VisitCounter => (store[KEY] ??= createVisitCounter({ store: databaseVisitStore(payload) }))

/** The largest beacon body read. */
export const BEACON_MAX_BYTES = 200

export type BeaconAnswer = { status: 204 | 400 | 403 | 404 | 429; retryAfter?: number; message?: string }

const NO_CONTENT: BeaconAnswer = { status: 204 }

/**
 * What `POST /api/visits` with `{"property": id}` answers: 204 whether or not the visit counted (a
 * robot learns nothing); 403 from another site's page, 429 for a flood from one address, 400 for a body
 * that names no listing, 404 for a listing that is not published. No cookie is read or set. Without a
 * promise while the rate limit and the day's salt are in memory, as they are for nearly every beacon.
 */
export const beaconAnswer = (payload: Payload, method: string, headers: HeaderReader, body: string | null): BeaconAnswer | Promise<BeaconAnswer> => {
  const origin = headers.get('origin')
  if (origin !== null && origin !== getSiteOrigin()) return { status: 403, message: 'Forbidden' }
  const address = requestAddress(headers)
  return whenReady(consume('visits', address), (decision): BeaconAnswer | Promise<BeaconAnswer> => {
    if (!decision.allowed) return { status: 429, retryAfter: decision.retryAfterSeconds, message: 'Too many requests. Please try again later.' }
    const property = body === null ? null : beaconProperty(body)
    if (property === null) return { status: 400, message: 'The body must be {"property": <listing id>}.' }
    if (!readPropertyRoutes()?.has(property)) return { status: 404, message: 'Not Found' }
    if (!isCountable(method, headers)) return NO_CONTENT
    return whenReady(visitCounter(payload).record({ property, address, userAgent: headers.get('user-agent') ?? '' }), () => NO_CONTENT)
  })
}

/** The answer as a web Response (the Next route). */
export const beaconResponse = ({ status, retryAfter, message }: BeaconAnswer): Response => {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}) }
  return message ? Response.json({ errors: [{ message }] }, { status, headers }) : new Response(null, { status, headers })
}

export const handleBeacon = async (request: Request, payload: Payload): Promise<Response> => {
  const bytes = await readBounded(request, BEACON_MAX_BYTES)
  return beaconResponse(await beaconAnswer(payload, request.method, request.headers, bytes ? new TextDecoder().decode(bytes) : null))
}

/**
 * The beacon for scripts/server.mjs, which answers `POST /api/visits` before Next routes the request (a
 * beacon per listing view is the busiest request there is): registered at server start on globalThis,
 * which the server script and the site's bundled code share.
 */
export const BEACON_HANDLER = Symbol.for('site.beacon')
export type BeaconHandler = (method: string, headers: HeaderReader, body: string | null) => BeaconAnswer | Promise<BeaconAnswer>
export const registerBeacon = (payload: Payload): void => {
  ;(globalThis as { [BEACON_HANDLER]?: BeaconHandler })[BEACON_HANDLER] = (method, headers, body) => beaconAnswer(payload, method, headers, body)
}
