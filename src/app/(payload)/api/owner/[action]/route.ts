import { NO_STORE } from '@/lib/forms/answer'
import { handleOwnerAction, isOwnerAction } from '@/lib/owners/auth'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Owner sign-in, sign-out, password reset and one-time sign-in links (lib/owners/auth.ts). */
export const POST = async (request: Request, { params }: { params: Promise<{ action: string }> }): Promise<Response> => {
  const { action } = await params
  if (!isOwnerAction(action)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: NO_STORE })
  return handleOwnerAction(action, request, await payloadClient())
}
