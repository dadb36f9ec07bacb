import { type SanitizedConfig, getPayload } from 'payload'

import { checkPassword, equalizeFailure, mayMailAccount, oneAtATime, signInGate } from '@/lib/owners/signInGuard'
import { consume, requestAddress, tooManyRequests } from '@/lib/rateLimit/rateLimit'

import { type BodySummary, bodyProblem } from './requestBody'
import { type ApiShape, restRequestProblem } from './restRequest'
import { inTurn } from './turns'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const jsonError = (status: number, message: string): Response =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

let shape: ApiShape | null = null
const apiShape = async (config: Promise<SanitizedConfig>): Promise<ApiShape> => {
  if (shape) return shape
  const payload = await getPayload({ config })
  shape = {
    collections: Object.fromEntries(
      Object.values(payload.collections).map(({ config: c }) => [c.slug, { versions: Boolean(c.versions), verify: Boolean(c.auth?.verify), endpoints: c.endpoints !== false }]),
    ),
    globals: Object.fromEntries(payload.config.globals.map((g) => [g.slug, { versions: Boolean(g.versions) }])),
  }
  return shape
}

/** What a sign-in or reset request names: its e-mail (lower-case, '' when none), password and captcha. */
const signInFields = async (request: Request): Promise<{ email: string; password: string; captcha: unknown }> => {
  try {
    const type = request.headers.get('content-type') ?? ''
    const body: unknown = type.includes('application/json')
      ? await request.clone().json()
      : JSON.parse(String((await request.clone().formData()).get('_payload') ?? '{}'))
    const field = (name: string) => (typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined)
    const email = field('email')
    const password = field('password')
    return { email: typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '', password: typeof password === 'string' ? password : '', captcha: field('altcha') }
  } catch {
    return { email: '', password: '', captcha: undefined }
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

/**
 * The query of a read sent as a POST: Payload's admin sends its relationship fields' reads (a listing's type,
 * agent, city) as `POST` with `X-Payload-HTTP-Method-Override: GET` and the query as a form body, which Payload
 * answers as the GET it stands for. Null for any other request.
 */
export const overriddenRead = async (request: Request): Promise<URLSearchParams | null> => {
  if (request.method !== 'POST' || request.headers.get('x-payload-http-method-override')?.toUpperCase() !== 'GET') return null
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return null
  return new URLSearchParams(await request.clone().text())
}

/** Spends one unit of the API budget; the 429 answer when it is spent. */
const rateLimited = async (address: string): Promise<Response | null> => {
  const decision = await consume('api', address)
  return decision.allowed ? null : tooManyRequests(decision.retryAfterSeconds)
}

const SIGN_IN_ROUTES = ['login', 'forgot-password', 'reset-password']

/**
 * Payload's own sign-in routes (the admin's login, forgotten password and reset) under the rules of
 * lib/owners/signInGuard.ts, as the site's sign-in page: no lockout, the same answer and time for an
 * unknown account, one account's sign-ins in turn, a few reset mails an hour per account.
 */
const signIn = async (config: Promise<SanitizedConfig>, request: Request, action: string, address: string, run: () => Promise<Response>): Promise<Response> => {
  const { email, password, captcha } = await signInFields(request)
  const gate = action === 'login' ? await signInGate({ account: email, address, captcha }) : null
  if (!gate) {
    const spent = await consume('loginAddress', address)
    if (!spent.allowed) return tooManyRequests(spent.retryAfterSeconds)
    // Capped: Payload's own answer to a request it accepted, so nobody learns whether a mail went.
    if (action === 'forgot-password' && email && !(await mayMailAccount(email))) return Response.json({ message: 'Success' }, { headers: { 'Cache-Control': 'no-store' } })
    return run()
  }
  if (gate.kind === 'refused') return tooManyRequests(gate.retryAfterSeconds)
  if (gate.kind === 'captcha') return jsonError(401, CAPTCHA_NEEDED)
  const payload = await getPayload({ config })
  // Only the right password waits its turn to write the session; wrong ones are answered in parallel.
  const right = await checkPassword(payload, email, password)
  const response = right ? await oneAtATime(email, run) : await run()
  await gate.settle(response.status === 200 ? 'right' : response.status === 401 && email ? 'wrong' : 'unchecked')
  // Payload answers an unknown account at once: as long as a wrong password (two hashings) all the same.
  if (!right && response.status === 401 && email && !(await payload.db.findOne({ collection: 'users', where: { email: { equals: email } } }))) await equalizeFailure(password)
  return response
}

/** The admin cannot show a captcha: the site's sign-in page can. */
const CAPTCHA_NEEDED =
  'This account has had too many wrong passwords from other places. Sign in from a device you used before, or on the site\'s sign-in page (/en/login/), which asks for a short check.'

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
    const address = requestAddress(request.headers)
    const limited = await rateLimited(address)
    if (limited) return limited
    const url = new URL(request.url)
    // A read sent as a POST is judged as the read, its query being the body's.
    const read = await overriddenRead(request)
    const problem = read
      ? restRequestProblem('GET', slug, new URLSearchParams([...url.searchParams, ...read]), null, await apiShape(config))
      : restRequestProblem(request.method, slug, url.searchParams, request.headers.get('content-type'), await apiShape(config))
    const bodyIssue = problem ?? (read ? null : bodyProblem(request.method, slug, await summarizeBody(request)))
    if (bodyIssue) return jsonError(bodyIssue.status, bodyIssue.message)
    const response =
      request.method === 'POST' && slug.length === 2 && slug[0] === 'users' && SIGN_IN_ROUTES.includes(slug[1])
        ? await signIn(config, request, slug[1], address, () => handler(request, context))
        : // An uploaded file is sent, not worked on (and in a bucket Payload may fetch one from this site while it saves).
          request.method === 'GET' && slug[1] === 'file'
          ? await handler(request, context)
          : await inTurn(await getPayload({ config }), request, address, () => handler(request, context))
    // Payload fails on deleting a preference that does not exist: that is a 404.
    if (response.status >= 500 && request.method === 'DELETE' && slug[0] === 'payload-preferences' && slug.length === 2) {
      return jsonError(404, 'Not Found')
    }
    return response
  }
