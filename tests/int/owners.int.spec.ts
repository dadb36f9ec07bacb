import { type Payload, createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DigestListing } from '@/lib/owners/digestReads'

import { dictionary } from '../../seed/data/dictionary'
import { ALL_MENTIONS } from '../helpers/mentions'
import { setOwner } from '../helpers/owner'
import { drainJobs } from '../helpers/jobs'
import type { TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { addTexts } from '../helpers/texts'

/**
 * Visit counting on the real SQLite tables, and the owner's sign-in endpoints, portal figures and
 * weekly mail through their handlers, with mail delivered to a real SMTP server on loopback.
 */
let smtp: TestSmtp
let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const
const ids = { owner: 0, other: 0, listing: 0, draft: 0, othersListing: 0 }
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const SITE = 'https://immo.example'
/** The proxy in front (TRUST_PROXY=1): the site's server names it as the peer, and it names the client in X-Forwarded-For. */
const PROXY = '10.0.0.1'

beforeAll(async () => {
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SITE_URL: SITE, TRUST_PROXY: '1' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  await addTexts(payload)
  for (const [key, nl, fr] of [['login', 'login', 'login'], ['owner', 'eigenaar', 'proprietaire'], ['for-sale', 'te-koop', 'a-vendre']] as const) {
    const page = await payload.create({ collection: 'pages', locale: 'nl', data: { key, title: key, slug: nl, _status: 'published' } as never, ...o })
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: key, slug: fr, _status: 'published' } as never, ...o })
  }
  // The first account of an installation is its admin.
  await payload.create({ collection: 'users', data: { email: 'admin@example.be', password: 'admin-password', roles: ['admin'] }, ...o })
  ids.owner = (await payload.create({ collection: 'users', data: { email: 'an@example.be', password: 'correct-horse', roles: ['owner'], preferredLocale: 'fr' }, ...o })).id
  ids.other = (await payload.create({ collection: 'users', data: { email: 'luc@example.be', password: 'battery-staple', roles: ['owner'] }, ...o })).id
  await payload.create({ collection: 'users', data: { email: 'bea@example.be', password: 'owner-three', roles: ['owner'] }, ...o })
  await payload.create({ collection: 'users', data: { email: 'cas@example.be', password: 'owner-four', roles: ['owner'] }, ...o })
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...o })
  const listing = async (name: string, owner: number, published = true) => {
    const doc = await payload.create({ collection: 'properties', data: { ...ALL_MENTIONS, name, goal: 'sale', type: type.id, city: city.id, price: 300000, _status: published ? 'published' : 'draft' } as never, draft: !published, ...o })
    await setOwner(payload, doc.id, owner)
    return doc.id
  }
  ids.listing = await listing('Villa Gent', ids.owner)
  ids.draft = await listing('Studio in voorbereiding', ids.owner, false)
  ids.othersListing = await listing('Huis van Luc', ids.other)
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

const drain = () => drainJobs(payload)
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to?.[0]?.address === address)
const dayVisits = async (property: number) =>
  (await payload.find({ collection: 'property-visits', where: { property: { equals: property } }, sort: 'day', pagination: false, ...o })).docs.map((d) => ({ day: d.day, visits: d.visits }))

describe('visit counting', () => {
  it('counts one visit per visitor, listing and Brussels day, and forgets the salt and hashes of past days', async () => {
    const { createVisitCounter } = await import('@/lib/visits/counter')
    const { databaseVisitStore } = await import('@/lib/visits/store')
    let now = new Date('2026-11-24T22:30:00Z') // 23:30 in Brussels
    const counter = createVisitCounter({ store: databaseVisitStore(payload), now: () => now, flushDelayMs: 60_000 })
    const visit = (address: string, userAgent = CHROME, property = ids.listing) => counter.record({ property, address, userAgent })
    expect(await visit('203.0.113.1')).toBe('counted')
    // Once the day's salt is stored, a visit is decided at once, without a promise (the beacon's server answers in the same turn).
    expect(visit('203.0.113.1')).toBe('repeat')
    expect(await visit('203.0.113.1', FIREFOX)).toBe('counted')
    expect(await visit('203.0.113.2')).toBe('counted')
    expect(await visit('203.0.113.1', CHROME, ids.othersListing)).toBe('counted')
    expect(await counter.flush()).toBe(4)
    expect(await dayVisits(ids.listing)).toEqual([{ day: '2026-11-24', visits: 3 }])
    const [salt] = (await payload.find({ collection: 'visit-salts', ...o })).docs
    expect(salt.day).toBe('2026-11-24')

    // 00:30 in Brussels (still the 24th in UTC): a new day, a new salt; the same visitor counts again.
    now = new Date('2026-11-24T23:30:00Z')
    expect(await visit('203.0.113.1')).toBe('counted')
    expect(await counter.flush()).toBe(1)
    expect(await dayVisits(ids.listing)).toEqual([
      { day: '2026-11-24', visits: 3 },
      { day: '2026-11-25', visits: 1 },
    ])
    const salts = (await payload.find({ collection: 'visit-salts', ...o })).docs
    expect(salts.map((s) => s.day)).toEqual(['2026-11-25'])
    expect(salts[0].salt).not.toBe(salt.salt)
    const keys = (await payload.find({ collection: 'visit-keys', pagination: false, ...o })).docs
    expect(keys.map((k) => k.day)).toEqual(['2026-11-25'])
    // Nothing stored names an address or a browser.
    expect(JSON.stringify(keys)).not.toMatch(/203\.0\.113|Chrome|Firefox/)
  })

  it('does not count twice a visitor another instance counted, and caps one address per listing and day', async () => {
    const { createVisitCounter, MAX_VISITORS_PER_ADDRESS } = await import('@/lib/visits/counter')
    const { databaseVisitStore } = await import('@/lib/visits/store')
    const now = () => new Date('2026-11-25T10:00:00Z')
    const a = createVisitCounter({ store: databaseVisitStore(payload), now, flushDelayMs: 60_000 })
    const b = createVisitCounter({ store: databaseVisitStore(payload), now, flushDelayMs: 60_000 })
    expect(await a.record({ property: ids.listing, address: '198.51.100.9', userAgent: CHROME })).toBe('counted')
    expect(await b.record({ property: ids.listing, address: '198.51.100.9', userAgent: CHROME })).toBe('counted')
    expect(await a.flush()).toBe(1)
    expect(await b.flush()).toBe(0)
    const outcomes = []
    for (let i = 0; i < MAX_VISITORS_PER_ADDRESS + 3; i++) outcomes.push(await a.record({ property: ids.othersListing, address: '198.51.100.66', userAgent: `${CHROME} v${i}` }))
    expect(outcomes.filter((x) => x === 'counted')).toHaveLength(MAX_VISITORS_PER_ADDRESS)
    expect(outcomes.slice(MAX_VISITORS_PER_ADDRESS)).toEqual(['capped', 'capped', 'capped'])
    await a.flush()
    expect((await dayVisits(ids.listing)).find((d) => d.day === '2026-11-25')?.visits).toBe(2)
  })

  it('stores a busy flush of visitor hashes in several statements and returns exactly those no instance stored before', async () => {
    const { databaseVisitStore } = await import('@/lib/visits/store')
    const store = databaseVisitStore(payload)
    const keys = Array.from({ length: 250 }, (_, i) => ({ hash: `flush-${i}`, day: '2026-11-25' }))
    // Another instance stored every other one of the second and third statements' rows already.
    const before = keys.filter((_, i) => i > 150 && i % 2 === 1)
    expect((await store.addKeys(before)).size).toBe(before.length)
    const added = await store.addKeys(keys)
    expect([...added].sort()).toEqual(keys.filter((key) => !before.includes(key)).map(({ hash }) => hash).sort())
    expect((await store.addKeys(keys)).size).toBe(0)
  })

  // On another owner's listing: the beacon counts on today's real date, which the portal's figures below must not depend on.
  it('the beacon answers 204 to people and robots alike, counts people only, and refuses bad input', async () => {
    const { handleBeacon, visitCounter } = await import('@/lib/visits/beacon')
    const { publishPropertyRoutes } = await import('@/lib/routing/propertyRoutes')
    publishPropertyRoutes([{ id: ids.othersListing, goal: 'sale', city: 'nl:gent', slug: 'nl:villa-gent' }])
    const beacon = (body: string, headers: Record<string, string> = {}) =>
      handleBeacon(new Request(`${SITE}/api/visits`, { method: 'POST', body, headers: { 'user-agent': CHROME, 'x-site-peer': PROXY, 'x-forwarded-for': '192.0.2.44', ...headers } }), payload)
    const before = (await dayVisits(ids.othersListing)).reduce((sum, d) => sum + d.visits, 0)
    expect((await beacon(JSON.stringify({ property: ids.othersListing }))).status).toBe(204)
    expect((await beacon(JSON.stringify({ property: ids.othersListing }), { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204)
    expect((await beacon(JSON.stringify({ property: ids.othersListing }), { 'sec-purpose': 'prefetch', 'x-forwarded-for': '192.0.2.45' })).status).toBe(204)
    expect((await beacon('{"property":"1 OR 1=1"}')).status).toBe(400)
    expect((await beacon('x'.repeat(5000))).status).toBe(400)
    expect((await beacon(JSON.stringify({ property: ids.draft }))).status).toBe(404)
    expect((await beacon(JSON.stringify({ property: ids.othersListing }), { origin: 'https://evil.example' })).status).toBe(403)
    await visitCounter(payload).flush()
    const after = (await dayVisits(ids.othersListing)).reduce((sum, d) => sum + d.visits, 0)
    expect(after - before).toBe(1)
  })
})

/** Posts to an owner endpoint as the login page's script does; returns status, body and Set-Cookie. */
const post = async (action: string, body: Record<string, string>, headers: Record<string, string> = {}) => {
  const { handleOwnerAction } = await import('@/lib/owners/auth')
  const response = await handleOwnerAction(
    action as never,
    new Request(`${SITE}/api/owner/${action}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'user-agent': FIREFOX, 'x-site-peer': PROXY, 'x-forwarded-for': '192.0.2.80', origin: SITE, ...headers } }),
    payload,
  )
  const json = (await response.json().catch(() => null)) as { redirect?: string; message?: string; errors?: { form: string }; captcha?: boolean } | null
  return { status: response.status, json, cookie: response.headers.get('set-cookie') ?? '' }
}
const tokenCookie = (cookie: string) => /payload-token=([^;]*)/.exec(cookie)?.[1] ?? ''
const whoIs = async (cookie: string) => (await payload.auth({ headers: new Headers({ cookie: `payload-token=${tokenCookie(cookie)}`, 'sec-fetch-site': 'same-origin' }) })).user

describe('owner sign-in', () => {
  it('signs in with the password, sets the session cookie and mails the owner a login notice in their language', async () => {
    const done = await post('login', { email: 'AN@example.be', password: 'correct-horse', locale: 'fr' })
    expect(done.status).toBe(200)
    expect(done.json?.redirect).toBe('/fr/proprietaire/')
    expect(done.cookie).toMatch(/payload-token=[^;]+;.*HttpOnly/i)
    expect((await whoIs(done.cookie))?.id).toBe(ids.owner)
    await drain()
    const [notice] = mailsTo('an@example.be')
    expect(notice.subject).toBe(dictionary.OWNER_LOGIN_NOTICE_SUBJECT.fr)
    expect(notice.text).toContain('Firefox / Linux')
    expect(notice.text).toContain(dictionary.OWNER_LOGIN_BY_PASSWORD.fr)
  })

  it('refuses a wrong password with SPEC.md’s message, and the same for an unknown address', async () => {
    const wrong = await post('login', { email: 'luc@example.be', password: 'nope', locale: 'fr' })
    expect(wrong.status).toBe(401)
    expect(wrong.json?.errors?.form).toBe(dictionary.LOGIN_INCORRECT.fr)
    const unknown = await post('login', { email: 'nobody@example.be', password: 'nope', locale: 'fr' })
    expect(unknown).toMatchObject({ status: 401, json: { errors: { form: dictionary.LOGIN_INCORRECT.fr } } })
    expect(wrong.cookie).toBe('')
  })

  it('locks nobody out: wrong passwords refuse the address that made them, then ask strangers for the captcha, never the owner', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address })
    // The owner signs in once from home: that address is known to the account from now on.
    expect((await post('login', { email: 'luc@example.be', password: 'battery-staple', locale: 'nl' }, from('198.51.100.20'))).status).toBe(200)
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post('login', { email: 'luc@example.be', password: `guess-${i}`, locale: 'nl' }, from('192.0.2.100'))).status)
    // The sixth guess from one address is refused for that address alone.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await post('login', { email: 'luc@example.be', password: 'battery-staple', locale: 'nl' }, from('192.0.2.100'))).json?.errors?.form).toBe(dictionary.LOGIN_TOO_MANY.nl)
    // Five more from other addresses: past ten in all, an address that never signed in must solve the captcha ...
    for (let i = 0; i < 5; i++) expect((await post('login', { email: 'luc@example.be', password: `guess-b${i}`, locale: 'nl' }, from(`192.0.2.${110 + i}`))).status).toBe(401)
    const stranger = await post('login', { email: 'luc@example.be', password: 'battery-staple', locale: 'nl' }, from('192.0.2.130'))
    expect(stranger).toMatchObject({ status: 401, json: { errors: { form: dictionary.LOGIN_CAPTCHA.nl }, captcha: true }, cookie: '' })
    // ... while the owner, at home, signs in with the right password as always.
    const owner = await post('login', { email: 'luc@example.be', password: 'battery-staple', locale: 'nl' }, from('198.51.100.20'))
    expect(owner.status).toBe(200)
    expect((await whoIs(owner.cookie))?.id).toBe(ids.other)
    // An unknown account answers the same at every step.
    for (let i = 0; i < 6; i++) await post('login', { email: 'ghost@example.be', password: `guess-${i}`, locale: 'nl' }, from('192.0.2.101'))
    expect((await post('login', { email: 'ghost@example.be', password: 'x', locale: 'nl' }, from('192.0.2.101'))).status).toBe(429)
    await drain()
  })

  it('holds its caps against a crowd of guesses sent at once, and never keeps the owner waiting behind them', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address })
    const email = 'cas@example.be'
    expect((await post('login', { email, password: 'owner-four', locale: 'nl' }, from('198.51.100.60'))).status).toBe(200)
    // 100 wrong passwords at once from 10 addresses that never signed in: 10 are checked, the rest ask for the captcha or wait.
    const guesses = await Promise.all(Array.from({ length: 100 }, (_, i) => post('login', { email, password: `guess-${i}`, locale: 'nl' }, from(`192.0.2.${150 + (i % 10)}`))))
    const said = (text: string) => guesses.filter((answer) => answer.json?.errors?.form === text).length
    expect(said(dictionary.LOGIN_INCORRECT.nl)).toBe(10)
    expect(said(dictionary.LOGIN_CAPTCHA.nl) + said(dictionary.LOGIN_TOO_MANY.nl)).toBe(90)
    // While a sign-in of the owner's writes its session (the one step taken in turn), a wrong password is checked and
    // answered at once, not after it (a typo of the owner's, from home: checked, whatever the strangers did).
    const { oneAtATime } = await import('@/lib/owners/signInGuard')
    let release = () => undefined as void
    const writing = oneAtATime(email, () => new Promise<void>((resolve) => (release = resolve)))
    const typo = await post('login', { email, password: 'owner-for', locale: 'nl' }, from('198.51.100.60'))
    expect(typo.json?.errors?.form).toBe(dictionary.LOGIN_INCORRECT.nl)
    release()
    await writing
    // The owner, at home, signs in as always.
    expect((await post('login', { email, password: 'owner-four', locale: 'nl' }, from('198.51.100.60'))).status).toBe(200)
    await drain()
  })

  it('keeps both sessions of two sign-ins at the same moment (two tabs, phone and laptop)', async () => {
    const both = await Promise.all(
      ['198.51.100.31', '198.51.100.32', '198.51.100.33'].map((address) => post('login', { email: 'an@example.be', password: 'correct-horse', locale: 'nl' }, { 'x-forwarded-for': address })),
    )
    expect(both.map((answer) => answer.status)).toEqual([200, 200, 200])
    for (const answer of both) expect((await whoIs(answer.cookie))?.id).toBe(ids.owner)
    await drain()
  })

  it('mails at most 3 sign-in links or resets an hour to one account, answering the same after', async () => {
    smtp.mails.length = 0
    const answers = []
    for (const action of ['link', 'forgot', 'link', 'forgot', 'link']) answers.push((await post(action, { email: 'bea@example.be', locale: 'fr' }, { 'x-forwarded-for': '198.51.100.40' })).json?.message)
    expect(answers).toEqual([dictionary.LOGIN_LINK_SENT.fr, dictionary.RESET_LINK_SENT.fr, dictionary.LOGIN_LINK_SENT.fr, dictionary.RESET_LINK_SENT.fr, dictionary.LOGIN_LINK_SENT.fr])
    await drain()
    expect(mailsTo('bea@example.be')).toHaveLength(3)
    // The requests spent nothing of the account's sign-in: its owner signs in at once.
    expect((await post('login', { email: 'bea@example.be', password: 'owner-three', locale: 'en' }, { 'x-forwarded-for': '198.51.100.41' })).status).toBe(200)
    await drain()
  })

  it('e-mails a one-time sign-in link that works once and never again', async () => {
    smtp.mails.length = 0
    expect((await post('link', { email: 'an@example.be', locale: 'fr' })).json?.message).toBe(dictionary.LOGIN_LINK_SENT.fr)
    // An unknown address gets the very same answer, and no mail.
    expect((await post('link', { email: 'stranger@example.be', locale: 'fr' })).json?.message).toBe(dictionary.LOGIN_LINK_SENT.fr)
    await drain()
    const mails = mailsTo('an@example.be')
    expect(mails).toHaveLength(1)
    expect(mailsTo('stranger@example.be')).toHaveLength(0)
    const token = /\/fr\/login\/#link=([A-Za-z0-9_-]{43})/.exec(mails[0].text ?? '')?.[1] ?? ''
    expect(token).toHaveLength(43)
    const first = await post('link-use', { token, locale: 'fr' })
    expect(first.status).toBe(200)
    expect((await whoIs(first.cookie))?.id).toBe(ids.owner)
    const again = await post('link-use', { token, locale: 'fr' })
    expect(again).toMatchObject({ status: 400, json: { errors: { form: dictionary.LOGIN_LINK_INVALID.fr } }, cookie: '' })
    expect((await post('link-use', { token: 'A'.repeat(43), locale: 'fr' })).status).toBe(400)
    await drain()
    expect(mailsTo('an@example.be').at(-1)?.text).toContain(dictionary.OWNER_LOGIN_BY_LINK.fr)
  })

  it('signs in once when the same link is opened by several clients at the same moment', async () => {
    smtp.mails.length = 0
    await post('link', { email: 'cas@example.be', locale: 'nl' }, { 'x-forwarded-for': '198.51.100.60' })
    await drain()
    const token = /#link=([A-Za-z0-9_-]{43})/.exec(mailsTo('cas@example.be')[0]?.text ?? '')?.[1] ?? ''
    expect(token).toHaveLength(43)
    const answers = await Promise.all([61, 62, 63, 64].map((client) => post('link-use', { token, locale: 'nl' }, { 'x-forwarded-for': `198.51.100.${client}` })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400])
    expect(answers.filter((a) => tokenCookie(a.cookie)).length).toBe(1)
    await drain()
  })

  it('refuses an expired link', async () => {
    const { tokenDigest } = await import('@/lib/owners/links')
    await payload.db.updateOne({ collection: 'users', id: ids.owner, data: { loginLinkHash: tokenDigest('E'.repeat(43)), loginLinkExpires: new Date(Date.now() - 1000).toISOString() } })
    expect((await post('link-use', { token: 'E'.repeat(43), locale: 'nl' })).status).toBe(400)
  })

  it('resets a forgotten password by e-mail, once', async () => {
    smtp.mails.length = 0
    expect((await post('forgot', { email: 'an@example.be', locale: 'fr' })).json?.message).toBe(dictionary.RESET_LINK_SENT.fr)
    await drain()
    const token = /#reset=([A-Za-z0-9]+)/.exec(mailsTo('an@example.be')[0]?.text ?? '')?.[1] ?? ''
    expect(token.length).toBeGreaterThan(20)
    expect((await post('reset', { token, password: 'short', passwordConfirm: 'short', locale: 'fr' })).json?.errors?.form).toBe(dictionary.PASSWORD_TOO_SHORT.fr.replace('{min}', '8'))
    expect((await post('reset', { token, password: 'new-password-1', passwordConfirm: 'new-password-2', locale: 'fr' })).json?.errors?.form).toBe(dictionary.PASSWORDS_DO_NOT_MATCH.fr)
    const reset = await post('reset', { token, password: 'new-password-1', passwordConfirm: 'new-password-1', locale: 'fr' })
    expect(reset.status).toBe(200)
    expect((await whoIs(reset.cookie))?.id).toBe(ids.owner)
    expect((await post('reset', { token, password: 'new-password-3', passwordConfirm: 'new-password-3', locale: 'fr' })).status).toBe(400)
    expect((await post('login', { email: 'an@example.be', password: 'new-password-1', locale: 'fr' })).status).toBe(200)
  })

  it('sets one password when the same reset link is sent by several clients at the same moment', async () => {
    // An account of its own: no earlier test's guesses make its sign-ins ask for the captcha.
    await payload.create({ collection: 'users', data: { email: 'dirk@example.be', password: 'owner-five', roles: ['owner'] }, ...o })
    smtp.mails.length = 0
    await post('forgot', { email: 'dirk@example.be', locale: 'nl' }, { 'x-forwarded-for': '198.51.100.70' })
    await drain()
    const token = /#reset=([A-Za-z0-9]+)/.exec(mailsTo('dirk@example.be')[0]?.text ?? '')?.[1] ?? ''
    expect(token.length).toBeGreaterThan(20)
    const clients = [71, 72, 73, 74]
    const answers = await Promise.all(
      clients.map((client) => post('reset', { token, password: `parallel-${client}`, passwordConfirm: `parallel-${client}`, locale: 'nl' }, { 'x-forwarded-for': `198.51.100.${client}` })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400])
    for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused).toMatchObject({ json: { errors: { form: dictionary.RESET_LINK_INVALID.nl } }, cookie: '' })
    // The password is the one of the client told it changed; the others' never took.
    const winner = clients[answers.findIndex((answer) => answer.status === 200)]
    const login = (client: number) => post('login', { email: 'dirk@example.be', password: `parallel-${client}`, locale: 'nl' }, { 'x-forwarded-for': '198.51.100.75' })
    expect((await login(winner)).status).toBe(200)
    for (const client of clients.filter((client) => client !== winner)) expect((await login(client)).json?.errors?.form).toBe(dictionary.LOGIN_INCORRECT.nl)
    await drain()
  })

  it("sets one password when Payload's own reset (the admin's form, its REST endpoint) gets the same token several times at once", async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: 'luc@example.be' }, disableEmail: true })
    expect(typeof token).toBe('string')
    const passwords = ['together-1', 'together-2', 'together-3']
    const results = await Promise.allSettled(passwords.map((password) => payload.resetPassword({ collection: 'users', data: { token: String(token), password }, overrideAccess: true })))
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected'])
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { status?: number }).status).toBe(403)
    const winner = passwords[results.findIndex((result) => result.status === 'fulfilled')]
    for (const password of passwords) {
      const login = await payload.login({ collection: 'users', data: { email: 'luc@example.be', password } }).then(() => 'in', () => 'refused')
      expect(login).toBe(password === winner ? 'in' : 'refused')
    }
    await drain()
  })

  it("answers Payload's own forgot-password (its REST endpoint, the admin's form) with the site's mail for owners, the admin's for staff", async () => {
    smtp.mails.length = 0
    await payload.forgotPassword({ collection: 'users', data: { email: 'luc@example.be' } })
    await payload.forgotPassword({ collection: 'users', data: { email: 'admin@example.be' } })
    const [owner] = mailsTo('luc@example.be')
    expect(owner.subject).toBe(dictionary.RESET_SUBJECT.nl)
    // Payload sends this mail as HTML only.
    expect(owner.html).toContain(dictionary.RESET_MAIL_TEXT.nl)
    const token = new RegExp(`${SITE}/nl/login/#reset=([a-f0-9]{40})`).exec(owner.html ?? '')?.[1] ?? ''
    expect(token).toHaveLength(40)
    expect(owner.html).not.toContain('/admin')
    const signedIn = await post('reset', { token, password: 'another-battery', passwordConfirm: 'another-battery', locale: 'nl' })
    expect(signedIn.status).toBe(200)
    expect((await whoIs(signedIn.cookie))?.id).toBe(ids.other)

    const [staff] = mailsTo('admin@example.be')
    expect(staff.subject).toBe('Reset your password')
    expect(staff.html).toMatch(new RegExp(`${SITE}/admin/reset/[a-f0-9]{40}`))

    // Made once for its subject and HTML, never handed to another reset on the same request.
    const { forgotPasswordMail } = await import('@/lib/owners/linkMail')
    const req = await createLocalReq({}, payload)
    const luc = { roles: ['owner'], preferredLocale: 'fr' }
    expect((await forgotPasswordMail({ req, token: 'a'.repeat(40), user: luc })).html).toContain(`${SITE}/fr/login/#reset=${'a'.repeat(40)}`)
    expect((await forgotPasswordMail({ req, token: 'b'.repeat(40), user: luc })).html).toContain(`#reset=${'b'.repeat(40)}`)
  })

  it('logs out: the session ends, so the old cookie signs in nobody', async () => {
    const signedIn = await post('login', { email: 'an@example.be', password: 'new-password-1', locale: 'nl' })
    const cookie = `payload-token=${tokenCookie(signedIn.cookie)}`
    expect(await whoIs(signedIn.cookie)).toBeTruthy()
    const out = await post('logout', { locale: 'nl' }, { cookie })
    expect(out.status).toBe(200)
    expect(out.json?.redirect).toBe('/nl/login/#logged-out')
    expect(out.cookie).toMatch(/payload-token=;/)
    expect(await whoIs(signedIn.cookie)).toBeNull()
  })

  it('refuses posts from another site and bodies that are not forms', async () => {
    expect((await post('login', { email: 'an@example.be', password: 'new-password-1' }, { origin: 'https://evil.example' })).status).toBe(403)
    const { handleOwnerAction } = await import('@/lib/owners/auth')
    const xml = await handleOwnerAction('login', new Request(`${SITE}/api/owner/login`, { method: 'POST', body: '<x/>', headers: { 'content-type': 'application/xml' } }), payload)
    expect(xml.status).toBe(400)
  })
})

describe('the portal and the weekly mail', () => {
  it('shows an owner their listings only, with figures, communications and funnel', async () => {
    const { ownerPortal } = await import('@/lib/owners/portal')
    const { pageRoutes } = await import('@/lib/payload/freshReads')
    await payload.create({ collection: 'form-submissions', data: { kind: 'contact-appointment', locale: 'nl', status: 'new', property: ids.listing, email: 'x@example.be', data: {} }, ...o })
    await payload.create({ collection: 'form-submissions', data: { kind: 'purchase-offer', locale: 'nl', status: 'spam', property: ids.listing, data: {} }, ...o })
    await payload.create({ collection: 'form-submissions', data: { kind: 'contact-me', locale: 'nl', status: 'new', property: ids.othersListing, data: {} }, ...o })
    const user = { id: ids.owner, roles: ['owner' as const], collection: 'users' as const }
    const listings = await ownerPortal(payload, user, 'fr', await pageRoutes(payload), new Date('2026-11-25T12:00:00Z'))
    expect(listings.map((l) => l.name).sort()).toEqual(['Studio in voorbereiding', 'Villa Gent'])
    const villa = listings.find((l) => l.id === ids.listing)!
    expect(villa.totals).toMatchObject({ today: 2, week: 5, month: 5, total: 5 })
    expect(villa.series).toHaveLength(30)
    expect(villa.communications.map((c) => c.kind)).toEqual(['contact-appointment'])
    expect(villa.funnel).toMatchObject({ views: 5, visitRequests: 1, offers: 0 })
    expect(villa.url).toMatch(new RegExp(`^/fr/a-vendre/gent/[^/]+/${ids.listing}/$`))
    expect(listings.find((l) => l.id === ids.draft)).toMatchObject({ online: false, url: null })
  })

  it("shows a listing online with staff's unpublished edits pending as online, under its published name and address", async () => {
    const { ownerPortal } = await import('@/lib/owners/portal')
    const { pageRoutes } = await import('@/lib/payload/freshReads')
    const user = { id: ids.owner, roles: ['owner' as const], collection: 'users' as const }
    const pages = await pageRoutes(payload)
    const villa = async () => (await ownerPortal(payload, user, 'nl', pages)).find((l) => l.id === ids.listing)!
    const before = await villa()
    await payload.update({ collection: 'properties', id: ids.listing, data: { name: 'Villa Gent, nog niet gepubliceerd' }, draft: true, ...o })
    try {
      expect(await villa()).toMatchObject({ name: 'Villa Gent', online: true, url: before.url })
      expect(before.url).toMatch(new RegExp(`^/nl/te-koop/gent/[^/]+/${ids.listing}/$`))
    } finally {
      await payload.update({ collection: 'properties', id: ids.listing, data: { name: 'Villa Gent', _status: 'published' }, ...o })
    }
  })

  it('mails each owner their week in their language, with a one-click opt-out that works', async () => {
    await drain()
    smtp.mails.length = 0
    const { sendOwnerDigests, digestStop } = await import('@/lib/owners/digest')
    expect(await sendOwnerDigests(payload, new Date('2026-11-30T07:00:00Z'))).toBe(2)
    await drain()
    const [mail] = mailsTo('an@example.be')
    expect(mail.subject).toMatch(/^Votre semaine chez .*: \d+ visites$/)
    expect(mail.text).toContain('Villa Gent')
    const stop = /(https:\/\/immo\.example\/api\/owner\/digest\?user=\d+&sig=[A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? ''
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe(`<${stop}>`)
    // A GET only shows the button; the POST stops the mail.
    expect((await digestStop(payload, new Request(stop))).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: ids.owner, ...o })).weeklyDigest).toBe(true)
    expect((await digestStop(payload, new Request(stop, { method: 'POST' }))).status).toBe(200)
    expect((await payload.findByID({ collection: 'users', id: ids.owner, ...o })).weeklyDigest).toBe(false)
    expect((await digestStop(payload, new Request(stop.replace(/sig=./, 'sig=Z'), { method: 'POST' }))).status).toBe(404)
    expect(await sendOwnerDigests(payload, new Date('2026-12-07T07:00:00Z'))).toBe(1)
  })

  it("reads many owners' weekly figures at once as each owner's portal shows them", async () => {
    const { digestListings } = await import('@/lib/owners/digestReads')
    const { weekFigures, feedbackLines } = await import('@/lib/owners/digest')
    const { ownerPortal } = await import('@/lib/owners/portal')
    const { pageRoutes } = await import('@/lib/payload/freshReads')
    const { translator } = await import('@/i18n/dictionary')
    const t = translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value.fr])))
    const now = new Date('2026-11-30T07:00:00Z')
    const [from, to] = ['2026-11-23', '2026-11-29']
    const pages = await pageRoutes(payload)
    const owners = (await payload.find({ collection: 'users', where: { roles: { contains: 'owner' } }, pagination: false, depth: 0, ...o })).docs.map((user) => user.id)
    const together = await digestListings(payload, owners, 'fr', now)
    const week = (listings: readonly DigestListing[]) =>
      listings.map((listing) => ({ id: listing.id, name: listing.name, week: weekFigures(listing, from, to), feedback: feedbackLines(listing, t) }))
    for (const owner of owners) {
      const alone = await ownerPortal(payload, { id: owner, roles: ['owner'], collection: 'users' }, 'fr', pages, now)
      expect(week(together.get(owner) ?? []), `owner ${owner}`).toEqual(week(alone))
    }
    // The spam offer on the villa is in the week but never counts; the owner without listings has none.
    expect(together.get(ids.owner)?.map((listing) => weekFigures(listing, from, to).offers)).toEqual([0, 0])
    expect(together.has(owners.find((id) => id !== ids.owner && id !== ids.other)!)).toBe(false)
  })
})

describe('monthly visit totals', () => {
  it('follow every write of the day counts, so the history equals the days summed', async () => {
    const { ownerPortal } = await import('@/lib/owners/portal')
    const { pageRoutes } = await import('@/lib/payload/freshReads')
    const { databaseVisitStore } = await import('@/lib/visits/store')
    const { monthlyHistory } = await import('@/lib/visits/days')
    const { databaseOf, sql } = await import('@/lib/payload/database')
    const store = databaseVisitStore(payload)
    const property = ids.othersListing
    // The portal of 25 November reads the days from 27 October on, the rest of October as days summed,
    // and the months before as kept: days on each side of those edges.
    const now = new Date('2026-11-25T12:00:00Z')
    const pages = await pageRoutes(payload)
    const portal = async () => (await ownerPortal(payload, { id: ids.other, roles: ['owner'], collection: 'users' }, 'nl', pages, now)).find((l) => l.id === property)!
    const expectSummed = async () => {
      const days = await dayVisits(property)
      const listing = await portal()
      // The history counts whole months up to this one (the visits other tests counted today may come later).
      expect(listing.history).toEqual(monthlyHistory(days.filter((row) => row.day.slice(0, 7) <= '2026-11').map((row) => ({ ...row, day: `${row.day.slice(0, 7)}-01` })), '2026-11-25'))
      expect(listing.totals.total).toBe(days.reduce((sum, day) => sum + day.visits, 0))
      const kept = await databaseOf(payload).all<{ property: number; month: string; visits: number }>(sql`SELECT property_id AS property, month, visits FROM property_visit_months ORDER BY property_id, month`)
      const summed = await databaseOf(payload).all<{ property: number; month: string; visits: number }>(
        sql`SELECT property_id AS property, substr(day, 1, 7) AS month, SUM(visits) AS visits FROM property_visits GROUP BY property_id, substr(day, 1, 7) HAVING SUM(visits) > 0 ORDER BY property_id, month`,
      )
      const plain = (rows: typeof kept) => rows.map((row) => ({ property: Number(row.property), month: row.month, visits: Number(row.visits) }))
      expect(plain(kept)).toEqual(plain(summed))
      return listing
    }
    const days = [['2025-12-31', 3], ['2026-01-01', 4], ['2026-10-01', 2], ['2026-10-26', 1], ['2026-10-27', 5], ['2026-11-25', 1]] as const
    await store.addVisits(days.map(([day, visits]) => ({ property, day, visits })))
    expect((await expectSummed()).history.at(-1)).toEqual({ month: '2025-12', visits: 3 })
    // The counter adds to a day already counted; staff delete a day; a listing's counts go with it.
    await store.addVisits([{ property, day: '2026-01-01', visits: 2 }, { property, day: '2026-10-26', visits: 1 }])
    const first = (await payload.find({ collection: 'property-visits', where: { and: [{ property: { equals: property } }, { day: { equals: '2025-12-31' } }] }, ...o })).docs[0]
    await payload.delete({ collection: 'property-visits', id: first.id, ...o })
    const after = await expectSummed()
    expect(after.history.at(-1)).toEqual({ month: '2026-01', visits: 6 })
    expect(after.history.find((row) => row.month === '2026-10')?.visits).toBe(9)
    // A deleted listing takes its months with it.
    const { type, city } = await payload.findByID({ collection: 'properties', id: property, depth: 0, ...o })
    const gone = (await payload.create({ collection: 'properties', data: { ...ALL_MENTIONS, name: 'Weg', goal: 'sale', type, city, price: 1 } as never, ...o })).id
    await store.addVisits([{ property: gone, day: '2026-03-03', visits: 4 }])
    await payload.delete({ collection: 'properties', id: gone, ...o })
    expect(await databaseOf(payload).all(sql`SELECT month FROM property_visit_months WHERE property_id = ${gone}`)).toEqual([])
    await expectSummed()
  })
})

describe("an owner's demand figures", () => {
  it('skip the searches of alerts that can count nowhere, and still equal each alert searched on its own', async () => {
    const { demandFor, countDemand } = await import('@/lib/owners/demand')
    const { alertFilters } = await import('@/lib/alerts/query')
    const { searchProperties } = await import('@/lib/search')
    await payload.create({ collection: 'cities', data: { zip: '2000', name: 'Antwerpen', country: 'BE' }, ...o })
    const villa = await payload.findByID({ collection: 'properties', id: ids.listing, depth: 0, ...o })
    const listing = { id: villa.id, goal: villa.goal, price: 300_000, city: Number(villa.city) }
    const queries = ['city=gent|9000', 'city=antwerpen|2000', 'city=antwerpen|2000&city=gent|9000', 'city=nergens|1234', 'city=gent|9000&price=0-280000', 'price=0-250000', 'price=0-300000', '']
    const created = []
    for (const [n, query] of queries.entries()) {
      created.push(await payload.create({ collection: 'search-alerts', data: { email: 'searcher@example.be', locale: 'nl', goal: 'sale', query, frequency: 'daily', status: 'active', token: `demand-test-${n}` }, ...o }))
    }
    try {
      // Each alert searched on its own, without its price, then judged at each price.
      let expected = { now: 0, minus5: 0, minus10: 0 }
      for (const query of queries) {
        const filters = alertFilters('sale', query)
        const found = await searchProperties(payload, { ...filters, price: undefined, only: [listing.id] })
        if (found.ids.includes(listing.id)) expected = countDemand(expected, filters, listing.price)
      }
      expect(expected).toEqual({ now: 5, minus5: 5, minus10: 6 })
      expect((await demandFor(payload, [listing])).get(listing.id)).toEqual(expected)
      expect((await demandFor(payload, [{ ...listing, city: undefined }])).get(listing.id)).toEqual(expected)
    } finally {
      for (const alert of created) await payload.delete({ collection: 'search-alerts', id: alert.id, ...o })
    }
  })
})
