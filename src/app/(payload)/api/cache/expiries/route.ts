import { applyExpiries, internalRequest } from '@/lib/cache/applyExpiries'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/**
 * The web server's own call, each second (scripts/server.mjs), to apply the cache expiries other processes
 * recorded (src/lib/cache/expiries.ts). Anybody else gets 404: the call carries the secret the server made
 * at start, which never leaves the process.
 */
export const POST = async (request: Request): Promise<Response> => {
  if (!internalRequest(request.headers)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const applied = await applyExpiries(await payloadClient())
  return Response.json({ applied }, { headers: { 'Cache-Control': 'no-store' } })
}
