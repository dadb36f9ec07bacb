import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import PostalMime from 'postal-mime'

import { dictionary } from '../../seed/data/dictionary'
import { axeViolations } from '../helpers/axe'
import { fromAddress } from '../helpers/fromAddress'
import { asAdmin, freshClient } from '../helpers/api'
import { logIn } from '../helpers/ownerLogin'
import { closePeople, person } from '../helpers/people'

const PORT = Number(process.env.E2E_PORT || 3100)
const MAIL_DIR = path.resolve('data', `e2e-${PORT}`, 'mail')
const text = (key: string, lang: 'nl' | 'fr' | 'en') => dictionary[key][lang]

test.afterEach(closePeople)

const mailsTo = async (address: string) => {
  const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort() : []
  const mails = await Promise.all(files.map(async (name) => ({ name, mail: await PostalMime.parse(fs.readFileSync(path.join(MAIL_DIR, name))) })))
  return mails.filter(({ mail }) => mail.to?.some((to) => to.address === address)).map(({ mail }) => mail)
}

test('an owner logs in in French, sees only their listings and a 30-day chart, follows a visit made a moment before, and logs out', async ({ browser, request }) => {
  const admin = await asAdmin(request)
  const me = (await (await request.get('/api/users?where[email][equals]=owner@example.com&depth=0', { headers: admin })).json()) as { docs: { id: number }[] }
  const mine = (await (await request.get(`/api/properties?where[owner][equals]=${me.docs[0].id}&depth=0&limit=0&locale=fr&sort=-publishedAt`, { headers: admin })).json()) as {
    docs: { id: number; name: string; _status: string }[]
  }
  expect(mine.docs.length).toBeGreaterThan(0)

  const owner = await person(browser, { phone: true })
  await logIn(owner, 'fr', 'owner@example.com', 'owner-demo')
  await expect(owner).toHaveURL(/\/fr\/proprietaire\/$/)
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Espace propriétaire')
  const headings = await owner.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
  expect(headings.sort()).toEqual(mine.docs.map((doc) => doc.name).sort())
  // The chart (nivo) draws its 30 days; the public pages never load its code.
  await expect(owner.locator('svg[role=img]', { hasText: '' }).and(owner.getByRole('img', { name: /30 derniers jours/ })).first()).toBeVisible()
  expect(await owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  expect(await axeViolations(owner, 'owner portal')).toEqual([])
  // In Dutch on a Pixel 7 too: the page's one grid column once grew past the screen with what it holds.
  const pixel = await person(browser, { device: 'Pixel 7' })
  await logIn(pixel, 'nl', 'owner@example.com', 'owner-demo')
  await expect(pixel.getByRole('img', { name: /30 dagen/ }).first()).toBeVisible()
  expect(await pixel.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)

  // Another person, who refused cookies, opens the first listing.
  const listing = mine.docs.find((doc) => doc._status === 'published')!
  const card = owner.locator(`article[aria-labelledby="listing-${listing.id}"]`)
  const before = Number((await card.locator('[data-figure="VISITS_TODAY"]').textContent())?.replace(/\D/g, ''))
  const href = await card.getByRole('link', { name: text('VIEW_LISTING', 'fr') }).getAttribute('href')
  const visitor = await person(browser, { consent: 'refused' })
  const beacon = visitor.waitForRequest((req) => req.url().endsWith('/api/visits') && req.method() === 'POST')
  await visitor.goto(href!)
  await beacon
  expect(await visitor.context().cookies()).toEqual([])
  const visitsToday = async () => {
    await owner.reload()
    return Number((await card.locator('[data-figure="VISITS_TODAY"]').textContent())?.replace(/\D/g, ''))
  }
  await expect.poll(visitsToday, { timeout: 15_000 }).toBe(before + 1)
  // The same person again the same day is not a second visit; someone else afterwards is. The counts are
  // written in order, so reaching +2 (never +3) shows the repeat was not counted.
  const repeat = visitor.waitForResponse((res) => res.url().endsWith('/api/visits') && res.request().method() === 'POST')
  await visitor.reload()
  expect((await repeat).status()).toBe(204)
  const other = await person(browser, { consent: 'refused' })
  const otherBeacon = other.waitForResponse((res) => res.url().endsWith('/api/visits') && res.request().method() === 'POST')
  await other.goto(href!)
  expect((await otherBeacon).status()).toBe(204)
  await expect.poll(visitsToday, { timeout: 15_000 }).toBe(before + 2)

  // The portal is never cached.
  const portal = await owner.request.get('/fr/proprietaire/')
  expect(portal.headers()['cache-control']).toMatch(/private|no-store/)

  await owner.getByRole('button', { name: text('LOGOUT', 'fr') }).click()
  await expect(owner).toHaveURL(/\/fr\/login\/$/)
  await expect(owner.getByText(text('LOGGED_OUT', 'fr'))).toBeVisible()
  await owner.goto('/fr/proprietaire/')
  await expect(owner).toHaveURL(/\/fr\/login\/$/)
})

test('the public listing page carries none of the chart’s code', async ({ browser, request }) => {
  const page = await person(browser)
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''))
  })
  const list = (await (await request.get('/api/properties?depth=1&limit=1&locale=nl', { headers: freshClient() })).json()) as { docs: { id: number }[] }
  await page.goto(`/property/${list.docs[0].id}/`)
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.some((source) => source.includes('nivo'))).toBe(false)
})

test('a wrong password shows SPEC.md’s message; repeated failures refuse this address only, never the account', async ({ browser, request }) => {
  const page = await person(browser)
  await logIn(page, 'fr', 'owner4@example.com', 'pas-le-bon')
  const alert = page.locator('[role=alert]:not(#__next-route-announcer__)')
  await expect(alert).toContainText(text('LOGIN_FAILED', 'fr'))
  await expect(alert).toContainText(text('LOGIN_INCORRECT', 'fr'))
  for (let i = 0; i < 4; i++) {
    await page.getByLabel(text('PASSWORD', 'fr'), { exact: true }).fill(`essai-${i}`)
    await page.getByRole('button', { name: text('LOGIN', 'fr'), exact: true }).click()
    await expect(alert).toContainText(text('LOGIN_INCORRECT', 'fr'))
    await expect(page.getByRole('button', { name: text('LOGIN', 'fr'), exact: true })).toBeEnabled()
  }
  await page.getByLabel(text('PASSWORD', 'fr'), { exact: true }).fill('owner-demo')
  await page.getByRole('button', { name: text('LOGIN', 'fr'), exact: true }).click()
  await expect(alert).toContainText(text('LOGIN_TOO_MANY', 'fr'))
  await expect(page).toHaveURL(/\/fr\/login\/$/)
  // The owner, elsewhere, signs in as always: nobody locked the account.
  const owner = await request.post('/api/owner/login', { data: { email: 'owner4@example.com', password: 'owner-demo', locale: 'fr' }, headers: freshClient() })
  expect(owner.status()).toBe(200)
})

test('past ten wrong passwords from elsewhere, a new browser solves the captcha and signs in', async ({ browser, request }) => {
  // An owner of this test's own: the account asks every new address for the captcha for an hour.
  const account = `guarded-${Date.now()}@example.com`
  const created = await request.post('/api/users', { data: { email: account, password: 'owner-demo', roles: ['owner'] }, headers: await asAdmin(request) })
  expect(created.status()).toBe(201)
  for (let i = 0; i < 10; i++) {
    const guess = await request.post('/api/owner/login', { data: { email: account, password: `guess-${i}`, locale: 'en' }, headers: freshClient() })
    expect(guess.status()).toBe(401)
  }
  const page = await person(browser)
  await logIn(page, 'en', account, 'owner-demo')
  const alert = page.locator('[role=alert]:not(#__next-route-announcer__)')
  await expect(alert).toContainText(text('LOGIN_CAPTCHA', 'en'))
  await expect(page.locator('altcha-widget')).toBeVisible()
  expect(await axeViolations(page, 'sign-in with its captcha')).toEqual([])
  // As the message says: the check runs by itself, then the visitor logs in again.
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 30_000 })
  await page.getByRole('button', { name: text('LOGIN', 'en'), exact: true }).click()
  await expect(page).toHaveURL(/\/en\/owner\/$/, { timeout: 30_000 })
})

test('the e-mailed link signs in once and never again', async ({ browser }) => {
  const page = await person(browser)
  await page.goto('/en/login/')
  await page.getByText(text('LOGIN_WITH_LINK', 'en')).click()
  const sent = (await mailsTo('owner3@example.com')).length
  await page.getByLabel(text('EMAIL', 'en'), { exact: true }).nth(1).fill('owner3@example.com')
  await page.getByRole('button', { name: text('SEND_LOGIN_LINK', 'en') }).click()
  await expect(page.getByRole('status')).toHaveText(text('LOGIN_LINK_SENT', 'en'))
  await expect.poll(async () => (await mailsTo('owner3@example.com')).length, { timeout: 20_000 }).toBeGreaterThan(sent)
  const mail = (await mailsTo('owner3@example.com')).filter((m) => m.subject === text('LOGIN_LINK_SUBJECT', 'en')).at(-1)!
  const link = /(https?:\/\/\S+#link=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1]
  const url = new URL(link)

  const first = await person(browser)
  await first.goto(url.pathname + url.hash)
  await expect(first.getByRole('heading', { name: text('LOGIN_LINK_TITLE', 'en') })).toBeVisible()
  // The token leaves the address bar once read.
  expect(first.url()).not.toContain('#link=')
  await first.getByRole('button', { name: text('LOGIN', 'en'), exact: true }).click()
  await expect(first).toHaveURL(/\/en\/owner\/$/)

  const again = await person(browser)
  await again.goto(url.pathname + url.hash)
  // Until the page runs, the button on it is the password form's: wait for the link's own form.
  await expect(again.getByRole('heading', { name: text('LOGIN_LINK_TITLE', 'en') })).toBeVisible()
  await again.getByRole('button', { name: text('LOGIN', 'en'), exact: true }).click()
  await expect(again.locator('[role=alert]:not(#__next-route-announcer__)')).toContainText(text('LOGIN_LINK_INVALID', 'en'))
  await expect(again).toHaveURL(/\/en\/login\/$/)
})

/** Posts to the owner API of `site` from socket address `source` (one machine each), as the site's own pages send them. */
const ownerPost = (site: string) => (source: string, action: string, body: Record<string, string>) =>
  fromAddress(source, `${site}/api/owner/${action}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', origin: site }, body: JSON.stringify(body) })

/**
 * Sends the request that asks for a mail (answered 200) and returns the text of the new mail of `subject` to
 * `address`. Counted by their subject: another mail to the same mailbox (the sign-in notice of the test
 * before) may arrive meanwhile.
 */
const mailAsked = async (ask: () => Promise<{ status: number }>, address: string, subject: string) => {
  const ofSubject = async () => (await mailsTo(address)).filter((m) => m.subject === subject)
  const sent = (await ofSubject()).length
  expect((await ask()).status).toBe(200)
  await expect.poll(async () => (await ofSubject()).length, { timeout: 20_000 }).toBeGreaterThan(sent)
  return (await ofSubject()).at(-1)?.text ?? ''
}

test('a link opened by two clients at the same moment signs in one of them, once', async ({ baseURL }) => {
  const site = baseURL ?? `http://127.0.0.1:${PORT}`
  const post = ownerPost(site)
  const mail = await mailAsked(() => post('127.0.0.41', 'link', { email: 'owner4@example.com', locale: 'nl' }), 'owner4@example.com', text('LOGIN_LINK_SUBJECT', 'nl'))
  const token = /#link=([A-Za-z0-9_-]{43})/.exec(mail)![1]
  // Two machines, each its own socket address, send the link at once.
  const answers = await Promise.all(['127.0.0.42', '127.0.0.43'].map((source) => post(source, 'link-use', { token, locale: 'nl' })))
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  expect(answers.filter((answer) => String(answer.headers['set-cookie'] ?? '').includes('payload-token=ey')).length).toBe(1)
  expect(answers.find((answer) => answer.status === 400)?.body).toContain(text('LOGIN_LINK_INVALID', 'nl'))
})

test('a reset link sent by three clients at the same moment sets one password, once', async ({ baseURL }) => {
  const site = baseURL ?? `http://127.0.0.1:${PORT}`
  const post = ownerPost(site)
  const mail = await mailAsked(() => post('127.0.0.44', 'forgot', { email: 'owner4@example.com', locale: 'fr' }), 'owner4@example.com', text('RESET_SUBJECT', 'fr'))
  const token = /#reset=([A-Za-z0-9]+)/.exec(mail)![1]
  // Three machines, each its own socket address, each choosing a password, send the link at once.
  const sources = ['127.0.0.44', '127.0.0.45', '127.0.0.46']
  const answers = await Promise.all(sources.map((source) => post(source, 'reset', { token, password: `nouveau-${source}`, passwordConfirm: `nouveau-${source}`, locale: 'fr' })))
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
  for (const refused of answers.filter((answer) => answer.status === 400)) expect(refused.body).toContain(text('RESET_LINK_INVALID', 'fr'))
  const winner = sources[answers.findIndex((answer) => answer.status === 200)]
  expect((await post(winner, 'login', { email: 'owner4@example.com', password: `nouveau-${winner}`, locale: 'fr' })).status).toBe(200)
  for (const source of sources.filter((source) => source !== winner)) expect((await post(winner, 'login', { email: 'owner4@example.com', password: `nouveau-${source}`, locale: 'fr' })).status).toBe(401)
})

test('the login works without JavaScript, and a refused one says why', async ({ browser }) => {
  const page = await person(browser, { javaScriptEnabled: false })
  await page.goto('/nl/login/')
  await page.getByLabel(text('EMAIL', 'nl'), { exact: true }).first().fill('owner2@example.com')
  await page.getByLabel(text('PASSWORD', 'nl'), { exact: true }).fill('fout')
  await page.getByRole('button', { name: text('LOGIN', 'nl'), exact: true }).click()
  await expect(page.getByText(text('LOGIN_INCORRECT', 'nl'))).toBeVisible()
  await page.goto('/nl/login/')
  await page.getByLabel(text('EMAIL', 'nl'), { exact: true }).first().fill('owner2@example.com')
  await page.getByLabel(text('PASSWORD', 'nl'), { exact: true }).fill('owner-demo')
  await page.getByRole('button', { name: text('LOGIN', 'nl'), exact: true }).click()
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eigenaarsportaal')
})

test('the beacon: 204 without cookies, refused from other sites, bounded per address, never a 500', async ({ request }) => {
  const list = (await (await request.get('/api/properties?depth=0&limit=1', { headers: freshClient() })).json()) as { docs: { id: number }[] }
  const id = list.docs[0].id
  const client = freshClient()
  const post = (data: string, headers: Record<string, string> = {}) => request.post('/api/visits', { data, headers: { ...client, 'content-type': 'text/plain', ...headers } })
  const first = await post(JSON.stringify({ property: id }))
  expect(first.status()).toBe(204)
  expect(first.headers()['set-cookie']).toBeUndefined()
  expect((await post(JSON.stringify({ property: id }), { origin: 'https://evil.example' })).status()).toBe(403)
  expect((await post('{"property":"x"}')).status()).toBe(400)
  expect((await post(JSON.stringify({ property: 999_999_999 }))).status()).toBe(404)
  expect((await request.get('/api/visits', { headers: client })).status()).toBe(405)
  const statuses = []
  for (let i = 0; i < 70; i++) statuses.push((await post(JSON.stringify({ property: id }))).status())
  expect(statuses).toContain(429)
  expect(statuses.every((status) => status === 204 || status === 429)).toBe(true)
})

test('forged tokens and links are refused with the right status', async ({ request }) => {
  const client = freshClient()
  const json = (data: Record<string, string>, headers: Record<string, string> = {}) => ({ data, headers: { ...client, ...headers } })
  expect((await request.post('/api/owner/link-use', json({ token: 'x'.repeat(43), locale: 'nl' }))).status()).toBe(400)
  expect((await request.post('/api/owner/reset', json({ token: 'a'.repeat(40), password: 'a-long-password', passwordConfirm: 'a-long-password', locale: 'nl' }))).status()).toBe(400)
  expect((await request.post('/api/owner/nope', json({}))).status()).toBe(404)
  expect((await request.post('/api/owner/login', json({ email: 'owner@example.com', password: 'owner-demo' }, { origin: 'https://evil.example' }))).status()).toBe(403)
  expect((await request.get('/api/owner/digest?user=1&sig=forged', { headers: client })).status()).toBe(404)
  // A forged session cookie signs in nobody: the portal sends the visitor to the login.
  const portal = await request.get('/nl/eigenaar/', { headers: { ...client, cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged' }, maxRedirects: 0 })
  expect([303, 307]).toContain(portal.status())
  expect(portal.headers().location).toMatch(/\/nl\/login\/$/)
})
