import { parse } from 'graphql'
import { type SanitizedConfig, getPayload } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { sessionUser } from '@/lib/payload/sessionUser'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

import { graphqlProblem, withoutSuggestions } from './graphqlLimits'
import { inTurn } from './turns'

type Handler = (request: Request) => Promise<Response>

const MAX_BODY = 20_000

const graphqlError = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const stripSuggestions = async (response: Response): Promise<Response> => {
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, response)
  }
  if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
    for (const error of body.errors as Array<{ message?: unknown }>) {
      if (typeof error.message === 'string') error.message = withoutSuggestions(error.message)
    }
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

/**
 * GraphQL is for staff: everybody else is refused before the body is read. A staff query must
 * parse within a token budget and stay within the depth, field and alias limits before Payload's
 * handler sees it.
 */
export const guardGraphqlRoute =
  (config: Promise<SanitizedConfig>, handler: Handler): Handler =>
  async (request) => {
    const address = requestAddress(request.headers)
    const decision = await consume('api', address)
    if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds)
    const payload = await getPayload({ config })
    const user = await sessionUser(payload, request.headers)
    if (!user) return graphqlError(401, 'Sign in as staff to use GraphQL')
    if (!isStaffUser(user)) return graphqlError(403, 'GraphQL is for staff only')
    if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
      return graphqlError(415, 'Send the query as application/json')
    }
    const text = await request.text()
    if (text.length > MAX_BODY) return graphqlError(413, 'Query too large')
    let query: unknown
    try {
      const body: unknown = JSON.parse(text)
      query = typeof body === 'object' && body !== null && 'query' in body ? body.query : undefined
      if (typeof query !== 'string') return graphqlError(400, 'The body needs a query string')
      const problem = graphqlProblem(parse(query, { maxTokens: 2_000 }))
      if (problem) return graphqlError(400, problem)
    } catch {
      return graphqlError(400, 'The query is not valid GraphQL')
    }
    const forwarded = new Request(request.url, { method: 'POST', headers: request.headers, body: text })
    return stripSuggestions(await inTurn(payload, request, address, () => handler(forwarded)))
  }
