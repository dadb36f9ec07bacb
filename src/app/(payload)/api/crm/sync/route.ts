import { isStaffUser } from '@/lib/access/roles'
import { connectedSources, queueResync } from '@/lib/crm/connectors'
import { NO_STORE } from '@/lib/forms/answer'
import { payloadClient } from '@/lib/payload/client'
import { sessionUser } from '@/lib/payload/sessionUser'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'
import { getSiteOrigin } from '@/lib/seo/siteUrl'

export const dynamic = 'force-dynamic'

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

/** The staff desk's "Sync now": every connected CRM synced again, as jobs (src/lib/crm/connectors.ts). Staff only, from the site's own pages. */
export async function POST(request: Request): Promise<Response> {
  const spent = await consume('api', requestAddress(request.headers))
  if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== getSiteOrigin()) return answer(403, { errors: [{ message: 'Forbidden' }] })
  const payload = await payloadClient()
  const user = await sessionUser(payload, request.headers)
  if (!user) return answer(401, { errors: [{ message: 'Sign in as staff first' }] })
  if (!isStaffUser(user)) return answer(403, { errors: [{ message: 'Forbidden' }] })
  if (connectedSources().length === 0) return answer(409, { errors: [{ message: 'No CRM is connected' }] })
  return answer(202, { queued: await queueResync(payload) })
}
