import { payloadClient } from '@/lib/payload/client'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'
import { answerApplicationLink } from '@/lib/rentals/pages'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ action: string }> }

/** GET shows a candidate's application; POST withdraws or erases it. Each spends the API budget, so a link cannot be guessed by trying. */
const answer = async (request: Request, { params }: Context): Promise<Response> => {
  const spent = await consume('api', requestAddress(request.headers))
  if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
  return answerApplicationLink(await payloadClient(), request, (await params).action)
}

export const GET = answer
export const POST = answer
