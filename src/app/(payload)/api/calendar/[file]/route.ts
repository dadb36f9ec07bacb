import { staffCalendar } from '@/lib/appointments/feed'
import { NO_STORE } from '@/lib/forms/answer'
import { payloadClient } from '@/lib/payload/client'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

export const dynamic = 'force-dynamic'

/** GET /api/calendar/{secret}.ics: the staff feed of booked visits; 404 for any other name. It spends the API budget. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const spent = await consume('api', requestAddress(request.headers))
  if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  const feed = await staffCalendar(await payloadClient(), (await params).file)
  if (feed === null) return new Response('Not found', { status: 404, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(feed, { headers: { ...NO_STORE, 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="visits.ics"' } })
}
