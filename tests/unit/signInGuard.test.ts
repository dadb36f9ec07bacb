import { beforeAll, describe, expect, it } from 'vitest'

import { mayMailAccount, oneAtATime, recordSignIn, signInGate } from '@/lib/owners/signInGuard'
import { solvedCaptcha } from '../helpers/captcha'

beforeAll(() => {
  process.env.PAYLOAD_SECRET = 'unit-tests-only'
  process.env.CAPTCHA_DIFFICULTY = '10'
})

let accounts = 0
/** An account of its own per test: the counters live in this process for the whole file. */
const fresh = () => `person${++accounts}@example.be`

const solved = solvedCaptcha

const fail = (account: string, address: string, times = 1) =>
  Promise.all(Array.from({ length: times }, () => recordSignIn({ account, address, ok: false })))

describe('signInGate', () => {
  it('refuses an address after 5 wrong passwords for one account, and that address alone', async () => {
    const account = fresh()
    await fail(account, '192.0.2.1', 4)
    expect((await signInGate({ account, address: '192.0.2.1' })).kind).toBe('open')
    await fail(account, '192.0.2.1')
    expect(await signInGate({ account, address: '192.0.2.1' })).toMatchObject({ kind: 'refused', reason: 'address' })
    expect((await signInGate({ account, address: '192.0.2.2' })).kind).toBe('open')
    expect((await signInGate({ account: fresh(), address: '192.0.2.1' })).kind).toBe('open')
  })

  it('asks for the captcha past 10 wrong passwords from all addresses, except where the account signed in before', async () => {
    const account = fresh()
    await recordSignIn({ account, address: '198.51.100.7', ok: true })
    for (let i = 0; i < 9; i++) await fail(account, `203.0.113.${i}`)
    expect((await signInGate({ account, address: '203.0.113.200' })).kind).toBe('open')
    await fail(account, '203.0.113.99')
    expect((await signInGate({ account, address: '203.0.113.200' })).kind).toBe('captcha')
    expect((await signInGate({ account, address: '203.0.113.200', captcha: 'forged' })).kind).toBe('captcha')
    // The owner's own address is not asked.
    expect((await signInGate({ account, address: '198.51.100.7' })).kind).toBe('open')
  })

  it('lets one attempt in per solved captcha', async () => {
    const account = fresh()
    await fail(account, '203.0.113.1', 10)
    const captcha = await solved()
    expect((await signInGate({ account, address: '203.0.113.50', captcha })).kind).toBe('open')
    expect((await signInGate({ account, address: '203.0.113.51', captcha })).kind).toBe('captcha')
  })

  it('refuses addresses that never signed in past 50 wrong passwords in the hour, and still lets the owner in', async () => {
    const account = fresh()
    await recordSignIn({ account, address: '198.51.100.8', ok: true })
    for (let i = 0; i < 50; i++) await fail(account, `203.0.113.${i}`)
    expect(await signInGate({ account, address: '203.0.113.77', captcha: await solved() })).toMatchObject({ kind: 'refused', reason: 'account' })
    expect((await signInGate({ account, address: '198.51.100.8' })).kind).toBe('open')
  })

  it('counts an account whatever the case of its e-mail', async () => {
    const account = fresh()
    await fail(account.toUpperCase(), '192.0.2.9', 5)
    expect((await signInGate({ account, address: '192.0.2.9' })).kind).toBe('refused')
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
})
