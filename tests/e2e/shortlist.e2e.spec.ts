import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { dictionary } from '../../seed/data/dictionary'
import { asAdmin } from '../helpers/api'
import { mailsTo } from '../helpers/mail'
import { closePeople, person } from '../helpers/people'

/**
 * The shortlist, as a visitor uses it by keyboard alone: the heart on the results' cards and on a
 * listing's page, the header's count, the shortlist page with its notes, comparison and removal, and
 * what it says once staff sell or withdraw a kept listing. It lives in the browser: each person here
 * starts with an empty one.
 */

test.afterEach(closePeople)

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const shortlistLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `Shortlist (${count})`, exact: true })

/** Presses a control the way a keyboard user reaches it: Tab from the element before it, then the key. */
const tabThenPress = async (page: Page, from: Locator, to: Locator, key: 'Enter' | ' ') => {
  await from.focus()
  await page.keyboard.press('Tab')
  await expect(to).toBeFocused()
  await page.keyboard.press(key)
}

/** The canonical path of a listing in English: any wrong path redirects (308) to it. */
const canonical = async (request: APIRequestContext, id: number): Promise<string> => {
  const response = await request.get(`/en/for-sale/x/x/${id}/`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  return new URL(response.headers().location ?? '', 'http://x').pathname
}

test('a visitor keeps two listings from the results, notes one, compares them side by side and removes one, by keyboard', async ({ browser }) => {
  const page = await person(browser)
  await page.goto('/en/for-sale/')
  // Two cards with different names (generated names can repeat), so each is told apart by its name.
  const names = (await cards(page).getByRole('heading').allTextContents()).map((name) => name.trim())
  const second = names.findIndex((name) => name !== names[0])
  expect(second).toBeGreaterThan(0)
  const kept: string[] = []
  for (const [n, key] of [[0, 'Enter'], [second, ' ']] as const) {
    const card = cards(page).nth(n)
    kept.push(names[n])
    const heart = card.getByRole('button', { name: 'Keep this listing' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await tabThenPress(page, card.getByRole('link'), heart, key)
    const pressed = card.getByRole('button', { name: 'Remove from shortlist' })
    await expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await expect(pressed).toBeFocused()
  }
  await expect(shortlistLink(page, 2)).toBeVisible()

  // Kept in the browser: another page of the site knows them.
  await page.goto('/en/')
  await expect(shortlistLink(page, 2)).toBeVisible()
  await shortlistLink(page, 2).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/favourites\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your shortlist')
  await expect(page.getByRole('heading', { level: 2, name: '2 listings kept' })).toBeVisible()
  for (const name of kept) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()

  // A private note, typed by keyboard, still there after a reload.
  const note = page.getByRole('textbox', { name: `Your note: ${kept[0]}`, exact: true })
  await note.focus()
  await page.keyboard.type('Garden facing south, ask about the roof')
  await page.reload()
  await expect(page.getByRole('textbox', { name: `Your note: ${kept[0]}`, exact: true })).toHaveValue('Garden facing south, ask about the roof')
  await expect(page.getByRole('textbox', { name: `Your note: ${kept[1]}`, exact: true })).toHaveValue('')

  // Side by side: tick both boxes with the space bar.
  await expect(page.getByRole('table')).toHaveCount(0)
  for (const name of kept) {
    const box = page.getByRole('checkbox', { name: `Compare: ${name}`, exact: true })
    await box.focus()
    await page.keyboard.press(' ')
    await expect(box).toBeChecked()
  }
  const table = page.getByRole('table')
  await expect(table).toBeVisible()
  // A column per listing, in the shortlist's order: the last kept first.
  await expect(table.getByRole('columnheader')).toHaveText([...kept].reverse())
  await expect(table.getByRole('rowheader')).toHaveText([
    'Price',
    'Price per m²',
    'Living area',
    'Plot area',
    'Bedrooms',
    'EPC label',
    'Estimated energy cost',
    'Availability',
    'Status',
  ])
  for (const row of await table.locator('tbody').getByRole('row').all()) await expect(row.getByRole('cell')).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'See the comparison' })).toHaveAttribute('href', /^#/)
  expect(await axeViolations(page, '/en/favourites/ with two kept and compared')).toEqual([])

  // Remove the first: the focus goes to the top of the list, which says one is left.
  const remove = page.getByRole('button', { name: `Remove from shortlist: ${kept[0]}`, exact: true })
  await remove.focus()
  await page.keyboard.press('Enter')
  const left = page.getByRole('heading', { level: 2, name: '1 listing kept' })
  await expect(left).toBeVisible()
  await expect(left).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: `${kept[0]} was removed from your shortlist.` })).toBeAttached()
  await expect(page.getByRole('heading', { level: 3, name: kept[0], exact: true })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 3, name: kept[1], exact: true })).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(shortlistLink(page, 1)).toBeVisible()
})

test('a kept listing that staff mark sold, then take offline, says so on the shortlist', async ({ browser, request }) => {
  const found = await request.get('/api/properties?depth=0&limit=1&locale=en&where[goal][equals]=sale&where[marquee][equals]=none&where[publishPrice][equals]=true')
  expect(found.ok()).toBe(true)
  const [listing] = ((await found.json()) as { docs: { id: number; name: string }[] }).docs
  expect(listing).toBeTruthy()
  const page = await person(browser)
  await page.goto(await canonical(request, listing.id))
  // The listing's own heart comes first on its page (the similar listings' cards follow).
  const heart = page.getByRole('main').getByRole('button', { name: 'Keep this listing' }).first()
  await heart.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from shortlist' }).first()).toHaveAttribute('aria-pressed', 'true')
  await expect(shortlistLink(page, 1)).toBeVisible()

  const admin = await asAdmin(request)
  try {
    expect((await request.patch(`/api/properties/${listing.id}`, { data: { marquee: 'sold' }, headers: admin })).ok()).toBe(true)
    await page.goto('/en/favourites/')
    const card = cards(page).filter({ has: page.getByRole('heading', { name: listing.name, exact: true }) })
    await expect(card.getByText('Sold since you kept it')).toBeVisible()
    await expect(card.getByRole('link', { name: listing.name, exact: true })).toBeVisible()
    // It was opened, so it is among the recently viewed too (its link reads its name, then its price then).
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: listing.name })).toBeVisible()

    expect((await request.patch(`/api/properties/${listing.id}`, { data: { _status: 'draft' }, headers: admin })).ok()).toBe(true)
    await page.reload()
    const gone = cards(page).filter({ has: page.getByRole('heading', { name: listing.name, exact: true }) })
    await expect(gone.getByText('No longer online')).toBeVisible()
    // No link to a page that is gone; the visitor can still take it off the list.
    await expect(gone.getByRole('link')).toHaveCount(0)
    await expect(gone.getByRole('button', { name: `Remove from shortlist: ${listing.name}`, exact: true })).toBeVisible()
  } finally {
    await request.patch(`/api/properties/${listing.id}`, { data: { marquee: 'none', _status: 'published' }, headers: admin })
  }
})

test('without JavaScript, the shortlist page says it needs it', async ({ browser }) => {
  const page = await person(browser, { javaScriptEnabled: false })
  const response = await page.goto('/nl/favorieten/')
  expect(response?.status()).toBe(200)
  // The page says why, in a <noscript> (which a browser with scripting switched off per page does not render for tests).
  expect(await (await page.request.get('/nl/favorieten/')).text()).toMatch(/<noscript><p[^>]*>[^<]*Om ze te tonen, heeft deze pagina JavaScript nodig[^<]*<\/p><\/noscript>/)
  // No heart that could do nothing.
  await page.goto('/nl/te-koop/')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bewaar dit pand' })).toHaveCount(0)
})

test('mail me my shortlist: confirmed by its mail, told of a lower price, and brought back in a new browser by the mail link', async ({ browser, request }) => {
  const nl = (key: string) => dictionary[key].nl
  const found = await request.get('/api/properties?depth=0&limit=1&page=3&locale=nl&where[goal][equals]=sale&where[marquee][equals]=none&where[publishPrice][equals]=true')
  const [listing] = ((await found.json()) as { docs: { id: number; name: string; price: number }[] }).docs
  expect(listing).toBeTruthy()
  const address = `favorieten.${Date.now()}@example.be`
  const page = await person(browser)
  await page.goto((await canonical(request, listing.id)).replace('/en/for-sale/', '/nl/te-koop/'))
  await page.getByRole('main').getByRole('button', { name: nl('SHORTLIST_KEEP') }).first().click()
  await page.goto('/nl/favorieten/')
  await expect(page.getByRole('heading', { level: 3, name: listing.name, exact: true })).toBeVisible()

  // The form opens from its button, by keyboard, and asks only an address (and the privacy consent).
  const open = page.getByRole('button', { name: nl('SHORTLIST_ALERT_TITLE') })
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(open).toHaveAttribute('aria-expanded', 'true')
  const form = page.locator('#shortlist-alert-form form')
  await form.getByLabel(/^E-mail/).fill(address)
  await form.getByRole('checkbox', { name: dictionary.PRIVACY_CONSENT.nl.slice(0, 30) }).check()
  expect(await axeViolations(page, '/nl/favorieten/ with the shortlist mail form open')).toEqual([])
  await form.getByRole('button', { name: nl('SUBMIT') }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/shortlist-alert\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl('THANK_YOU_SHORTLIST_ALERT'))

  // The double opt-in: the mail's link opens a page whose button confirms.
  await expect.poll(async () => (await mailsTo(address)).map((m) => m.subject), { timeout: 15_000 }).toEqual([nl('SHORTLIST_ALERT_CONFIRM_SUBJECT')])
  const confirm = new URL(/https?:\/\/\S+\/api\/alerts\/confirm\?token=[A-Za-z0-9_-]{43}/.exec((await mailsTo(address))[0].text ?? '')?.[0] ?? 'http://x/')
  await page.goto(confirm.pathname + confirm.search)
  await page.getByRole('button', { name: nl('SHORTLIST_ALERT_CONFIRM_BUTTON') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl('SHORTLIST_ALERT_CONFIRMED_TITLE'))
  await expect(page.getByRole('link', { name: nl('SHORTLIST_ALERT_OPEN') })).toHaveAttribute('href', new RegExp(`/nl/favorieten/\\?keep=${listing.id}$`))

  // Staff lower the price: one mail says so and links back to the shortlist.
  const admin = await asAdmin(request)
  const lower = Math.round(listing.price * 0.9)
  try {
    expect((await request.patch(`/api/properties/${listing.id}`, { data: { price: lower }, headers: admin })).ok()).toBe(true)
    const subject = nl('SHORTLIST_ALERT_CHANGE_SUBJECT').replace('{property}', listing.name)
    await expect.poll(async () => (await mailsTo(address)).map((m) => m.subject), { timeout: 20_000 }).toContain(subject)
    const mail = (await mailsTo(address)).find((m) => m.subject === subject)
    const back = new URL(/https?:\/\/\S+\/nl\/favorieten\/\?keep=[\d,]+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/')

    // Another browser, with nothing kept: the link brings the listing back, as it stands now.
    const other = await person(browser)
    await other.goto(back.pathname + back.search)
    await expect(other.getByRole('heading', { level: 3, name: listing.name, exact: true })).toBeVisible()
    await expect(other.getByRole('status').filter({ hasText: nl('SHORTLIST_RESTORED').replace('{count}', '1') })).toBeAttached()
    await expect(other).toHaveURL(/\/nl\/favorieten\/$/)
    await expect(other.getByRole('banner').getByRole('link', { name: `${nl('SHORTLIST')} (1)`, exact: true })).toBeVisible()
    await other.reload()
    await expect(other.getByRole('heading', { level: 3, name: listing.name, exact: true })).toBeVisible()
  } finally {
    await request.patch(`/api/properties/${listing.id}`, { data: { price: listing.price }, headers: admin })
  }
})
