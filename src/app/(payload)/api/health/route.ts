import { NO_STORE } from '@/lib/forms/answer'
import { checkHealth, isLoopbackClient, UNREACHABLE } from '@/lib/health'
import { payloadClient } from '@/lib/payload/client'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

export const dynamic = 'force-dynamic'

/** 200 when the database answers and the migrations are applied, 503 otherwise (lib/health.ts). A monitor on loopback spends no budget; others spend the API's. */
export const GET = async (request: Request): Promise<Response> => {
  const client = requestAddress(request.headers)
  if (!isLoopbackClient(client)) {
    const spent = await consume('api', client)
    if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  }
  const health = await payloadClient().then(checkHealth, () => UNREACHABLE)
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: NO_STORE })
}
