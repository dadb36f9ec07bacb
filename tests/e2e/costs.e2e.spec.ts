import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

import { dictionary } from '../../seed/data/dictionary'
import { formatPrice } from '../../src/lib/domain/price'
import { axeViolations } from '../helpers/axe'
import { asAdmin } from '../helpers/api'
import { closePeople, person } from '../helpers/people'

/**
 * "What it costs" on a listing, as a visitor uses it: the default case on the page, the figures following
 * the visitor's choices (with JavaScript) or recomputed by the server (without), in three languages and
 * three regions, the rent panel, the print view, and a staff change of a rate showing at once. Each
 * expected duty is the hand computation of the region's rule.
 */

test.afterEach(closePeople)

type Lang = 'nl' | 'fr' | 'en'
const text = (key: string, lang: Lang) => dictionary[key][lang]
type Listing = { id: number; name: string; price: number; city: { zip: string } }

/** Postcodes of each region (a range in the where of the API). */
const REGIONS = { flanders: [3000, 3999], brussels: [1000, 1299], wallonia: [4000, 4999] } as const

/**
 * A sale listing of a region, with its price shown, not a new build, priced in a band (visitors cannot filter
 * on price: picked here), of a type bought as `use` (a home unless said: property-types' costUse).
 */
const saleListing = async (request: APIRequestContext, region: keyof typeof REGIONS, minPrice: number, maxPrice = 2_000_000, lang: Lang = 'nl', use: 'home' | 'land' | 'other' = 'home'): Promise<Listing> => {
  const [from, to] = REGIONS[region]
  const query = [
    'depth=1',
    `where[type.costUse][equals]=${use}`,
    'limit=100',
    `locale=${lang}`,
    'where[goal][equals]=sale',
    'where[marquee][equals]=none',
    'where[publishPrice][equals]=true',
    'where[priceUnit][equals]=total',
    'where[project][exists]=false',
    `where[city.zip][greater_than_equal]=${from}`,
    `where[city.zip][less_than_equal]=${to}`,
    'where[city.country][equals]=BE',
  ].join('&')
  const response = await request.get(`/api/properties?${query}`)
  expect(response.ok(), await response.text()).toBe(true)
  const { docs } = (await response.json()) as { docs: (Listing & { financial?: { vat?: number | null } })[] }
  const listing = docs.find((doc) => doc.price > minPrice && doc.price < maxPrice && !doc.financial?.vat)
  expect(listing, `${region} listing between ${minPrice} and ${maxPrice}`).toBeTruthy()
  return listing!
}

const canonical = async (request: APIRequestContext, id: number, lang: Lang, goal: 'sale' | 'rent' = 'sale') => {
  const segment = goal === 'rent' ? { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }[lang] : { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }[lang]
  const response = await request.get(`/${lang}/${segment}/x/x/${id}/`, { maxRedirects: 0 })
  return new URL(response.headers().location ?? '', 'http://x').pathname
}

const euros = (amount: number, lang: Lang) => formatPrice(Math.round(amount), lang)
const panel = (page: Page, lang: Lang) => page.getByRole('region', { name: text('COSTS_TITLE', lang) })
/** Once the page runs, the figures follow the fields and the recompute button (for pages without JavaScript) is gone. */
const running = (page: Page, lang: Lang) => expect(panel(page, lang).getByRole('button', { name: text('COSTS_RECOMPUTE', lang) })).toHaveCount(0)
const figure = (page: Page, lang: Lang, key: string) => panel(page, lang).getByRole('row', { name: new RegExp(`^${text(key, lang).replace(/[()]/g, '.').replace(/\{\w+\}/g, '.*')}\\s`) }).getByRole('cell')

test('Dutch, Flanders, with JavaScript: the own home pays 2%, a second home 12%, and the loan follows the fields', async ({ browser, request }) => {
  // Above the modest-home caps, so no reduction comes into it.
  const listing = await saleListing(request, 'flanders', 260_000)
  const page = await person(browser, { phone: true })
  await page.goto(await canonical(request, listing.id, 'nl'))
  await expect(panel(page, 'nl').getByRole('heading', { level: 2 })).toHaveText(text('COSTS_TITLE', 'nl'))
  await expect(figure(page, 'nl', 'COSTS_PRICE')).toHaveText(euros(listing.price, 'nl'))
  await expect(figure(page, 'nl', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.02, 'nl'))
  await running(page, 'nl')
  await panel(page, 'nl').getByRole('radio', { name: text('NO', 'nl') }).check()
  await expect(figure(page, 'nl', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.12, 'nl'))

  // Everything from own funds: no loan, no mortgage deed, no repayment.
  const funds = panel(page, 'nl').getByRole('spinbutton', { name: text('COSTS_OWN_FUNDS', 'nl') })
  await funds.fill(String(listing.price * 2))
  await expect(panel(page, 'nl').getByRole('row', { name: new RegExp(text('COSTS_REPAYMENT', 'nl')) })).toHaveCount(0)
  // Half borrowed over 20 years at 3%: the repayment is the annuity of the loan at the equivalent monthly rate.
  await funds.fill('0')
  await panel(page, 'nl').getByRole('textbox', { name: text('COSTS_LOAN_RATE', 'nl') }).fill('3')
  await panel(page, 'nl').getByRole('spinbutton', { name: text('COSTS_LOAN_YEARS', 'nl') }).fill('20')
  await expect(figure(page, 'nl', 'COSTS_REPAYMENT')).toBeVisible()
  const loanLabel = await panel(page, 'nl').getByRole('row', { name: /Kredietakte/ }).getByRole('rowheader').textContent()
  const loan = Number((/([\d.]+)\s*$/.exec(loanLabel?.replace(/\u00a0/g, ' ') ?? '')?.[1] ?? '').replace(/\./g, ''))
  const r = Math.pow(1.03, 1 / 12) - 1
  await expect(figure(page, 'nl', 'COSTS_REPAYMENT')).toHaveText(euros((loan * r) / (1 - Math.pow(1 + r, -240)), 'nl'))
  expect(await axeViolations(page, 'listing page with its cost panel')).toEqual([])
})

test('English, Flanders: an office is no home, so it pays 12% and the panel does not ask about an only own home', async ({ browser, request }) => {
  const listing = await saleListing(request, 'flanders', 100_000, 2_000_000, 'en', 'other')
  const page = await person(browser, { phone: true })
  await page.goto(await canonical(request, listing.id, 'en'))
  await expect(figure(page, 'en', 'COSTS_PRICE')).toHaveText(euros(listing.price, 'en'))
  await expect(figure(page, 'en', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.12, 'en'))
  await expect(panel(page, 'en').getByRole('group', { name: text('COSTS_OWN_HOME', 'en') })).toHaveCount(0)
  await expect(panel(page, 'en').getByRole('radio')).toHaveCount(0)
  // The rest of the panel works as for a home: everything from own funds, no loan.
  await running(page, 'en')
  await panel(page, 'en').getByRole('spinbutton', { name: text('COSTS_OWN_FUNDS', 'en') }).fill(String(listing.price * 2))
  await expect(panel(page, 'en').getByRole('row', { name: new RegExp(text('COSTS_REPAYMENT', 'en')) })).toHaveCount(0)
  await expect(figure(page, 'en', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.12, 'en'))
  expect(await axeViolations(page, 'an office listing with its cost panel')).toEqual([])
})

test('French, Brussels: the first 200,000 € of an own home are exempt up to 600,000 €; a second home pays 12.5% on all', async ({ browser, request }) => {
  const listing = await saleListing(request, 'brussels', 200_000, 600_000)
  const page = await person(browser)
  await page.goto(await canonical(request, listing.id, 'fr'))
  await expect(figure(page, 'fr', 'COSTS_DUTIES')).toHaveText(euros((listing.price - 200_000) * 0.125, 'fr'))
  await running(page, 'fr')
  await panel(page, 'fr').getByRole('radio', { name: text('NO', 'fr') }).check()
  await expect(figure(page, 'fr', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.125, 'fr'))
  await expect(panel(page, 'fr')).toContainText(text('COSTS_PLACE_BRUSSELS', 'fr'))
})

test('English, Wallonia, without JavaScript: the page shows the default case and the form recomputes it on the server', async ({ browser, request }) => {
  const listing = await saleListing(request, 'wallonia', 100_000, 2_000_000, 'en')
  const page = await person(browser, { javaScriptEnabled: false })
  await page.goto(await canonical(request, listing.id, 'en'))
  await expect(figure(page, 'en', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.03, 'en'))
  await panel(page, 'en').getByRole('radio', { name: text('NO', 'en') }).check()
  await panel(page, 'en').getByRole('textbox', { name: text('COSTS_LOAN_RATE', 'en') }).fill('2.5')
  await panel(page, 'en').getByRole('button', { name: text('COSTS_RECOMPUTE', 'en') }).click()
  await expect(page).toHaveURL(new RegExp(`/api/costs/${listing.id}\\?locale=en&own=0&funds=\\d+&rate=2\\.5&years=\\d+$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${text('COSTS_TITLE', 'en')} – ${listing.name}`)
  const duties = page.getByRole('row', { name: new RegExp(`^${text('COSTS_DUTIES', 'en')}`) }).getByRole('cell')
  await expect(duties).toHaveText(euros(listing.price * 0.125, 'en'))
  await expect(page.getByRole('radio', { name: text('NO', 'en') })).toBeChecked()
  await expect(page.getByRole('textbox', { name: text('COSTS_LOAN_RATE', 'en') })).toHaveValue('2.5')

  // Values it cannot read: said so, and the defaults used for them.
  await page.goto(`/api/costs/${listing.id}?locale=en&own=maybe&funds=-5&rate=abc&years=999`)
  await expect(page.getByText(text('COSTS_INVALID', 'en'))).toBeVisible()
  await expect(duties).toHaveText(euros(listing.price * 0.03, 'en'))
  // A listing that is not there is a 404, never an error.
  for (const id of ['999999999', 'abc', '-1']) expect((await request.get(`/api/costs/${id}?locale=en`)).status(), id).toBe(404)
})

test('French, Wallonia: the figures code loads at the first touch of the form, and when it cannot, the form recomputes on the server', async ({ browser, request }) => {
  const listing = await saleListing(request, 'wallonia', 100_000, 2_000_000, 'fr')
  const page = await person(browser, { phone: true })
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url())
  })
  await page.goto(await canonical(request, listing.id, 'fr'), { waitUntil: 'networkidle' })
  await running(page, 'fr')
  const loaded = scripts.length
  // The network gone after the page loaded: every script asked for from now on fails.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'))
  await panel(page, 'fr').getByRole('radio', { name: text('NO', 'fr') }).check()
  await expect.poll(() => scripts.length, { message: 'the first touch asks for the figures code' }).toBeGreaterThan(loaded)
  const recompute = panel(page, 'fr').getByRole('button', { name: text('COSTS_RECOMPUTE', 'fr') })
  await expect(recompute).toBeVisible()
  await expect(figure(page, 'fr', 'COSTS_DUTIES')).toHaveText(euros(listing.price * 0.03, 'fr'))
  await recompute.click()
  await expect(page).toHaveURL(new RegExp(`/api/costs/${listing.id}\\?locale=fr&own=0&`))
  await expect(page.getByRole('row', { name: new RegExp(`^${text('COSTS_DUTIES', 'fr')}`) }).getByRole('cell')).toHaveText(euros(listing.price * 0.125, 'fr'))
})

test('a rent listing shows the month and what signing asks, the deposit capped by its region', async ({ browser, request }) => {
  // Flanders: postcodes 1500 to 3999 and 8000 to 9999.
  let listing: Listing | undefined
  for (const [from, to] of [['8000', '9999'], ['1500', '3999']]) {
    const query = `depth=1&limit=1&where[goal][equals]=rent&where[marquee][equals]=none&where[publishPrice][equals]=true&where[city.zip][greater_than_equal]=${from}&where[city.zip][less_than_equal]=${to}&where[city.country][equals]=BE`
    listing ??= ((await (await request.get(`/api/properties?${query}`)).json()) as { docs: Listing[] }).docs[0]
  }
  if (!listing) throw new Error('no Flemish rent listing with its price shown')
  const page = await person(browser)
  await page.goto(await canonical(request, listing.id, 'nl', 'rent'))
  await expect(figure(page, 'nl', 'COSTS_RENT')).toHaveText(euros(listing.price, 'nl'))
  // Flanders: at most three months' rent.
  await expect(panel(page, 'nl').getByRole('row', { name: new RegExp(text('COSTS_DEPOSIT', 'nl').replace('{months}', '3').replace(/[()]/g, '.')) }).getByRole('cell')).toHaveText(euros(listing.price * 3, 'nl'))
})

test('the print view carries the default case', async ({ request }) => {
  const listing = await saleListing(request, 'flanders', 260_000)
  const html = await (await request.get(`${await canonical(request, listing.id, 'en')}print/`)).text()
  expect(html).toContain(`<h2 id="costs">${text('COSTS_TITLE', 'en')}</h2>`)
  expect(html).toContain(euros(listing.price * 0.02, 'en'))
})

test('a rate staff change in the admin shows on the cached listing page at once', async ({ request }) => {
  const listing = await saleListing(request, 'flanders', 260_000)
  const path = await canonical(request, listing.id, 'en')
  expect(await (await request.get(path)).text()).toContain(euros(listing.price * 0.02, 'en'))
  expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')
  const admin = await asAdmin(request)
  const [flanders] = ((await (await request.get('/api/cost-rules?where[scope][equals]=flanders&sort=-validFrom&limit=1', { headers: admin })).json()) as { docs: { id: number; duties: { ownHomeRate: number } }[] }).docs
  try {
    expect((await request.patch(`/api/cost-rules/${flanders.id}`, { headers: admin, data: { duties: { ...flanders.duties, ownHomeRate: 2.5 } } })).ok()).toBe(true)
    expect(await (await request.get(path)).text()).toContain(euros(listing.price * 0.025, 'en'))
  } finally {
    await request.patch(`/api/cost-rules/${flanders.id}`, { headers: admin, data: { duties: flanders.duties } })
  }
  // Visitors never read the rules through the API; the page shows what they need.
  expect((await request.get('/api/cost-rules')).status()).toBe(403)
})
