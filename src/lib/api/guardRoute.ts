import { type SanitizedConfig, getPayload } from 'payload'

import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

import { type BodySummary, bodyProblem } from './requestBody'
import { type ApiShape, restRequestProblem } from './restRequest'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const jsonError = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

let shape: ApiShape | null = null
const apiShape = async (config: Promise<SanitizedConfig>): Promise<ApiShape> => {
  if (shape) return shape
  const payload = await getPayload({ config })
  shape = {
    collections: Object.fromEntries(
      Object.values(payload.collections).map(({ config: c }) => [c.slug, { versions: Boolean(c.versions), verify: Boolean(c.auth?.verify) }]),
    ),
    globals: Object.fromEntries(payload.config.globals.map((g) => [g.slug, { versions: Boolean(g.versions) }])),
  }
  return shape
}

/** The e-mail a sign-in attempt names, for the per-account limit; '' when the body names none. */
const loginAccount = async (request: Request): Promise<string> => {
  try {
    const type = request.headers.get('content-type') ?? ''
    const body: unknown = type.includes('application/json')
      ? await request.clone().json()
      : JSON.parse(String((await request.clone().formData()).get('_payload') ?? '{}'))
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : ''
    return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
  } catch {
    return ''
  }
}

/** Reads (a copy of) a write request's body far enough to judge it. */
const summarizeBody = async (request: Request): Promise<BodySummary> => {
  if (request.method !== 'POST' && request.method !== 'PATCH' && request.method !== 'PUT') return { kind: 'none' }
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    try {
      const payload = (await request.clone().formData()).get('_payload')
      return { kind: 'multipart', payload: typeof payload === 'string' ? payload : null, parsed: true }
    } catch {
      return { kind: 'multipart', payload: null, parsed: false }
    }
  }
  const text = await request.clone().text()
  if (type.startsWith('application/json')) return { kind: 'json', text }
  return text.length === 0 ? { kind: 'none' } : { kind: 'other' }
}

/** Spends one unit of each budget that applies; the 429 answer when one is spent. */
const rateLimited = async (request: Request, segments: string[]): Promise<Response | null> => {
  const address = requestAddress(request.headers)
  const checks: Array<Promise<Awaited<ReturnType<typeof consume>>>> = [consume('api', address)]
  // Signing in, and asking for or using a password reset (each may mail an account or guess a token).
  if (request.method === 'POST' && segments[0] === 'users' && ['login', 'forgot-password', 'reset-password'].includes(segments[1] ?? '')) {
    checks.push(consume('loginAddress', address))
    const account = await loginAccount(request)
    if (account) checks.push(consume('loginAccount', account))
  }
  const refused = (await Promise.all(checks)).find((decision) => !decision.allowed)
  return refused && !refused.allowed ? tooManyRequests(refused.retryAfterSeconds) : null
}

/**
 * Wraps one of Payload's REST route handlers: rate limits first, then the malformed requests that
 * Payload would answer with a 500 are answered 4xx here, before Payload parses them.
 */
export const guardRestRoute =
  (config: Promise<SanitizedConfig>, handler: Handler): Handler =>
  async (request, context) => {
    let slug: string[]
    try {
      slug = (await context.params).slug ?? []
    } catch {
      // Next decodes the path's %-escapes lazily: a malformed one (%ff) names no API route.
      return jsonError(400, 'Malformed path')
    }
    const limited = await rateLimited(request, slug)
    if (limited) return limited
    const url = new URL(request.url)
    const problem = restRequestProblem(request.method, slug, url.searchParams, request.headers.get('content-type'), await apiShape(config))
    const bodyIssue = problem ?? bodyProblem(request.method, slug, await summarizeBody(request))
    if (bodyIssue) return jsonError(bodyIssue.status, bodyIssue.message)
    const response = await handler(request, context)
    // Payload fails on deleting a preference that does not exist: that is a 404.
    if (response.status >= 500 && request.method === 'DELETE' && slug[0] === 'payload-preferences' && slug.length === 2) {
      return jsonError(404, 'Not Found')
    }
    return response
  }
