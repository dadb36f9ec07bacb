import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { mayMailAccount, oneAtATime, passwordMatches, signInGate, type SignInOutcome } from '@/lib/owners/signInGuard'
import { solvedCaptcha } from '../helpers/captcha'
import { twoCopies } from '../helpers/moduleCopies'

beforeAll(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'unit-tests-only')
  vi.stubEnv('CAPTCHA_DIFFICULTY', '10')
})
// Unit files share their process: the next one finds the environment as it was.
afterAll(() => vi.unstubAllEnvs())

let accounts = 0
/** An account of its own per test: the counters live in this process for the whole file. */
const fresh = () => `person${++accounts}@example.be`

const solved = solvedCaptcha

/** Attempts that get in and turn out as said (wrong passwords by default). */
const attempt = async (account: string, address: string, outcome: SignInOutcome = 'wrong') => {
  const gate = await signInGate({ account, address })
  if (gate.kind === 'open') await gate.settle(outcome)
  return gate.kind
}
const fail = async (account: string, address: string, times = 1) => {
  for (let i = 0; i < times; i++) expect(await attempt(account, address)).toBe('open')
}

describe('signInGate', () => {
  it('refuses an address after 5 wrong passwords for one account, and that address alone', async () => {
    const account = fresh()
    await fail(account, '192.0.2.1', 4)
    expect(await attempt(account, '192.0.2.1', 'unchecked')).toBe('open')
    await fail(account, '192.0.2.1')
    expect(await signInGate({ account, address: '192.0.2.1' })).toMatchObject({ kind: 'refused', reason: 'address' })
    expect(await attempt(account, '192.0.2.2', 'unchecked')).toBe('open')
    expect(await attempt(fresh(), '192.0.2.1', 'unchecked')).toBe('open')
  })

  it('asks for the captcha past 10 wrong passwords from all addresses, except where the account signed in before', async () => {
    const account = fresh()
    await attempt(account, '198.51.100.7', 'right')
    for (let i = 0; i < 9; i++) await fail(account, `203.0.113.${i}`)
    expect(await attempt(account, '203.0.113.200', 'unchecked')).toBe('open')
    await fail(account, '203.0.113.99')
    expect((await signInGate({ account, address: '203.0.113.200' })).kind).toBe('captcha')
    expect((await signInGate({ account, address: '203.0.113.200', captcha: 'forged' })).kind).toBe('captcha')
    // The owner's own address is not asked.
    expect(await attempt(account, '198.51.100.7', 'right')).toBe('open')
  })

  it('lets one attempt in per solved captcha', async () => {
    const account = fresh()
    for (let i = 0; i < 10; i++) await fail(account, `203.0.113.${i}`)
    const captcha = await solved()
    expect((await signInGate({ account, address: '203.0.113.50', captcha })).kind).toBe('open')
    expect((await signInGate({ account, address: '203.0.113.51', captcha })).kind).toBe('captcha')
  })

  it('refuses addresses that never signed in past 50 wrong passwords in the hour, and still lets the owner in', async () => {
    const account = fresh()
    await attempt(account, '198.51.100.8', 'right')
    for (let i = 0; i < 50; i++) {
      const gate = await signInGate({ account, address: `203.0.113.${i}`, captcha: i < 10 ? undefined : await solved() })
      expect(gate.kind, `guess ${i}`).toBe('open')
      if (gate.kind === 'open') await gate.settle('wrong')
    }
    expect(await signInGate({ account, address: '203.0.113.77', captcha: await solved() })).toMatchObject({ kind: 'refused', reason: 'account' })
    expect(await attempt(account, '198.51.100.8', 'right')).toBe('open')
  })

  it('counts an account whatever the case of its e-mail', async () => {
    const account = fresh()
    await fail(account.toUpperCase(), '192.0.2.9', 5)
    expect((await signInGate({ account, address: '192.0.2.9' })).kind).toBe('refused')
  })

  it('gives back what was not a guess: a right password, or none checked', async () => {
    const account = fresh()
    for (let i = 0; i < 10; i++) expect(await attempt(account, '192.0.2.30', i % 2 ? 'right' : 'unchecked'), `attempt ${i}`).toBe('open')
    await fail(account, '192.0.2.30', 5)
    expect((await signInGate({ account, address: '192.0.2.30' })).kind).toBe('refused')
  })

  it('holds its caps against guesses sent all at once: each is counted before its password is checked', async () => {
    const account = fresh()
    // 200 guesses at once from 10 addresses that never signed in, each left open until all have been let in or not.
    const gates = await Promise.all(Array.from({ length: 200 }, (_, i) => signInGate({ account, address: `203.0.113.${i % 10}` })))
    const open = gates.filter((gate) => gate.kind === 'open')
    expect(open).toHaveLength(10)
    for (const gate of open) if (gate.kind === 'open') await gate.settle('wrong')
    expect(gates.filter((gate) => gate.kind === 'captcha').length + gates.filter((gate) => gate.kind === 'refused').length).toBe(190)
    // Past them, the account's own address still gets in.
    const mine = fresh()
    await attempt(mine, '198.51.100.9', 'right')
    const crowd = await Promise.all(Array.from({ length: 100 }, (_, i) => signInGate({ account: mine, address: `203.0.113.${100 + (i % 10)}` })))
    expect(crowd.filter((gate) => gate.kind === 'open')).toHaveLength(10)
    expect(await attempt(mine, '198.51.100.9', 'right')).toBe('open')
  })
})

describe('passwordMatches', () => {
  it("reads Payload's hashes, current and older, and nothing else", async () => {
    const { pbkdf2Sync } = await import('node:crypto')
    const salt = 'a1b2c3'
    const current = { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync('geheim-1', salt, 600_000, 32, 'sha256').toString('hex')}` }
    const older = { salt, hash: pbkdf2Sync('geheim-2', salt, 25_000, 512, 'sha256').toString('hex') }
    expect(await passwordMatches(current, 'geheim-1')).toBe(true)
    expect(await passwordMatches(current, 'geheim-2')).toBe(false)
    expect(await passwordMatches(older, 'geheim-2')).toBe(true)
    expect(await passwordMatches(older, 'geheim-1')).toBe(false)
    expect(await passwordMatches({ salt }, 'geheim-1')).toBe(false)
    expect(await passwordMatches(current, '')).toBe(false)
  })
})

describe('mayMailAccount', () => {
  it('allows 3 mails an hour per account', async () => {
    const account = fresh()
    expect([await mayMailAccount(account), await mayMailAccount(account), await mayMailAccount(account), await mayMailAccount(account)]).toEqual([true, true, true, false])
    expect(await mayMailAccount(fresh())).toBe(true)
  })
})

describe('oneAtATime', () => {
  it('runs the work of one account in turn, and of different accounts at once', async () => {
    const log: string[] = []
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} start`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      log.push(`${name} end`)
      return name
    }
    const results = await Promise.all([oneAtATime('a@x.be', step('a1', 20)), oneAtATime('A@x.be', step('a2', 1)), oneAtATime('b@x.be', step('b', 1))])
    expect(results).toEqual(['a1', 'a2', 'b'])
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'))
    expect(log.indexOf('b end')).toBeLessThan(log.indexOf('a1 end'))
  })

  it('goes on after a failure', async () => {
    const failing = oneAtATime('c@x.be', () => Promise.reject(new Error('wrong password')))
    await expect(failing).rejects.toThrow('wrong password')
    expect(await oneAtATime('c@x.be', async () => 'next')).toBe('next')
  })

  it('keeps one turn per account across copies of the module, as Next bundles one into each route that signs in', async () => {
    const [onSite, inPayload] = (await twoCopies(() => import('@/lib/owners/signInGuard'))).map((copy) => copy.oneAtATime)
    expect(inPayload).not.toBe(onSite)
    const log: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const first = onSite('d@x.be', async () => {
      log.push('site start')
      await held
      log.push('site end')
    })
    const second = inPayload('D@x.be', async () => void log.push('payload start'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(log).toEqual(['site start'])
    release()
    await Promise.all([first, second])
    expect(log).toEqual(['site start', 'site end', 'payload start'])
  })
})
