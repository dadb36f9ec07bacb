import { payloadClient } from '@/lib/payload/client'
import { handleBeacon } from '@/lib/visits/beacon'

export const dynamic = 'force-dynamic'

/** The listing page's cookieless visit beacon (lib/visits). */
export const POST = async (request: Request): Promise<Response> => handleBeacon(request, await payloadClient())
