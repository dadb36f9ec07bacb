import { receiveWebhook } from '@/lib/crm/sweepbright/webhook'
import { sweepBrightSettings } from '@/lib/crm/sweepbright/client'
import { NO_STORE } from '@/lib/forms/answer'
import { payloadClient } from '@/lib/payload/client'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

export const dynamic = 'force-dynamic'

/** SweepBright's webhooks (src/lib/crm/sweepbright/webhook.ts); 404 while SweepBright is not connected. It spends the API budget. */
export async function POST(request: Request): Promise<Response> {
  const spent = await consume('api', requestAddress(request.headers))
  if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  const settings = sweepBrightSettings()
  if (!settings) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: NO_STORE })
  return receiveWebhook(await payloadClient(), settings, request)
}
