import { NO_STORE } from '@/lib/forms/answer'
import { checkHealth, monitorClient, UNREACHABLE } from '@/lib/health'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** 200 when the database answers and the migrations are applied, 503 otherwise (lib/health.ts). A monitor on loopback spends no budget; others spend the API's. */
export const GET = async (request: Request): Promise<Response> => {
  const { refused } = await monitorClient(request.headers)
  if (refused) return refused
  const health = await payloadClient().then(checkHealth, () => UNREACHABLE)
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers: NO_STORE })
}
