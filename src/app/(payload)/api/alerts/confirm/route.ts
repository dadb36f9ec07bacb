import { alertByToken, confirmAlert, invalidLink } from '@/lib/alerts/links'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** GET /api/alerts/confirm?token=: the double opt-in link of a search alert's first mail. */
export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const alert = await alertByToken(payload, new URL(request.url).searchParams.get('token'))
  return alert ? confirmAlert(payload, alert) : invalidLink(payload)
}
