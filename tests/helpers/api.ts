import { type APIRequestContext, request as requests, test } from '@playwright/test'

/** A forwarded client address of its own, so a test's requests have their own rate-limit budget. */
export const clientFrom = (n: number): Record<string, string> => ({ 'x-forwarded-for': `198.51.${(n >> 8) & 255}.${n & 255}` })

/**
 * Fresh addresses start where no earlier worker's did: Playwright starts a new worker after a failed test,
 * and one counting from the same place again would spend the addresses (and budgets) of the one before.
 */
let nextClient = (Number(process.env.TEST_WORKER_INDEX ?? 0) * 1_000) % 25_000
/** A fresh forwarded address for each call (for tests that must not count against one another). */
export const freshClient = (): Record<string, string> => clientFrom(40_000 + (nextClient++ % 25_000))

const tokens = new Map<string, string>()

/** Signs in through the REST API (once per account and test file) and returns the Authorization header. */
export const signIn = async (_request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> => {
  const known = tokens.get(email)
  if (known) return { Authorization: `JWT ${known}`, ...freshClient() }
  // Signed in on a context of its own: the sign-in cookie must not make the test's other requests staff.
  const own = await requests.newContext({ baseURL: test.info().project.use.baseURL })
  const res = await own.post('/api/users/login', { data: { email, password }, headers: freshClient() })
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()}`)
  const { token } = (await res.json()) as { token: string }
  await own.dispose()
  tokens.set(email, token)
  return { Authorization: `JWT ${token}`, ...freshClient() }
}

export const asAdmin = (request: APIRequestContext) => signIn(request, 'admin@example.com', 'admin-demo')
export const asEditor = (request: APIRequestContext) => signIn(request, 'editor@example.com', 'editor-demo')
export const asOwner = (request: APIRequestContext) => signIn(request, 'owner@example.com', 'owner-demo')
