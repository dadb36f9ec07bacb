import { alertByToken, invalidLink, unsubscribe, unsubscribePage } from '@/lib/alerts/links'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** GET: the page with the unsubscribe button (a link followed by a mail scanner changes nothing). */
export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const token = tokenOf(request)
  const alert = await alertByToken(payload, token)
  return alert && token ? unsubscribePage(payload, alert, token, false) : invalidLink(payload)
}

/** POST: unsubscribes at once, from the page's button or a mail client's one-click (RFC 8058). */
export async function POST(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const token = tokenOf(request)
  const alert = await alertByToken(payload, token)
  if (!alert || !token) return invalidLink(payload)
  await unsubscribe(payload, alert)
  return unsubscribePage(payload, alert, token, true)
}
