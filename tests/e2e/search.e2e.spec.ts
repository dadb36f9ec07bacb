import { expect, type Page, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'

/** The search box and the results pages, as a visitor uses them. */

const chosen = (page: Page) => page.addInitScript(() => window.localStorage.setItem('consent', 'set'))
const box = (page: Page) => page.getByRole('search')
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const countHeading = (page: Page) => page.locator('#results-count')
const query = (page: Page) => new URL(page.url()).searchParams
/** The n-th multi-select of the box, once the page runs (before, the box is a plain form). */
const combo = (page: Page, n: number) => box(page).locator('input[role="combobox"]').nth(n)

test.beforeEach(async ({ page }) => chosen(page))

const HOME = [
  { lang: 'nl', path: '/nl/te-koop/', city: 'Gent', type: 'Huis', bedrooms: 'Slaapkamers', more: 'Filters tonen', max: 'Max. prijs', search: 'Zoek nu' },
  { lang: 'fr', path: '/fr/a-vendre/', city: 'Gand', type: 'Maison', bedrooms: 'Chambres', more: 'Afficher les filtres', max: 'Prix max.', search: 'Rechercher' },
  { lang: 'en', path: '/en/for-sale/', city: 'Ghent', type: 'House', bedrooms: 'Bedrooms', more: 'Show filters', max: 'Max. price', search: 'Search now' },
]

for (const l of HOME) {
  test(`${l.lang}: a house of 2 bedrooms under 400,000 in Gent, from the home search box`, async ({ page }) => {
    await page.goto(`/${l.lang}/`)
    const form = box(page)
    const cities = combo(page, 0)
    await cities.fill(l.city)
    await expect(form.getByRole('option', { name: new RegExp(`^${l.city} \\(9000\\)`) })).toBeVisible()
    await cities.press('ArrowDown')
    await cities.press('Enter')
    await cities.press('Escape')
    const types = combo(page, 1)
    await types.click()
    await form.getByRole('option', { name: new RegExp(`^${l.type}\\b`) }).click()
    await types.press('Escape')
    await form.getByRole('button', { name: l.more }).click()
    await form.getByRole('button', { name: new RegExp(`: ${l.bedrooms}$`) }).last().click()
    await form.getByRole('button', { name: new RegExp(`: ${l.bedrooms}$`) }).last().click()
    const max = form.getByRole('textbox', { name: l.max })
    await max.fill('400000')
    await max.press('Enter')
    await form.getByRole('button', { name: l.search }).click()
    await page.waitForURL(`**${l.path}?*`)
    expect(new URL(page.url()).pathname).toBe(l.path)
    const q = query(page)
    expect(q.getAll('city')).toEqual([`${l.city.toLowerCase()}|9000`])
    expect(q.get('type')).toBe('1')
    expect(q.get('bedrooms')).toBe('2')
    expect(q.get('price')).toBe('0-400000')
    await expect(cards(page).first()).toBeVisible()
    const texts = await cards(page).allInnerTexts()
    for (const text of texts) expect(text).toContain('9000')
    await cards(page).first().getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${l.path}[^/]+/[^/]+/\\d+/$`))
  })
}

test('the city select works with the keyboard alone', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  const form = box(page)
  const cities = combo(page, 0)
  await expect(cities).toBeVisible()
  await form.getByRole('searchbox').focus()
  await page.keyboard.press('Tab')
  await expect(cities).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(cities).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.type('gent')
  await page.keyboard.press('ArrowDown')
  const active = await cities.getAttribute('aria-activedescendant')
  expect(active).toBeTruthy()
  await expect(page.locator(`#${active?.replace(/:/g, '\\:')}`)).toContainText('Gent')
  await page.keyboard.press(' ')
  await expect(page.locator(`#${active?.replace(/:/g, '\\:')}`)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page.locator(`#${active?.replace(/:/g, '\\:')}`)).toHaveAttribute('aria-selected', 'false')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(cities).toHaveAttribute('aria-expanded', 'false')
  await expect(form.getByRole('button', { name: 'Filter verwijderen: Gent (9000)' })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(cities).not.toBeFocused()
  await expect(cities).toHaveAttribute('aria-expanded', 'false')
  await form.getByRole('button', { name: 'Zoek nu' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL('**/nl/te-koop/?city=gent%7C9000')
})

test('the price slider and its inline fields follow the rules of the box', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  const form = box(page)
  await form.getByRole('button', { name: 'Filters tonen' }).click()
  const min = form.getByRole('textbox', { name: 'Min. prijs' })
  const max = form.getByRole('textbox', { name: 'Max. prijs' })
  const minHandle = form.getByRole('slider', { name: 'Min. prijs' })
  const maxHandle = form.getByRole('slider', { name: 'Max. prijs' })

  // Only digits, Backspace and Delete reach the field; Enter commits.
  await min.click()
  await min.press('Control+a')
  await page.keyboard.type('25a0.00-x0')
  await expect(min).toHaveValue('250000')
  await min.press('Enter')
  await expect(minHandle).toHaveValue('250000')
  // A max at or below the min resets to the range maximum; one at or above it too.
  await max.fill('200000')
  await max.blur()
  await expect(max).toHaveValue('3000000')
  await max.fill('450000')
  await max.press('Enter')
  await expect(maxHandle).toHaveValue('450000')
  // A min at or above the max resets to the range minimum.
  await min.fill('450000')
  await min.press('Enter')
  await expect(min).toHaveValue('0')
  // The handles step by 1000 and the left one stops a step before the right one.
  await minHandle.focus()
  await page.keyboard.press('ArrowRight')
  await expect(minHandle).toHaveValue('1000')
  await page.keyboard.press('End')
  await expect(minHandle).toHaveValue('449000')
  await maxHandle.focus()
  await page.keyboard.press('Home')
  await expect(maxHandle).toHaveValue('450000')

  // Changing the goal resets the range to the rent range.
  await form.getByText('Te huur', { exact: true }).click()
  await expect(max).toHaveValue('2000')
  await expect(min).toHaveValue('0')
  await maxHandle.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(maxHandle).toHaveValue('1900')
  await form.getByRole('button', { name: 'Zoek nu' }).click()
  await page.waitForURL('**/nl/te-huur/?price=0-1900')
})

test('room counters never go below 0 and a count of 0 is not sent', async ({ page }) => {
  await page.goto('/en/for-rent/')
  const form = box(page)
  await form.getByRole('button', { name: 'Show filters' }).click()
  const fewer = form.getByRole('button', { name: 'Fewer: Toilets' })
  const more = form.getByRole('button', { name: 'More: Toilets' })
  await expect(fewer).toBeDisabled()
  await more.click()
  await more.click()
  await fewer.click()
  await form.getByRole('button', { name: 'More: Garages' }).click()
  await form.getByRole('button', { name: 'Fewer: Garages' }).click()
  await expect(form.getByRole('button', { name: 'Fewer: Garages' })).toBeDisabled()
  await form.getByRole('button', { name: 'Search now' }).click()
  await page.waitForURL('**/en/for-rent/?toilets=1')
})

test('active filters are listed and each can be removed; sorting and paging keep the search', async ({ page }) => {
  await page.goto('/nl/te-koop/?bedrooms=1&sort=price-asc')
  await expect(countHeading(page)).toContainText('resultaten')
  const filters = page.getByRole('navigation', { name: 'Actieve filters' })
  await expect(filters.getByRole('link')).toHaveCount(2)
  await expect(page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name: 'Prijs oplopend' })).toHaveAttribute('aria-current', 'true')

  const paging = page.getByRole('navigation', { name: 'Paginering' })
  await expect(paging).toContainText(/Pagina 1\/\d+/)
  const firstPage = await cards(page).allInnerTexts()
  await paging.getByRole('link', { name: 'Volgende' }).click()
  await page.waitForURL('**/nl/te-koop/?bedrooms=1&sort=price-asc&page=2')
  await expect(paging).toContainText(/Pagina 2\/\d+/)
  expect(await cards(page).allInnerTexts()).not.toEqual(firstPage)

  await page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name: 'Prijs aflopend' }).click()
  await page.waitForURL('**/nl/te-koop/?bedrooms=1&sort=price-desc')

  await filters.getByRole('link', { name: /Slaapkamers/ }).click()
  await page.waitForURL('**/nl/te-koop/?sort=price-desc')
  await expect(page.getByRole('navigation', { name: 'Actieve filters' })).toHaveCount(0)
})

test('prices sorted low to high, listings without a published price last', async ({ page }) => {
  await page.goto('/en/for-sale/?sort=price-asc')
  const amounts = (await cards(page).locator('p').allInnerTexts())
    .filter((text) => text.includes('€'))
    .map((text) => Number(text.replace(/[^0-9]/g, '')))
  expect(amounts.length).toBeGreaterThan(3)
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  await page.goto('/en/for-sale/?sort=price-asc&page=999')
  await expect(cards(page).last()).toContainText(/Price on request|Sold/)
})

test('a search nothing matches says so and offers a way back', async ({ page }) => {
  await page.goto('/fr/a-vendre/?search=zzzzqqq')
  await expect(page.getByText('Aucun résultat', { exact: true })).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.getByRole('main').getByRole('link', { name: 'Réinitialiser les filtres' }).last().click()
  await page.waitForURL('**/fr/a-vendre/')
  await expect(cards(page).first()).toBeVisible()
})

test('results pages with a query are cached by their normalised query, and a listing change expires them', async ({ request }) => {
  const first = await request.get('/nl/te-huur/?bedrooms=1&city=gent|9000')
  expect(first.status()).toBe(200)
  expect((await request.get('/nl/te-huur/?bedrooms=1&city=gent|9000')).headers()['x-nextjs-cache']).toBe('HIT')
  const respelled = await request.get('/nl/te-huur/?utm_source=mail&city=GENT%7C9000&bedrooms=01&page=1&sort=newest')
  expect(respelled.headers()['x-nextjs-cache']).toBe('HIT')
  expect(await respelled.text()).toContain('rel="canonical" href="http://127.0.0.1')

  const auth = await asAdmin(request)
  const listing = (await (await request.get('/api/properties?where[goal][equals]=rent&where[_status][equals]=published&limit=1&depth=0', { headers: auth })).json()) as { docs: { id: number; name: string }[] }
  const { id, name } = listing.docs[0]
  const renamed = `${name} ${Date.now()}`
  try {
    expect((await request.patch(`/api/properties/${id}?locale=nl`, { data: { name: renamed, _status: 'published' }, headers: auth })).ok()).toBe(true)
    const after = await request.get(`/nl/te-huur/?search=${encodeURIComponent(renamed.split(' ').at(-1) ?? '')}`)
    expect(await after.text()).toContain(renamed)
  } finally {
    await request.patch(`/api/properties/${id}?locale=nl`, { data: { name, _status: 'published' }, headers: auth })
  }
})

test('bad input gives a normal results page with the bad parts ignored', async ({ request }) => {
  const junk = [
    'price=abc',
    'price=5-1',
    'city=gent',
    'city=|||',
    'page=-3',
    'page=1000000000',
    `search=${'a'.repeat(5000)}`,
    'search=%22*NEAR(gent%20AND%20)',
    'type=999&type=x&bedroomz=3&bedrooms=-1&sort=cheap',
    Array.from({ length: 1000 }, () => 'type=1').join('&'),
  ]
  for (const q of junk) {
    const res = await request.get(`/nl/te-koop/?${q}`)
    expect(res.status(), q.slice(0, 60)).toBe(200)
    expect(await res.text(), q.slice(0, 60)).toContain('id="results-count"')
  }
  expect((await request.get('/nl/_search/sale/Y2l0eT1nZW50/')).status()).toBe(404)
})

test('without JavaScript the box is a plain form that still searches', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/nl/')
  const form = box(page)
  await form.getByLabel('Gemeente').selectOption({ label: 'Gent (9000)' })
  await form.getByLabel('Slaapkamers').selectOption('2')
  await form.getByRole('button', { name: 'Zoek nu' }).click()
  await page.waitForURL('**/nl/te-koop/?**')
  expect(query(page).get('city')).toBe('gent|9000')
  expect(query(page).get('bedrooms')).toBe('2')
  await expect(cards(page).first()).toBeVisible()
  await context.close()
})
