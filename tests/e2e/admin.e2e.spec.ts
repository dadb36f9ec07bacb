import { type Page, expect, test } from '@playwright/test'

const PUBLIC_COLLECTIONS = ['properties', 'projects', 'cities', 'property-types', 'pages', 'menus', 'translations', 'team-members', 'media']

test('the admin login page loads and staff sign in to the seeded properties', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/admin/login')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  // The agency's brand, not the framework's: its logo named after it, the site's own icon as favicon.
  const settings = (await (await page.request.get('/api/globals/site-settings?depth=0')).json()) as { agency: { name: string } }
  await expect(page.getByRole('img', { name: settings.agency.name })).toBeVisible()
  await expect(page.locator('head link[rel="icon"][href*="/icon.svg"]').first()).toHaveCount(1)
  await expect(page.locator('svg.graphic-logo')).toHaveCount(0)
  await page.getByLabel(/email/i).fill('admin@example.com')
  await page.getByLabel(/password/i).fill('admin-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)

  await page.goto('/admin/collections/properties?limit=10')
  await expect(page.getByText(/1-10 of 150/)).toBeVisible()
  // Prices as people write them: € 680.000, a rent with its period.
  const prices = await page.locator('td.cell-price').allInnerTexts()
  expect(prices.length).toBe(10)
  // (Belgian formats put a no-break space after the euro sign.)
  for (const price of prices) expect(price).toMatch(/^(—|(from )?€\s\d{1,3}(\.\d{3})*( \/ (month|year|m²))?)$/)
  expect(prices.some((price) => /€\s\d/.test(price))).toBe(true)
  // Each listing with its cover photo, loaded.
  const covers = page.locator('td.cell-photos img')
  await expect(covers.first()).toBeVisible()
  expect(await covers.count()).toBe(10)
  expect(await covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(errors).toEqual([])
})

// The demo as seeded (this file runs before the others change its data).
test('every list and edit view of the demo names its relations: no "Untitled" anywhere, in filters and versions neither', async ({ page }) => {
  // Two views of every collection, each read to its end.
  test.setTimeout(240_000)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@example.com')
  await page.getByLabel(/password/i).fill('admin-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  const collections = await page.locator('nav a[href^="/admin/collections/"]').evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname.split('/')[3]))])
  const globals = await page.locator('nav a[href^="/admin/globals/"]').evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))])
  expect(collections.length).toBeGreaterThan(15)

  /** Opens a view and scrolls it whole, so cells that load their relation when seen (the list's) have loaded it; returns how often "Untitled" shows. */
  const untitledIn = async (tab: Page, path: string) => {
    await tab.goto(path)
    await tab.locator('.collection-list, .collection-edit, .global-edit, .view-version, .versions').first().waitFor()
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // Relationship names are read once their cells or fields are on screen: wait until those reads are answered.
    await tab.waitForLoadState('networkidle')
    return tab.getByText(/Untitled/).count()
  }
  /** A collection's list, then its first document's edit view. */
  const collection = async (tab: Page, slug: string) => {
    expect(await untitledIn(tab, `/admin/collections/${slug}?limit=10`), `${slug} list`).toBe(0)
    const link = tab.locator('table tbody tr td a').first()
    if ((await link.count()) === 0) return
    expect(await untitledIn(tab, (await link.getAttribute('href'))!), `${slug} edit`).toBe(0)
    // Relationship fields show their documents' names once read.
    await expect(tab.locator('.relationship--single-value, .rs__single-value').getByText(/Untitled|ID:/)).toHaveCount(0)
  }
  const globalView = async (tab: Page, path: string) => expect(await untitledIn(tab, path), path).toBe(0)

  // Two tabs of the same signed-in session share the views: while one waits for its view's reads to end, the other renders.
  const second = await page.context().newPage()
  const tasks = [...collections.map((slug) => (tab: Page) => collection(tab, slug)), ...globals.map((path) => (tab: Page) => globalView(tab, path))]
  await Promise.all(
    [page, second].map(async (tab) => {
      for (let task = tasks.shift(); task; task = tasks.shift()) await task(tab)
    }),
  )
  await second.close()

  // A listing's version history and a filter on its type show names too.
  expect(await untitledIn(page, '/admin/collections/properties/1/versions'), 'versions').toBe(0)
  expect(await untitledIn(page, '/admin/collections/properties?limit=10&where[or][0][and][0][type][equals]=1'), 'filter').toBe(0)
  await expect(page.locator('.condition__value, .where-builder').getByText(/Untitled|ID:/)).toHaveCount(0)
})

test('the admin shows each property in the four languages, German falling back to Dutch', async ({ page, request }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('editor@example.com')
  await page.getByLabel(/password/i).fill('editor-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)

  const name = async (locale: string) => {
    const res = await request.get(`/api/properties/1?locale=${locale}&depth=0`)
    return ((await res.json()) as { name: string }).name
  }
  const [nl, fr, en, de] = [await name('nl'), await name('fr'), await name('en'), await name('de')]
  expect(new Set([nl, fr, en]).size).toBe(3)
  expect(de).toBe(nl)
  // The list (newest first: property 1) reads each language.
  for (const [locale, expected] of [['nl', nl], ['fr', fr], ['en', en]] as const) {
    await page.goto(`/admin/collections/properties?locale=${locale}&limit=10`)
    await expect(page.getByRole('link', { name: expected, exact: true }).first(), locale).toBeVisible()
  }
  // In German every property is listed and marked untranslated (Payload's admin shows no fallback
  // so editors see what is left to translate); visitors and the API get the Dutch text instead.
  await page.goto('/admin/collections/properties?locale=de&limit=10')
  await expect(page.getByText(/1-10 of 150/)).toBeVisible()
  await expect(page.getByRole('link', { name: '<No Name>' }).first()).toBeVisible()
  // The edit form shows the language being edited; German starts empty, ready to translate.
  await page.goto('/admin/collections/properties/1?locale=fr')
  await expect(page.locator('input[name="name"]')).toHaveValue(fr)
  await page.goto('/admin/collections/properties/1?locale=de')
  await expect(page.locator('input[name="name"]')).toHaveValue('')
  // Its relations read by their names, not "Untitled - ID".
  const { type } = (await (await request.get('/api/properties/1?depth=1&locale=nl')).json()) as { type: { name: string } }
  await page.goto('/admin/collections/properties/1?locale=nl')
  await expect(page.locator('#field-type')).toContainText(type.name)
  await expect(page.getByText(/Untitled - ID/)).toHaveCount(0)
})

test('anonymous REST reads public collections and is refused submissions and users', async ({ request }) => {
  for (const collection of PUBLIC_COLLECTIONS) {
    const res = await request.get(`/api/${collection}?limit=1&depth=0`)
    expect(res.status(), collection).toBe(200)
    expect(((await res.json()) as { totalDocs: number }).totalDocs, collection).toBeGreaterThan(0)
  }
  for (const slug of ['header', 'footer', 'site-settings']) {
    expect((await request.get(`/api/globals/${slug}`)).status(), slug).toBe(200)
  }
  for (const collection of ['form-submissions', 'users']) {
    expect((await request.get(`/api/${collection}`)).status(), collection).toBe(403)
  }
  const drafts = await request.get('/api/properties?draft=true&limit=200&depth=0&where[_status][equals]=draft')
  expect(((await drafts.json()) as { totalDocs: number }).totalDocs).toBe(0)
})

test('staff cannot publish a Brussels listing without its CO2 figure: the admin names what is missing', async ({ page, request }) => {
  const cities = await request.get('/api/cities?where[region][equals]=brussels&limit=100&depth=0')
  const cityIds = ((await cities.json()) as { docs: { id: number }[] }).docs.map((c) => c.id)
  expect(cityIds.length).toBeGreaterThan(0)
  const listings = await request.get(`/api/properties?depth=0&limit=1&where[city][in]=${cityIds.join(',')}&where[energy.co2Emission][exists]=true`)
  const [listing] = ((await listings.json()) as { docs: { id: number; energy: { co2Emission: number } }[] }).docs
  expect(listing).toBeTruthy()

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('editor@example.com')
  await page.getByLabel(/password/i).fill('editor-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`/admin/collections/properties/${listing.id}?locale=nl`)
  await expect(page.getByText('Ready to publish')).toBeVisible()
  await page.getByText('Energy & legal', { exact: true }).click()
  await page.locator('input[name="energy.co2Emission"]').fill('')
  // The sidebar checklist flags it as staff type, and the refusal names it.
  await expect(page.getByText(/CO2 emission \(kg CO2\/m²·year\): missing/)).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/Cannot publish: missing mandatory mentions for Brussels: CO2 emission/).first()).toBeVisible()

  // Nothing changed for visitors: the published listing keeps its CO2 figure.
  const after = await request.get(`/api/properties/${listing.id}?depth=0`)
  expect(((await after.json()) as { energy: { co2Emission: number } }).energy.co2Emission).toBe(listing.energy.co2Emission)
})

test("staff saving a wrong value read why under the field, not only that it is wrong", async ({ page, request }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('editor@example.com')
  await page.getByLabel(/password/i).fill('editor-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto('/admin/collections/cities/create?locale=nl')
  await page.locator('#field-name').fill('Nergensdorp')
  await page.locator('#field-zip').fill('90')
  const answer = page.waitForResponse((response) => response.url().includes('/api/cities') && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answer).status()).toBe(400)
  await expect(page.getByText('A postcode has four digits.')).toBeVisible()
  // Nothing was stored.
  expect(((await (await request.get('/api/cities?where[name][equals]=Nergensdorp&depth=0')).json()) as { totalDocs: number }).totalDocs).toBe(0)
})
