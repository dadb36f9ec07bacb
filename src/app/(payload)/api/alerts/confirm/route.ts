import { alertByToken, confirmAlert, confirmPage, invalidLink } from '@/lib/alerts/links'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token')

/** GET: the page with the confirm button (a link followed by a mail scanner confirms nothing). */
export async function GET(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const token = tokenOf(request)
  const alert = await alertByToken(payload, token)
  return alert && token ? confirmPage(payload, alert, token) : invalidLink(payload)
}

/** POST: the double opt-in itself, from the page's button. */
export async function POST(request: Request): Promise<Response> {
  const payload = await payloadClient()
  const alert = await alertByToken(payload, tokenOf(request))
  return alert ? confirmAlert(payload, alert) : invalidLink(payload)
}
