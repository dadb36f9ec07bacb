import { afterEach, describe, expect, it, vi } from 'vitest'

import { friendBudgetKeys, mailboxKey, spendFriendBudget } from '@/lib/forms/friendBudget'
import { limitFor } from '@/lib/rateLimit/limits'

describe('mailboxKey: one key per mailbox, however its address is spelled', () => {
  it.each([
    ['Ann@Example.BE', 'ann@example.be'],
    ['  ann@example.be ', 'ann@example.be'],
    ['ann+listings@example.be', 'ann@example.be'],
    ['ann+a+b@example.be', 'ann@example.be'],
    ['a.nn.peeters@gmail.com', 'annpeeters@gmail.com'],
    ['A.nn+x@GoogleMail.com', 'ann@gmail.com'],
    // Dots matter elsewhere, and a leading '+' is the address itself.
    ['a.nn@example.be', 'a.nn@example.be'],
    ['+ann@example.be', '+ann@example.be'],
  ])('%s → %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key)
  })
})

describe('friendBudgetKeys', () => {
  it("keys the sender by their address and client together, the recipient by the mailbox alone", () => {
    expect(friendBudgetKeys('Ann+x@example.be', 'Bob@Example.be', '203.0.113.7')).toEqual({ sender: 'ann@example.be|203.0.113.7', recipient: 'bob@example.be' })
  })
})

describe('the day budgets (defaults: 3 per sender, 2 per recipient)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are a day long, and settable as max/seconds', () => {
    expect(limitFor('friendSender', {})).toEqual({ max: 3, windowMs: 86_400_000 })
    expect(limitFor('friendRecipient', {})).toEqual({ max: 2, windowMs: 86_400_000 })
    expect(limitFor('friendSender', { RATE_LIMIT_FRIEND_SENDER: '5/3600' })).toEqual({ max: 5, windowMs: 3_600_000 })
    expect(limitFor('friendRecipient', { RATE_LIMIT_FRIEND_RECIPIENT: '1' })).toEqual({ max: 1, windowMs: 86_400_000 })
  })

  it('a sender: 3 sends pass, the 4th is refused; from another client the same address still has its own', async () => {
    const sends = []
    for (let i = 1; i <= 4; i += 1) sends.push((await spendFriendBudget('sender1@example.be', `friend${i}@example.be`, '198.51.100.1')).allowed)
    expect(sends).toEqual([true, true, true, false])
    // A stranger typing the same address elsewhere spends a budget of their own, not the sender's.
    expect((await spendFriendBudget('SENDER1+x@example.be', 'friend5@example.be', '198.51.100.2')).allowed).toBe(true)
  })

  it('a recipient: 2 mails pass, the 3rd is refused whoever sends it, with when to try again', async () => {
    expect((await spendFriendBudget('a@example.be', 'bob.r@gmail.com', '198.51.100.3')).allowed).toBe(true)
    expect((await spendFriendBudget('b@example.be', 'Bob.R+1@gmail.com', '198.51.100.4')).allowed).toBe(true)
    const third = await spendFriendBudget('c@example.be', 'bobr@googlemail.com', '198.51.100.5')
    expect(third.allowed).toBe(false)
    if (!third.allowed) expect(third.retryAfterSeconds).toBeGreaterThan(86_000)
  })

  it("a sender over their budget does not spend the recipient's", async () => {
    vi.stubEnv('RATE_LIMIT_FRIEND_SENDER', '1/86400')
    expect((await spendFriendBudget('once@example.be', 'carol@example.be', '198.51.100.6')).allowed).toBe(true)
    for (let i = 0; i < 5; i += 1) expect((await spendFriendBudget('once@example.be', 'dave@example.be', '198.51.100.6')).allowed).toBe(false)
    expect((await spendFriendBudget('other@example.be', 'dave@example.be', '198.51.100.7')).allowed).toBe(true)
    expect((await spendFriendBudget('third@example.be', 'dave@example.be', '198.51.100.8')).allowed).toBe(true)
  })
})
