import { answerVisitLink } from '@/lib/appointments/pages'
import { payloadClient } from '@/lib/payload/client'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ action: string }> }

/** GET shows (a visitor's visit page, its calendar file, its feedback form); POST acts: cancel, reschedule, answer. Each spends the API budget. */
const answer = async (request: Request, { params }: Context): Promise<Response> => {
  const spent = await consume('api', requestAddress(request.headers))
  if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  return answerVisitLink(await payloadClient(), request, (await params).action)
}

export const GET = answer
export const POST = answer
