import { NO_STORE } from '@/lib/forms/answer'
import { monitorClient } from '@/lib/health'
import { mayReadMetrics, metricsText } from '@/lib/metrics/scrape'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * Prometheus text (lib/metrics) for a monitor on loopback, or one with METRICS_TOKEN; 404 to anyone
 * else, as if there were nothing here. A guess of the token spends the API's budget.
 */
export const GET = async (request: Request): Promise<Response> => {
  const { client, refused } = await monitorClient(request.headers)
  if (refused) return refused
  if (!mayReadMetrics(client, request.headers.get('authorization'), process.env.METRICS_TOKEN)) return new Response('Not Found', { status: 404, headers: NO_STORE })
  const { type, body } = await metricsText(await payloadClient())
  return new Response(body, { headers: { ...NO_STORE, 'Content-Type': type } })
}
