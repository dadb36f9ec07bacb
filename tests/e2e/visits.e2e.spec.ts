import { randomBytes } from 'node:crypto'

import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { dictionary } from '../../seed/data/dictionary'
import { asAdmin, freshClient } from '../helpers/api'
import { axeViolations } from '../helpers/axe'
import { mailsTo } from '../helpers/mail'
import { htmlProblems } from '../helpers/nu'
import { closePeople, person } from '../helpers/people'

/**
 * A visit after its booking, as its visitor, an owner and an editor meet it: the invitation mail's link
 * to the visit's own page, cancel and book the freed time again, move it, the feedback form (each page
 * without JavaScript, by keyboard, axe- and Nu-clean, in three languages); the owner's feedback and
 * demand figures; the editor's desk.
 */

type Lang = 'nl' | 'fr' | 'en'
const text = (key: string, lang: Lang) => dictionary[key][lang]

test.afterEach(closePeople)

/** A captcha solved the way the visitor's browser does: challenge from the site, work done here. */
const solved = async (request: APIRequestContext): Promise<string> => {
  const challenge = await (await request.get('/api/forms/challenge', { headers: freshClient() })).json()
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64')
}

/** A sale listing on offer with at least two free slots, and those slots. */
const listingWithSlots = async (request: APIRequestContext) => {
  const { docs } = (await (await request.get('/api/properties?depth=0&limit=20&locale=en&where[goal][equals]=sale&where[marquee][equals]=none')).json()) as { docs: { id: number; name: string }[] }
  const admin = await asAdmin(request)
  for (const listing of docs) {
    const now = new Date().toISOString()
    const slots = (await (
      await request.get(`/api/appointment-slots?depth=0&limit=50&sort=start&where[start][greater_than]=${now}&where[or][0][property][equals]=${listing.id}&where[or][1][property][exists]=false`, { headers: admin })
    ).json()) as { docs: { id: number }[] }
    const taken = (await (await request.get(`/api/form-submissions?depth=0&limit=200&where[slot][exists]=true`, { headers: admin })).json()) as { docs: { slot: number }[] }
    const free = slots.docs.filter((slot) => !taken.docs.some((row) => row.slot === slot.id))
    if (free.length >= 3) return { listing, free }
  }
  throw new Error('no listing with free slots')
}

/** Books a visit through the forms API and returns the visit page's link from its confirmation mail. */
const bookByApi = async (request: APIRequestContext, lang: Lang, listing: number, slot: number) => {
  const email = `visit-${lang}-${randomBytes(4).toString('hex')}@example.be`
  const res = await request.post('/api/forms/contact-appointment', {
    data: { title: 'ms', firstName: 'Ann', lastName: 'Peeters', email, phone: '0470 12 34 56', consent: true, slot: String(slot), property: listing, locale: lang, altcha: await solved(request) },
    headers: freshClient(),
  })
  expect(res.status(), await res.text()).toBe(201)
  const { id } = (await res.json()) as { id: number }
  return { id, email, manage: await manageLink(email) }
}

const manageLink = async (email: string): Promise<string> => {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBeGreaterThan(0)
  const [mail] = await mailsTo(email)
  expect(mail.attachments.some((file) => file.mimeType.startsWith('text/calendar'))).toBe(true)
  const url = /https?:\/\/\S+\/api\/visit\/manage\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0]
  expect(url).toBeTruthy()
  const link = new URL(url!)
  return link.pathname + link.search
}

/** Presses a button by keyboard alone: tabbed to, then Enter. */
const pressByKeyboard = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name })
  for (let i = 0; i < 60 && !(await button.evaluate((node) => node === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
}

test('a visitor cancels a booked visit from the mail without JavaScript, by keyboard, and books the freed time again', async ({ browser, request }) => {
  const { listing, free } = await listingWithSlots(request)
  const booked = await bookByApi(request, 'en', listing.id, free[0].id)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(booked.manage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('VISIT_MANAGE_TITLE', 'en'))
    await expect(page.getByRole('main')).toContainText(listing.name)
    await expect(page.getByRole('link', { name: text('VISIT_ADD_TO_CALENDAR', 'en') })).toBeVisible()
    await pressByKeyboard(page, text('VISIT_CANCEL_BUTTON', 'en'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('VISIT_CANCELLED_TITLE', 'en'))
  } finally {
    await context.close()
  }
  // The time is free again at once: another visitor takes it.
  await expect.poll(async () => (await mailsTo(booked.email)).some((mail) => mail.subject?.startsWith(text('VISIT_CANCELLED_TITLE', 'en'))), { timeout: 20_000 }).toBe(true)
  const again = await bookByApi(request, 'en', listing.id, free[0].id)
  expect(again.manage).toContain('/api/visit/manage?token=')
})

test('a visitor moves a visit to another free time by keyboard; the pages pass axe and Nu in three languages', async ({ browser, request }) => {
  const { listing, free } = await listingWithSlots(request)
  const visits = {
    nl: await bookByApi(request, 'nl', listing.id, free[0].id),
    fr: await bookByApi(request, 'fr', listing.id, free[1].id),
    en: await bookByApi(request, 'en', listing.id, free[2].id),
  }
  const documents = []
  for (const visit of Object.values(visits)) {
    const res = await request.get(visit.manage)
    expect(res.status()).toBe(200)
    documents.push({ url: visit.manage, html: await res.text() })
  }
  expect(htmlProblems(documents)).toEqual([])

  const page = await person(browser)
  await page.goto(visits.fr.manage)
  expect(await axeViolations(page, 'visit page')).toEqual([])
  const choices = page.getByRole('group', { name: text('VISIT_RESCHEDULE_LEGEND', 'fr') }).getByRole('radio')
  await choices.first().focus()
  await page.keyboard.press('Space')
  await expect(choices.first()).toBeChecked()
  await pressByKeyboard(page, text('VISIT_RESCHEDULE_BUTTON', 'fr'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('VISIT_RESCHEDULED_TITLE', 'fr'))
  await expect.poll(async () => (await mailsTo(visits.fr.email)).some((mail) => mail.subject?.startsWith(text('VISIT_RESCHEDULED_TITLE', 'fr'))), { timeout: 20_000 }).toBe(true)
})

test('after a visit, the visitor answers the one-minute feedback form once, by keyboard and without JavaScript', async ({ browser, request }) => {
  const { listing, free } = await listingWithSlots(request)
  const visit = await bookByApi(request, 'nl', listing.id, free[0].id)
  // Staff confirm it; the feedback request has gone out (the hourly job's mark).
  const admin = await asAdmin(request)
  const patched = await request.patch(`/api/form-submissions/${visit.id}`, { data: { appointmentStatus: 'confirmed', visit: { feedbackSentAt: new Date().toISOString() } }, headers: admin })
  expect(patched.ok()).toBe(true)
  const feedback = visit.manage.replace('/manage?', '/feedback?')
  const res = await request.get(feedback)
  expect(htmlProblems([{ url: feedback, html: await res.text() }])).toEqual([])

  const page = await person(browser)
  await page.goto(feedback)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('FEEDBACK_TITLE', 'nl'))
  // Plain HTML: the form needs no script at all.
  await expect(page.locator('script')).toHaveCount(0)
  expect(await axeViolations(page, 'feedback form')).toEqual([])
  for (const [question, answer] of [
    ['FEEDBACK_IMPRESSION', 'FEEDBACK_IMPRESSION_GOOD'],
    ['FEEDBACK_PRICE', 'FEEDBACK_PRICE_TOO_HIGH'],
    ['FEEDBACK_OFFER', 'FEEDBACK_OFFER_MAYBE'],
  ] as const) {
    await page.getByRole('group', { name: text(question, 'nl') }).getByRole('radio', { name: text(answer, 'nl'), exact: true }).check()
  }
  await page.getByRole('textbox', { name: text('FEEDBACK_REMARK', 'nl') }).fill('Mooie tuin')
  await pressByKeyboard(page, text('FEEDBACK_SEND', 'nl'))
  await expect(page.getByRole('main')).toContainText(text('FEEDBACK_THANKS_TEXT', 'nl'))
  await page.goto(feedback)
  await expect(page.getByRole('main')).toContainText(text('FEEDBACK_ALREADY', 'nl'))
})

test("an owner sees viewers' feedback without names and the searchers a lower price would reach", async ({ browser, request }) => {
  // An owner with a listing on offer whose price the site shows.
  const admin = await asAdmin(request)
  const onOffer = (await (
    await request.get('/api/properties?where[owner][exists]=true&where[_status][equals]=published&where[goal][equals]=sale&where[marquee][equals]=none&where[publishPrice][equals]=true&depth=1&limit=1', { headers: admin })
  ).json()) as { docs: { id: number; price: number; owner: { email: string } }[] }
  const listing = onOffer.docs[0]
  expect(listing, 'a seeded owner with a listing on offer').toBeTruthy()
  // A confirmed search that stops 7% under the price: reached only by a 10% cut.
  const created = await request.post('/api/search-alerts', {
    data: { email: 'searcher@example.be', locale: 'nl', goal: 'sale', query: `price=0-${Math.round(listing.price * 0.93)}`, frequency: 'daily', status: 'active', token: randomBytes(32).toString('base64url') },
    headers: admin,
  })
  expect(created.ok(), await created.text()).toBe(true)
  const alert = ((await created.json()) as { doc: { id: number } }).doc
  try {
    const owner = await person(browser)
    await owner.goto('/en/login/')
    await owner.getByLabel(text('EMAIL', 'en'), { exact: true }).first().fill(listing.owner.email)
    await owner.getByLabel(text('PASSWORD', 'en'), { exact: true }).fill('owner-demo')
    await owner.getByRole('button', { name: text('LOGIN', 'en'), exact: true }).click()
    const card = owner.locator(`article[aria-labelledby="listing-${listing.id}"]`)
    const demand = card.getByRole('region', { name: text('DEMAND', 'en') })
    await expect(demand).toBeVisible({ timeout: 20_000 })
    const counts = await demand.getByRole('row').locator('td').allTextContents()
    // Whoever finds it now finds it at a lower price too; the new searcher only at 10% less.
    const [now, minus5, minus10] = counts.map(Number)
    expect(minus5).toBeGreaterThanOrEqual(now)
    expect(minus10).toBeGreaterThan(minus5)
    await expect(demand).toContainText(text('DEMAND_SUMMARY', 'en').replace('{count}', String(minus10 - now)).split(' ').slice(0, 2).join(' '))
    // The seeded answers: counted, the approved remark shown, nobody named.
    const feedback = owner.getByRole('region', { name: text('FEEDBACK_OWNER', 'en') })
    await expect(feedback.first()).toBeVisible()
    // No visitor is named: the only address on the page is the owner's own.
    const shown = (await owner.getByRole('main').innerText()) ?? ''
    expect(shown).not.toContain('Demo bezoeker')
    expect(new Set(shown.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g))).toEqual(new Set([listing.owner.email]))
    expect(await axeViolations(owner, 'owner portal with feedback and demand')).toEqual([])
  } finally {
    await request.delete(`/api/search-alerts/${alert.id}`, { headers: admin })
  }
})

test("an editor's desk shows what needs them, each figure linking to its list, and the visits calendar to subscribe to", async ({ browser, request }) => {
  const page = await person(browser)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('editor@example.com')
  await page.getByLabel(/password/i).fill('editor-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  const desk = page.getByRole('region', { name: 'Your desk' })
  await expect(desk).toBeVisible()
  await expect(desk.getByRole('link', { name: /since your last visit/ })).toHaveAttribute('href', /\/admin\/collections\/form-submissions\?where%5BcreatedAt%5D%5Bgreater_than%5D=/)
  await expect(desk.locator('[data-desk="most-viewed"] li').first()).toBeVisible()
  // The calendar feed: booked visits for a calendar app; one character off is a 404.
  const feed = new URL(String(await desk.locator('[data-desk="calendar"]').textContent())).pathname
  const calendar = await request.get(feed)
  expect(calendar.headers()['content-type']).toContain('text/calendar')
  expect(await calendar.text()).toContain('BEGIN:VCALENDAR')
  expect((await request.get(feed.replace(/.\.ics$/, (end) => `${end[0] === 'A' ? 'B' : 'A'}.ics`))).status()).toBe(404)
  await desk.getByRole('link', { name: /since your last visit/ }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/form-submissions/)
  // The inbox offers the leads about this editor's own listings (the demo editor is a salesperson).
  await page.getByRole('link', { name: 'My listings’ leads' }).click()
  await expect(page).toHaveURL(/property\.agent\.account/)
  await expect(page.locator('.table tbody tr').first()).toBeVisible()
})
