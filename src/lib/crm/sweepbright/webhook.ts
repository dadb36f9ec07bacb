/**
 * SweepBright's webhook, `POST /api/crm/sweepbright`: `{event, estate_id, happened_at, company_id}`,
 * signed with `X-Hook-Signature` (hex HMAC-SHA1 of the raw body, keyed with the client secret). It is
 * answered at once, 202, and the work queued as a job (src/jobs/crm.ts); nothing is imported that the API
 * does not return when the job fetches it. A signature that is there must be right; an unsigned event is
 * queued too (the fetch is its proof), marked so, and may not delete.
 */
import type { Payload } from 'payload'

import { NO_STORE } from '@/lib/forms/answer'
import { readBounded } from '@/lib/forms/body'
import { consume, tooManyRequests } from '@/lib/rateLimit/rateLimit'

import { type SweepBrightSettings, signatureValid } from './client'
import type { SweepBrightEvent } from './estate'

const EVENTS = ['estate-added', 'estate-updated', 'estate-deleted'] as const
/** A webhook body is a few hundred bytes. */
const MAX_BODY = 4096

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

/**
 * The event in a webhook body, or null when it is not one (unknown event, no estate id, no readable time). A time
 * ahead of `now` is taken as `now`: a later genuine event must never look older than a forged one.
 */
export const parseEvent = (text: string, now = Date.now()): SweepBrightEvent | null => {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null) return null
  const { event, estate_id: estateId, happened_at: happenedAt, company_id: companyId } = body as Record<string, unknown>
  if (typeof event !== 'string' || !(EVENTS as readonly string[]).includes(event)) return null
  if (typeof estateId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(estateId)) return null
  if (typeof happenedAt !== 'string' || happenedAt.length > 40 || Number.isNaN(Date.parse(happenedAt))) return null
  return { event: event as SweepBrightEvent['event'], estate_id: estateId, happened_at: new Date(Math.min(Date.parse(happenedAt), now)).toISOString(), company_id: typeof companyId === 'string' ? companyId.slice(0, 64) : '' }
}

const importWaiting = async (payload: Payload, estateId: string): Promise<boolean> =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ concurrencyKey: { equals: `crm:sweepbright:${estateId}` } }, { processing: { equals: false } }, { completedAt: { exists: false } }, { hasError: { equals: false } }] },
      overrideAccess: true,
    })
  ).totalDocs > 0

/**
 * Answers one webhook call: 202 queued, 400 not an event, 401 a wrong signature, 413 too large, 429 when unsigned
 * calls from everyone together are past their budget.
 */
export const receiveWebhook = async (payload: Payload, settings: SweepBrightSettings, request: Request): Promise<Response> => {
  const bytes = await readBounded(request, MAX_BODY)
  if (!bytes) return answer(413, { errors: [{ message: 'The body is too large' }] })
  const raw = Buffer.from(bytes)
  const signature = request.headers.get('x-hook-signature')
  if (signature !== null && !signatureValid(raw, signature, settings.clientSecret)) return answer(401, { errors: [{ message: 'The signature does not match' }] })
  const event = parseEvent(raw.toString('utf8'))
  if (!event) return answer(400, { errors: [{ message: 'Not a SweepBright event: {event, estate_id, happened_at, company_id}' }] })
  const signed = signature !== null
  if (!signed) {
    const spent = await consume('crmUnsigned', 'everyone')
    if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  }
  // An import of this estate still waiting fetches its newest state anyway: one more would only repeat it.
  if (event.event !== 'estate-deleted' && (await importWaiting(payload, event.estate_id))) return answer(202, { queued: true })
  await payload.jobs.queue({ task: 'crmImport', input: { source: 'sweepbright', estateId: event.estate_id, event: event.event, happenedAt: event.happened_at, signed } })
  return answer(202, { queued: true })
}
