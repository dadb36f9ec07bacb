import { handleFormPost } from '@/lib/forms/endpoint'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** POST /api/forms/{kind}: see lib/forms/endpoint.ts. JSON for the site's script, a page or a redirect for a plain form. */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  const { kind } = await params
  return handleFormPost(kind, request, await payloadClient())
}
