import { newChallenge } from '@/lib/forms/captcha'

export const dynamic = 'force-dynamic'

/** GET /api/forms/challenge: a fresh signed captcha challenge for the forms' ALTCHA widget. */
export async function GET(): Promise<Response> {
  return Response.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
