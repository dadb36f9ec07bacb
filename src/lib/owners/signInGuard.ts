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
 * Each guess is counted before its password is checked, in one atomic step of the counters (in memory, or
 * in Redis), and given back if it was not a guess after all (the right password, or no check made): a crowd
 * of guesses sent at once meets the same caps as guesses sent one by one.
 * Every answer is the same for an account that does not exist, and takes as long (see `equalizeFailure`).
 */
import { createHash, pbkdf2, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { checkCaptcha } from '@/lib/forms/captcha'
import { consume, counterStore } from '@/lib/rateLimit/rateLimit'
import { limitFor } from '@/lib/rateLimit/limits'

/** How long an address that signed in to an account stays known to it. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000

/** What became of an attempt let in: the right password, a wrong one, or no password checked at all. */
export type SignInOutcome = 'right' | 'wrong' | 'unchecked'

export type SignInGate =
  | { kind: 'open'; settle: (outcome: SignInOutcome) => Promise<void> }
  | { kind: 'captcha' }
  | { kind: 'refused'; retryAfterSeconds: number; reason: 'address' | 'account' }

/** Counter keys carry a digest of the account, never the e-mail address itself (Redis is shared). */
const accountKey = (account: string) => createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22)
const pairKey = (account: string, address: string) => `${accountKey(account)}|${address}`

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000))

/**
 * Whether an attempt to sign in to `account` from `address` may check its password. It spends one unit
 * of the address's budget, and counts the attempt as a wrong password for the account and the pair at once
 * (a reservation): the caller settles it once the password is checked, which gives the count back unless
 * the password was wrong. `captcha` is the solved captcha the attempt carries, if any, spent when used.
 */
export const signInGate = async ({ account, address, captcha, now = Date.now }: { account: string; address: string; captcha?: unknown; now?: () => number }): Promise<SignInGate> => {
  const spent = await consume('loginAddress', address, now)
  if (!spent.allowed) return { kind: 'refused', retryAfterSeconds: spent.retryAfterSeconds, reason: 'address' }
  if (!account) return { kind: 'open', settle: async () => undefined }
  const store = counterStore()
  const keys = { pair: `loginPair:${pairKey(account, address)}`, account: `loginAccount:${accountKey(account)}`, known: `signedIn:${pairKey(account, address)}` }
  const limits = { pair: limitFor('loginPair'), account: limitFor('loginAccount'), accountMax: limitFor('loginAccountMax') }
  const known = await store.peek(keys.known)
  const pair = await store.hit(keys.pair, limits.pair.windowMs)
  const time = now()
  if (pair.count > limits.pair.max) {
    await store.release(keys.pair, limits.pair.windowMs)
    return { kind: 'refused', retryAfterSeconds: secondsUntil(pair.resetAt, time), reason: 'address' }
  }
  const failures = await store.hit(keys.account, limits.account.windowMs)
  const giveBack = async () => {
    await store.release(keys.pair, limits.pair.windowMs)
    await store.release(keys.account, limits.account.windowMs)
  }
  const open: SignInGate = {
    kind: 'open',
    settle: async (outcome) => {
      if (outcome === 'wrong') return
      await giveBack()
      if (outcome === 'right') await store.hit(keys.known, KNOWN_FOR_MS)
    },
  }
  if (known || failures.count <= limits.account.max) return open
  if (failures.count > limits.accountMax.max) {
    await giveBack()
    return { kind: 'refused', retryAfterSeconds: secondsUntil(failures.resetAt, time), reason: 'account' }
  }
  const check = await checkCaptcha(captcha)
  // A solution lets in one attempt.
  if (check.ok && (await store.hit(`captcha:${check.key}`, 60 * 60_000)).count === 1) return open
  await giveBack()
  return { kind: 'captcha' }
}

/**
 * Whether one more sign-in link or reset mail may go to `account` this hour. The caller answers the same
 * whether it was sent, capped or the account unknown.
 */
export const mayMailAccount = async (account: string): Promise<boolean> => (await consume('accountMails', accountKey(account))).allowed

// Payload's password hashing: pbkdf2-sha256 with 600,000 iterations and 32 bytes for its `v1` hashes
// (`pbkdf2-sha256-v1:<hex>`), 25,000 and 512 for the older ones.
const V1_PREFIX = 'pbkdf2-sha256-v1:'
const pbkdf2Hex = (password: string, salt: string, iterations: number, bytes: number): Promise<Buffer> =>
  new Promise((resolve, reject) => pbkdf2(password, salt, iterations, bytes, 'sha256', (error, key) => (error ? reject(error) : resolve(key))))

/**
 * Whether `password` is the account's, by Payload's own hashing, checked before a sign-in joins its
 * account's queue (oneAtATime): only the right password goes on to Payload's login, which writes the
 * session, so a crowd of wrong guesses never keeps the owner waiting.
 */
export const passwordMatches = async (account: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> => {
  const { hash, salt } = account
  if (typeof hash !== 'string' || typeof salt !== 'string' || !password) return false
  const v1 = hash.startsWith(V1_PREFIX)
  const stored = Buffer.from(v1 ? hash.slice(V1_PREFIX.length) : hash, 'hex')
  const computed = await pbkdf2Hex(password, salt, v1 ? 600_000 : 25_000, v1 ? 32 : 512)
  return computed.length === stored.length && timingSafeEqual(computed, stored)
}

// A failure for an account that does not exist runs the hashing once too, so it takes as long as a wrong password.
const DUMMY_SALT = createHash('sha256').update('no such account').digest('hex')
export const equalizeFailure = async (password: string): Promise<void> => void (await pbkdf2Hex(password, DUMMY_SALT, 600_000, 32))

/** Checks a sign-in's password against the account of `email`, or hashes it once all the same when there is none. */
export const checkPassword = async (payload: Pick<Payload, 'db'>, email: string, password: string): Promise<boolean> => {
  const account = email ? await payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({ collection: 'users', where: { email: { equals: email } } }) : null
  if (account) return passwordMatches(account, password)
  await equalizeFailure(password)
  return false
}

const QUEUES = Symbol.for('site.signInQueues')
/** On globalThis: each route that signs in (Payload's, the owner's) carries its own copy of this module. */
const queues: Map<string, Promise<unknown>> = ((globalThis as { [QUEUES]?: Map<string, Promise<unknown>> })[QUEUES] ??= new Map())
/**
 * Runs the sign-ins of one account one after the other in this process, whichever route they come by.
 * Payload's login reads the account, checks the password, then writes the account back with one more
 * session: two at once (two tabs, phone and laptop) would each write the sessions they read, and the
 * first session would be lost.
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
