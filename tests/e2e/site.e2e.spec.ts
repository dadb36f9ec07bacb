import { expect, type Page, test } from '@playwright/test'

import { expectFrenchNotFoundPageWorks } from '../helpers/notFound'
import { PAGE_TYPES, QUALITY_LOCALES, expectedStatus } from '../helpers/pageTypes'

/** DESIGN.md's URL table (property, print and owner rows aside), per language: the page types but the 404 page. */
const URLS = Object.fromEntries(QUALITY_LOCALES.map((locale) => [locale, PAGE_TYPES[locale].filter((url) => expectedStatus(url) === 200)]))

/** Visitors here have made their cookie choice, so the dialog does not cover what is tested. */
const withConsent = async (page: Page) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', 'set')
  })
}

const errorsOf = (page: Page) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('every page of the URL table answers 200 in its language, without console errors', async ({ page }) => {
  // Some forty pages, loaded one after the other.
  test.setTimeout(180_000)
  await withConsent(page)
  const errors = errorsOf(page)
  for (const [locale, urls] of Object.entries(URLS)) {
    for (const url of urls) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      await expect(page.locator('html'), url).toHaveAttribute('lang', locale)
      await expect(page.locator('h1').first(), url).toBeAttached()
    }
  }
  expect(errors).toEqual([])
})

test('/ and the old URLs redirect to the localised pages', async ({ request }) => {
  const location = async (url: string, headers: Record<string, string> = {}) => {
    const response = await request.get(url, { maxRedirects: 0, headers })
    return [response.status(), new URL(response.headers().location ?? '', 'http://x').pathname + new URL(response.headers().location ?? '', 'http://x').search]
  }
  expect(await location('/', { 'accept-language': 'fr-BE,fr;q=0.9' })).toEqual([307, '/fr/'])
  expect(await location('/?lng=en')).toEqual([307, '/en/'])
  expect(await location('/', { cookie: 'i18next=en', 'accept-language': 'fr' })).toEqual([307, '/en/'])
  expect(await location('/', { 'accept-language': 'de' })).toEqual([307, '/nl/'])
  expect(await location('/for-sale/?search=gent&bedrooms=2', { 'accept-language': 'fr' })).toEqual([308, '/fr/a-vendre/?search=gent&bedrooms=2'])
  expect(await location('/for-rent/', { 'accept-language': 'en' })).toEqual([308, '/en/for-rent/'])
  expect(await location('/contact-demand/')).toEqual([308, '/nl/gratis-schatting/'])
  expect(await location('/feed-back/')).toEqual([308, '/nl/contact/'])
  const [status, target] = await location('/property/1/', { 'accept-language': 'en' })
  expect(status).toBe(308)
  expect(target).toMatch(/^\/en\/for-(sale|rent)\/[a-z0-9-]+\/[a-z0-9-]+\/1\/$/)
  expect(await location('/nl/over-ons')).toEqual([308, '/nl/over-ons/'])
})

test('unknown languages and paths answer 404 with a link home and a search form; odd queries do not break pages', async ({ page }) => {
  await withConsent(page)
  for (const url of ['/nl/bestaat-niet/', '/xx/', '/de/', '/fr/te-koop/', '/nl/bedankt/onbekend/']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
  }
  await page.goto('/fr/nexiste-pas/')
  await expectFrenchNotFoundPageWorks(page)

  const odd = await page.goto(`/nl/?${'a'.repeat(3000)}=%E0%A4%A&x[]=1&x[y]=2&setcookies=`)
  expect(odd?.status()).toBe(200)
})

test('the language switcher lands on the same page and remembers the choice', async ({ page, context }) => {
  await withConsent(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/nl/over-ons/')
  await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'FR' }).click()
  await expect(page).toHaveURL(/\/fr\/agence\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('fr')
  expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('fr')
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'EN' }).click()
  await expect(page).toHaveURL(/\/en\/office\/$/)
})

test.describe('layout behaviour', () => {
  for (const [device, width] of [['phone', 375], ['tablet', 900], ['desktop', 1366]] as const) {
    test(`header state at 0 and 31 px of scroll on the ${device}`, async ({ page }) => {
      await withConsent(page)
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/nl/')
      const header = page.locator('header').first()
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
      expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
      await page.evaluate(() => window.scrollTo(0, 31))
      await expect(header).toHaveAttribute('data-scrolled', 'true')
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
      // The colour fades in over 0.2 s: wait for it to settle.
      await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
      await page.evaluate(() => window.scrollTo(0, 30))
      await expect(header).toHaveAttribute('data-scrolled', 'false')
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('absolute')
      // On other pages the header is opaque at the top too.
      await page.goto('/nl/contact/')
      expect(await page.locator('header').first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    })
  }

  test('the phone drawer lists the menu, free valuation, header links and languages, and locks scrolling', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/nl/over-ons/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    for (const name of ['Te koop', 'Te huur', 'Contact', 'Gratis schatting', 'Login eigenaar']) {
      await expect(drawer.getByRole('link', { name, exact: true }).first(), name).toBeVisible()
    }
    await expect(drawer.getByRole('link', { name: 'FR' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })

  test('back to top appears from 10 px of scroll and brings the page up smoothly', async ({ page }) => {
    await withConsent(page)
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/nl/privacyverklaring/')
    const button = page.getByRole('button', { name: 'Naar boven' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 9))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })
})

test("on a phone the home banner's first photo comes with the page, its others once the page has loaded; without scripts the first photo stays, still", async ({ browser }) => {
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await withConsent(page)
  await page.goto('/nl/')
  const slides = page.locator('img[data-animated="true"]')
  expect(await slides.count()).toBeGreaterThan(1)
  // Once loaded, the page is marked so, every photo loads and the cross-fade runs.
  await expect(page.locator('html[data-loaded]')).toHaveCount(1)
  await expect.poll(() => slides.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 }).toBe(true)
  expect(await slides.nth(1).evaluate((image) => getComputedStyle(image).animationName)).not.toBe('none')
  // When each photo was asked for, against the page's load event.
  const timing = await slides.evaluateAll((images) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const started = (image: HTMLImageElement) => (performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined)?.startTime ?? -1
    return { load: navigation.loadEventStart, photos: images.map((image) => started(image as HTMLImageElement)) }
  })
  const [first, ...others] = timing.photos
  expect(first).toBeGreaterThanOrEqual(0)
  expect(first).toBeLessThan(timing.load)
  for (const other of others) expect(other).toBeGreaterThanOrEqual(timing.load)
  await context.close()

  // Without scripts (where browsers load lazy images at once anyway): the first photo, still; the others never show.
  const still = await browser.newContext({ ...phone, javaScriptEnabled: false })
  const plain = await still.newPage()
  await plain.goto('/nl/')
  const stills = plain.locator('img[data-animated="true"]')
  await expect(stills.first()).toBeVisible()
  expect(await stills.first().evaluate((image) => [getComputedStyle(image).opacity, getComputedStyle(image).animationName])).toEqual(['1', 'none'])
  await expect(stills.nth(1)).toBeHidden()
  await expect(stills.nth(2)).toBeHidden()
  await still.close()
})

test('an edited translation, and a banner text with HTML, show on the next request, sanitised', async ({ page, request }) => {
  await withConsent(page)
  const login = await request.post('/api/users/login', { data: { email: 'editor@example.com', password: 'editor-demo' } })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/translations?where[key][equals]=SEARCH_NOW&locale=nl', { headers: auth })
  const entry = ((await found.json()) as { docs: { id: number; value: string }[] }).docs[0]
  const header = (await (await request.get('/api/globals/header?locale=nl&depth=0', { headers: auth })).json()) as { banner: { description: string } }
  try {
    await request.patch(`/api/translations/${entry.id}?locale=nl`, { headers: auth, data: { value: 'Vind mijn woning' } })
    await request.post('/api/globals/header?locale=nl', { headers: auth, data: { banner: { description: '<p>Welkom <strong>thuis</strong><script>window.hacked=1</script><img src=x onerror="window.hacked=2"></p>' } } })
    await page.goto('/nl/')
    await expect(page.getByRole('button', { name: 'Vind mijn woning' })).toBeVisible()
    await expect(page.locator('strong', { hasText: 'thuis' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined()
    expect(await page.content()).not.toContain('onerror')
  } finally {
    await request.patch(`/api/translations/${entry.id}?locale=nl`, { headers: auth, data: { value: entry.value } })
    await request.post('/api/globals/header?locale=nl', { headers: auth, data: { banner: { description: header.banner.description } } })
  }
  await page.goto('/nl/')
  await expect(page.getByRole('button', { name: entry.value })).toBeVisible()
})

test('German is switched on only once its pages have addresses; then it answers in Dutch until translated, its listings too, and the switcher follows the setting', async ({ page, request }) => {
  await withConsent(page)
  const login = await request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' } })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const setLanguages = (enabled: string[]) => request.post('/api/globals/site-settings', { headers: auth, data: { languages: { enabled, defaultLocale: 'nl' } } })
  try {
    // No page has a German address yet: refused, naming the pages, and nothing changes.
    const refused = await setLanguages(['nl', 'fr', 'en', 'de'])
    expect(refused.status()).toBe(400)
    const message = await refused.text()
    expect(message).toContain('German has no address yet for: ')
    expect(message).toContain('Te koop (for-sale)')
    expect(message).toContain('Give each page a German slug first.')
    expect((await page.goto('/de/'))?.status()).toBe(404)

    // Staff give every published page a German title (its Dutch one, the sale page translated): its slug follows.
    const { docs } = (await (await request.get('/api/pages?locale=nl&depth=0&limit=200&where[_status][equals]=published', { headers: auth })).json()) as { docs: { id: number; key?: string | null; title: string }[] }
    for (const doc of docs) {
      const title = doc.key === 'for-sale' ? 'Zu verkaufen' : doc.title
      expect((await request.patch(`/api/pages/${doc.id}?locale=de`, { headers: auth, data: { title, _status: 'published' } })).ok(), doc.title).toBe(true)
    }
    expect((await setLanguages(['nl', 'fr', 'en', 'de'])).status()).toBe(200)
    const response = await page.goto('/de/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thuiskomen begint bij Immo Horizon')
    await expect(page.getByRole('navigation', { name: 'Taal' }).first().getByRole('link', { name: 'DE' })).toBeAttached()
    // A listing reached from the German sale page opens at its German address.
    expect((await page.goto('/de/zu-verkaufen/'))?.status()).toBe(200)
    const card = page.getByRole('main').getByRole('article').first().getByRole('link').first()
    await card.click()
    await expect(page).toHaveURL(/\/de\/zu-verkaufen\/[^/]+\/[^/]+\/\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect((await request.get(new URL(page.url()).pathname)).status()).toBe(200)

    expect((await setLanguages(['nl'])).status()).toBe(200)
    await page.goto('/nl/')
    await expect(page.getByRole('navigation', { name: 'Taal' })).toHaveCount(0)
    expect((await page.goto('/fr/'))?.status()).toBe(404)
  } finally {
    await setLanguages(['nl', 'fr', 'en'])
  }
  expect((await page.goto('/de/'))?.status()).toBe(404)
})
