import { answerVisitLink } from '@/lib/appointments/pages'
import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ action: string }> }

/** GET: a visitor's visit page, its calendar file or its feedback form (nothing changes). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return answerVisitLink(await payloadClient(), request, (await params).action)
}

/** POST: cancel, reschedule or answer, from the pages' buttons. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return answerVisitLink(await payloadClient(), request, (await params).action)
}
