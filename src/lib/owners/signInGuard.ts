/**
 * Password sign-in without lockouts (both Payload's `/api/users/login` and the site's owner login).
 * Nobody who merely knows an e-mail address can stop its owner signing in, yet guesses stay few:
 * - every address has its own budget of attempts (`loginAddress`), whatever the accounts named;
 * - wrong passwords are counted per account and address together (`loginPair`): past 5 in 15 minutes
 *   that address alone is refused for that account;
 * - they are also counted per account from every address (`loginAccount`): past 10 in an hour, an address
 *   that never signed in to the account must solve the forms' captcha for each attempt, and past 50
 *   (`loginAccountMax`) such addresses are refused until the hour is over. Addresses the account signed in
 *   from within 30 days keep their own budget throughout, and the e-mailed sign-in link always works.
 * An attacker thus gets at most 50 guesses an hour per account from all the addresses it never used (the
 * last 40 each costing a captcha), and 20 from each address it did use.
 * Every answer is the same for an account that does not exist, and takes as long (see `equalizeFailure`).
 */
import { createHash, pbkdf2 } from 'node:crypto'

import { checkCaptcha } from '@/lib/forms/captcha'
import { consume, counterStore } from '@/lib/rateLimit/rateLimit'
import { limitFor } from '@/lib/rateLimit/limits'

/** How long an address that signed in to an account stays known to it. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000

export type SignInGate =
  | { kind: 'open' }
  | { kind: 'captcha' }
  | { kind: 'refused'; retryAfterSeconds: number; reason: 'address' | 'account' }

/** Counter keys carry a digest of the account, never the e-mail address itself (Redis is shared). */
const accountKey = (account: string) => createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22)
const pairKey = (account: string, address: string) => `${accountKey(account)}|${address}`

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000))

/**
 * Whether an attempt to sign in to `account` from `address` may check its password. It spends one unit
 * of the address's budget; `captcha` is the solved captcha the attempt carries, if any, spent when used.
 */
export const signInGate = async ({ account, address, captcha, now = Date.now }: { account: string; address: string; captcha?: unknown; now?: () => number }): Promise<SignInGate> => {
  const spent = await consume('loginAddress', address, now)
  if (!spent.allowed) return { kind: 'refused', retryAfterSeconds: spent.retryAfterSeconds, reason: 'address' }
  if (!account) return { kind: 'open' }
  const store = counterStore()
  const [pair, failures, known] = await Promise.all([
    store.peek(`loginPair:${pairKey(account, address)}`),
    store.peek(`loginAccount:${accountKey(account)}`),
    store.peek(`signedIn:${pairKey(account, address)}`),
  ])
  const time = now()
  if (pair && pair.count >= limitFor('loginPair').max) return { kind: 'refused', retryAfterSeconds: secondsUntil(pair.resetAt, time), reason: 'address' }
  if (known || !failures || failures.count < limitFor('loginAccount').max) return { kind: 'open' }
  if (failures.count >= limitFor('loginAccountMax').max) return { kind: 'refused', retryAfterSeconds: secondsUntil(failures.resetAt, time), reason: 'account' }
  const check = await checkCaptcha(captcha)
  if (!check.ok) return { kind: 'captcha' }
  // A solution lets in one attempt.
  const uses = await store.hit(`captcha:${check.key}`, 60 * 60_000)
  return uses.count === 1 ? { kind: 'open' } : { kind: 'captcha' }
}

/** Counts the outcome of a password check: a failure against the pair and the account, a success makes the address known. */
export const recordSignIn = async ({ account, address, ok }: { account: string; address: string; ok: boolean }): Promise<void> => {
  if (!account) return
  const store = counterStore()
  if (ok) {
    await store.hit(`signedIn:${pairKey(account, address)}`, KNOWN_FOR_MS)
    return
  }
  await Promise.all([
    store.hit(`loginPair:${pairKey(account, address)}`, limitFor('loginPair').windowMs),
    store.hit(`loginAccount:${accountKey(account)}`, limitFor('loginAccount').windowMs),
  ])
}

/**
 * Whether one more sign-in link or reset mail may go to `account` this hour. The caller answers the same
 * whether it was sent, capped or the account unknown.
 */
export const mayMailAccount = async (account: string): Promise<boolean> => (await consume('accountMails', accountKey(account))).allowed

// Payload's password hashing (pbkdf2-sha256 with 600,000 iterations and 32 bytes, its `v1` hashes): a
// failure for an account that does not exist runs it once too, so it takes as long as a wrong password.
const DUMMY_SALT = createHash('sha256').update('no such account').digest('hex')
export const equalizeFailure = (password: string): Promise<void> =>
  new Promise((resolve) => pbkdf2(password, DUMMY_SALT, 600_000, 32, 'sha256', () => resolve()))

const queues = new Map<string, Promise<unknown>>()
/**
 * Runs the sign-ins of one account one after the other in this process. Payload's login reads the
 * account, checks the password, then writes the account back with one more session: two at once (two
 * tabs, phone and laptop) would each write the sessions they read, and the first session would be lost.
 */
export const oneAtATime = <T>(account: string, work: () => Promise<T>): Promise<T> => {
  const key = account.trim().toLowerCase()
  const before = queues.get(key) ?? Promise.resolve()
  const run = before.then(work, work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(key, settled)
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}
