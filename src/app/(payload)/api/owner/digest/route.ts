import { digestStop } from '@/lib/owners/digest'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** The weekly owner mail's opt-out (lib/owners/digest.ts). */
export const GET = async (request: Request): Promise<Response> => digestStop(await payloadClient(), request)
export const POST = GET
