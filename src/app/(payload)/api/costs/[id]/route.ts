import { costPage } from '@/lib/costs/page'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** GET: the cost panel recomputed on the server for a visitor without JavaScript (lib/costs/page.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const url = new URL(request.url)
  return costPage(await payloadClient(), (await params).id, url.searchParams)
}
