import { expect, type Page, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'
import { axeViolations } from '../helpers/axe'

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

/** The number of results the heading states ('1 resultaat', '23 resultaten'). */
const resultCount = async (page: Page) => Number((await countHeading(page).innerText()).replace(/[^0-9]/g, ''))

test('filtering by living area, EPC label and garden: the query, the chips and the box say the same', async ({ page }) => {
  await page.goto('/nl/te-koop/')
  const form = box(page)
  await form.getByRole('button', { name: 'Filters tonen' }).click()
  await form.getByRole('textbox', { name: 'Min. m²: Bewoonbare oppervlakte' }).fill('100')
  await form.getByRole('combobox', { name: 'EPC-label' }).selectOption('c')
  await form.getByRole('checkbox', { name: /^Tuin/ }).check()
  await form.getByRole('button', { name: 'Zoek nu' }).click()
  await page.waitForURL('**/nl/te-koop/?living=100-&epc=c&has=garden')
  await expect(cards(page).first()).toBeVisible()
  const filtered = await resultCount(page)
  expect(filtered).toBeGreaterThan(0)

  // Each filter is a chip that removes it alone.
  const chips = page.getByRole('navigation', { name: 'Actieve filters' })
  await expect(chips.getByRole('link', { name: /^Filter verwijderen: Bewoonbare oppervlakte: vanaf 100\sm²$/ })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Filter verwijderen: EPC-label: C of beter' })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'Filter verwijderen: Tuin' })).toBeVisible()

  // The box starts on the same search: its other filters unfolded, each control holding its value.
  await expect(form.getByRole('button', { name: 'Filters verbergen' })).toHaveAttribute('aria-expanded', 'true')
  await expect(form.getByRole('textbox', { name: 'Min. m²: Bewoonbare oppervlakte' })).toHaveValue('100')
  await expect(form.getByRole('textbox', { name: 'Max. m²: Bewoonbare oppervlakte' })).toHaveValue('')
  await expect(form.getByRole('combobox', { name: 'EPC-label' })).toHaveValue('c')
  await expect(form.getByRole('checkbox', { name: /^Tuin/ })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: /^Terras/ })).not.toBeChecked()

  // Sorting by price per m² keeps the filters.
  await page.getByRole('navigation', { name: 'Sorteren op' }).getByRole('link', { name: 'Prijs per m² oplopend' }).click()
  await page.waitForURL('**/nl/te-koop/?living=100-&epc=c&has=garden&sort=price-m2-asc')
  expect(await resultCount(page)).toBe(filtered)

  await page.getByRole('navigation', { name: 'Actieve filters' }).getByRole('link', { name: 'Filter verwijderen: Tuin' }).click()
  await page.waitForURL('**/nl/te-koop/?living=100-&epc=c&sort=price-m2-asc')
  expect(await resultCount(page)).toBeGreaterThanOrEqual(filtered)
  await expect(box(page).getByRole('checkbox', { name: /^Tuin/ })).not.toBeChecked()
  await page.getByRole('navigation', { name: 'Actieve filters' }).getByRole('link', { name: 'Filter verwijderen: EPC-label: C of beter' }).click()
  await page.waitForURL('**/nl/te-koop/?living=100-&sort=price-m2-asc')
  await expect(box(page).getByRole('combobox', { name: 'EPC-label' })).toHaveValue('')
})

test('the area, EPC and feature controls work by keyboard alone and name themselves', async ({ page }) => {
  await page.goto('/en/for-sale/')
  const form = box(page)
  const toggle = form.getByRole('button', { name: /^(Show|Hide) filters/ })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')

  const livingMin = form.getByRole('textbox', { name: 'Min. m²: Living area' })
  await livingMin.focus()
  // Digits only reach an area field.
  await page.keyboard.type('9a0')
  await expect(livingMin).toHaveValue('90')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'Max. m²: Living area' })).toBeFocused()
  await page.keyboard.type('250')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'Min. m²: Plot area' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('textbox', { name: 'Max. m²: Plot area' })).toBeFocused()
  await page.keyboard.press('Tab')
  const epc = form.getByRole('combobox', { name: 'EPC label' })
  await expect(epc).toBeFocused()
  await expect(epc).toHaveAccessibleDescription("Each listing on its own region's scale")
  // A closed select takes the first letter of a choice ('D or better').
  await page.keyboard.press('d')
  await expect(epc).toHaveValue('d')
  await page.keyboard.press('Tab')
  const garden = form.getByRole('checkbox', { name: /^Garden \(\d+\)$/ })
  await expect(garden).toBeFocused()
  await page.keyboard.press('Space')
  await expect(garden).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const parking = form.getByRole('checkbox', { name: /^Parking or garage/ })
  await expect(parking).toBeFocused()
  await page.keyboard.press('Space')
  await expect(form.getByRole('group', { name: 'Features' })).toBeVisible()
  await expect(form.getByRole('group', { name: 'Living area (m²)' })).toBeVisible()
  await form.getByRole('button', { name: 'Search now' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL('**/en/for-sale/?living=90-250&epc=d&has=garden,parking')
  await expect(countHeading(page)).toBeVisible()
})

test('a results page shows its filters in the box: folded behind a count on a phone, whole at 200% zoom, with no axe finding', async ({ page }) => {
  const url = '/nl/te-koop/?living=100-&epc=c&has=garden,terrace'
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(url)
  const form = box(page)
  const toggle = form.getByRole('button', { name: 'Filters tonen (4 actief)' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(form.getByRole('textbox', { name: 'Min. m²: Bewoonbare oppervlakte' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Actieve filters' }).getByRole('link', { name: /^Filter verwijderen/ })).toHaveCount(4)
  await toggle.click()
  await expect(form.getByRole('textbox', { name: 'Min. m²: Bewoonbare oppervlakte' })).toHaveValue('100')
  await expect(form.getByRole('checkbox', { name: /^Terras/ })).toBeChecked()

  // A 1280 pixel screen at 200% zoom is 640 CSS pixels wide: every control shows without scrolling sideways.
  await page.setViewportSize({ width: 640, height: 360 })
  await page.goto(url)
  const zoomed = box(page)
  await zoomed.getByRole('button', { name: 'Filters tonen (4 actief)' }).click()
  for (const control of [
    zoomed.getByRole('textbox', { name: 'Max. m²: Grondoppervlakte' }),
    zoomed.getByRole('combobox', { name: 'EPC-label' }),
    zoomed.getByRole('checkbox', { name: /^Nieuwbouw/ }),
  ]) {
    await control.scrollIntoViewIfNeeded()
    await expect(control).toBeVisible()
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
  expect(await axeViolations(page, url)).toEqual([])
})

test('the richer filters are normalised into one cached page, and junk in them is dropped', async ({ request }) => {
  const first = await request.get('/nl/te-koop/?living=100-&plot=200-1000&epc=c&has=garden,terrace')
  expect(first.status()).toBe(200)
  const respelled = await request.get('/nl/te-koop/?has=terrace&has=GARDEN&epc=C&plot=1000-0200&living=0100-&utm_campaign=x')
  expect(respelled.headers()['x-nextjs-cache']).toBe('HIT')
  for (const junk of ['living=abc', 'living=95.5-', 'plot=1-2-3', 'epc=z', 'epc=a%2B', 'has=pool', 'sort=price-m2-desc', `living=${'9'.repeat(5000)}-`]) {
    const res = await request.get(`/nl/te-koop/?${junk}`)
    expect(res.status(), junk.slice(0, 40)).toBe(200)
    expect(await res.text(), junk.slice(0, 40)).toContain('id="results-count"')
  }
})
