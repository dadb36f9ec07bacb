import { type APIRequestContext, type Page, expect, test } from '@playwright/test'

/** Cookie consent (SPEC 4) and the analytics it allows (SPEC 7), against the seeded site with test IDs set. */

const IDS = { googleAnalyticsId: 'G-TEST12345', adsId: 'AW-123456789', tagManagerId: 'GTM-TEST123', facebookPixelId: '123456789012345' }
const NO_IDS = { googleAnalyticsId: null, adsId: null, tagManagerId: null, facebookPixelId: null }
const ANALYTICS_HOSTS = /^https?:\/\/([^/?#]+\.)?(googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|doubleclick\.net)([/?#:]|$)/
const TRACKER_SCRIPTS = 'script[src*="googletagmanager.com"], script[src*="google-analytics.com"], script[src*="facebook.net"], script[src*="doubleclick.net"]'
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST12345'
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js'
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }

const stored = (values: [string, string, string, string]) => ({
  consent: 'set',
  consentAdUserData: values[0],
  consentAdStorage: values[1],
  consentAnalyticsStorage: values[2],
  consentAdPersonalization: values[3],
})

/** Answers every analytics host with an empty script and records what was asked. */
const stubAnalytics = async (page: Page): Promise<string[]> => {
  const requests: string[] = []
  await page.route(ANALYTICS_HOSTS, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return requests
}

/** Every localStorage key that starts with "consent", with its value. */
const consentStorage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((key) => key.startsWith('consent')).map((key) => [key, localStorage.getItem(key)])))

/** window.dataLayer with gtag's Arguments objects as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  )

const trackerScripts = (page: Page) => page.locator(TRACKER_SCRIPTS)
const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy, your choice' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Choose which cookies you allow' })
const reopen = (page: Page) => page.getByRole('button', { name: 'Cookie settings' })

const setAnalyticsIds = async (api: APIRequestContext, analytics: typeof IDS | typeof NO_IDS) => {
  const login = await api.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' } })
  expect(login.ok(), 'admin login').toBe(true)
  const { token } = (await login.json()) as { token: string }
  const saved = await api.post('/api/globals/site-settings', { data: { analytics }, headers: { Authorization: `JWT ${token}` } })
  expect(saved.ok(), await saved.text()).toBe(true)
  // site-settings is cached by tag; its afterChange hook expires it, so the next render has the change.
  await expect.poll(async () => (await (await api.get('/en/')).text()).includes(IDS.googleAnalyticsId)).toBe(analytics.googleAnalyticsId !== null)
}

let api: APIRequestContext

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await setAnalyticsIds(api, IDS)
})

test.afterAll(async () => {
  await setAnalyticsIds(api, NO_IDS)
  await api.dispose()
})

test('Consent Mode defaults come first and nothing is loaded before a choice', async ({ page }) => {
  const requests = await stubAnalytics(page)
  await page.goto('/en/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toBeFocused()
  expect((await dataLayer(page))[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }])
  expect(await page.evaluate(() => document.getElementById('consent-defaults')?.parentElement?.tagName)).toBe('HEAD')
  await expect(trackerScripts(page)).toHaveCount(0)
  expect(await consentStorage(page)).toEqual({})
  expect(requests).toEqual([])
})

test('accept all stores the five flags and loads analytics, ads, tag manager and the pixel', async ({ page }) => {
  const requests = await stubAnalytics(page)
  await page.goto('/en/')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentStorage(page)).toEqual(stored(['true', 'true', 'true', 'true']))
  await expect.poll(() => requests).toEqual(expect.arrayContaining([GTAG, GTM, PIXEL]))
  const layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'update', GRANTED])
  expect(layer).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }])
  expect(layer).toContainEqual(['config', 'AW-123456789', { send_page_view: false }])
  await expect.poll(async () => (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'event' && e[1] === 'page_view')).toHaveLength(1)

  // The stored choice is applied at once on the next visit: no dialog, scripts loaded again.
  requests.length = 0
  await page.reload()
  await expect(reopen(page)).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect((await dataLayer(page)).slice(0, 3)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }], ['set', 'ads_data_redaction', true], ['consent', 'update', GRANTED]])
  await expect.poll(() => requests).toEqual(expect.arrayContaining([GTAG, GTM, PIXEL]))
})

test('decline stores only the necessary flag and loads no analytics, ads or pixel script', async ({ page }) => {
  const requests = await stubAnalytics(page)
  await page.goto('/en/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(reopen(page)).toBeVisible()
  expect(await consentStorage(page)).toEqual(stored(['false', 'false', 'false', 'false']))
  expect(await dataLayer(page)).toContainEqual(['consent', 'update', DENIED])
  await expect(trackerScripts(page)).toHaveCount(0)

  await page.reload()
  await expect(reopen(page)).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await expect(trackerScripts(page)).toHaveCount(0)
  expect(requests).toEqual([])
})

test('settings with one category on stores exactly that one', async ({ page }) => {
  const requests = await stubAnalytics(page)
  await page.goto('/en/')
  await banner(page).getByRole('button', { name: 'Settings' }).click()
  const panel = settings(page)
  await expect(panel).toBeFocused()
  const necessary = panel.getByRole('switch', { name: 'Necessary' })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await expect(panel.getByText('Always active')).toBeVisible()
  for (const name of ['Ad user data', 'Ad storage', 'Analytics', 'Ad personalisation']) {
    await expect(panel.getByRole('switch', { name }), name).not.toBeChecked()
    await expect(panel.getByRole('switch', { name }), name).toBeEnabled()
  }
  await expect(panel.getByText('Helps us understand how visitors use the site so we can improve it.')).toBeVisible()
  await expect(panel.getByRole('button')).toHaveText(['Accept selection', 'Decline', 'Accept all'])

  await panel.getByRole('switch', { name: 'Analytics' }).check()
  await panel.getByRole('button', { name: 'Accept selection' }).click()
  await expect(panel).toBeHidden()
  expect(await consentStorage(page)).toEqual(stored(['false', 'false', 'true', 'false']))
  await expect.poll(() => requests).toContain(GTAG)
  const layer = await dataLayer(page)
  expect(layer).toContainEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])
  expect(layer).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }])
  expect(layer).not.toContainEqual(['config', 'AW-123456789', { send_page_view: false }])
  await expect(page.locator(`script[src="${PIXEL}"]`)).toHaveCount(0)
  expect(requests).not.toContain(PIXEL)
})

test('?setcookies forgets the choice and shows the dialog again', async ({ page }) => {
  await stubAnalytics(page)
  await page.goto('/en/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(reopen(page)).toBeVisible()

  await page.goto('/en/?setcookies')
  await expect(banner(page)).toBeVisible()
  await expect(page).toHaveURL(/\/en\/?$/)
  expect(await consentStorage(page)).toEqual({})
  await expect(trackerScripts(page)).toHaveCount(0)
})

test('a preview path shows no dialog', async ({ page }) => {
  const requests = await stubAnalytics(page)
  // The consent code has run once it has taken setcookies out of the address.
  await page.goto('/en/preview/?setcookies')
  await expect(page).toHaveURL(/\/en\/preview\/$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(reopen(page)).toHaveCount(0)

  // Staff previewing a draft page (the admin's live preview) see no dialog either.
  const login = await page.request.post('/api/users/login', { data: { email: 'admin@example.com', password: 'admin-demo' } })
  expect(login.ok()).toBe(true)
  const { docs } = (await (await page.request.get('/api/pages?where[key][equals]=home&depth=0&limit=1')).json()) as { docs: { id: number }[] }
  const response = await page.goto(`/en/preview/${docs[0].id}/?setcookies`)
  expect(response?.status()).toBe(200)
  // The live preview refreshes the route itself, so wait for the page's scripts by their effect
  // on the header instead of on the address.
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(reopen(page)).toHaveCount(0)
  expect(requests).toEqual([])

  await page.goto('/en/')
  await expect(banner(page)).toBeVisible()
})

test('the cookie settings button reopens the settings, and withdrawing consent unloads the scripts', async ({ page }) => {
  const requests = await stubAnalytics(page)
  await page.goto('/en/')
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect.poll(() => requests).toContain(GTAG)

  await reopen(page).click()
  const panel = settings(page)
  await expect(panel).toBeFocused()
  for (const name of ['Ad user data', 'Ad storage', 'Analytics', 'Ad personalisation']) {
    await expect(panel.getByRole('switch', { name }), name).toBeChecked()
  }
  // Closing without a change keeps the choice and gives the focus back.
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(reopen(page)).toBeFocused()

  await reopen(page).click()
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.1', domain: new URL(page.url()).hostname, path: '/' }])
  const reloaded = page.waitForEvent('load')
  await settings(page).getByRole('button', { name: 'Decline' }).click()
  await reloaded
  await expect(reopen(page)).toBeVisible()
  expect(await consentStorage(page)).toEqual(stored(['false', 'false', 'false', 'false']))
  await expect(trackerScripts(page)).toHaveCount(0)
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('_ga')
})

test('page views carry the location with the campaign, the referrer and the consent state', async ({ page }) => {
  await stubAnalytics(page)
  await page.goto('/en/?utm_source=news&utm_campaign=spring')
  const home = page.url()
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  const pageViews = async () =>
    (await dataLayer(page)).filter((e): e is Record<string, unknown> => !Array.isArray(e) && (e as { event?: string }).event === 'page_view')
  const gtagPageViews = async () => (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'event' && e[1] === 'page_view')
  await expect.poll(pageViews).toHaveLength(1)
  expect((await pageViews())[0]).toEqual({ event: 'page_view', page_location: home, page_referrer: '', consent_state: GRANTED })

  // A client-side route change (Next follows history.pushState) sends the next one, the campaign appended.
  await page.evaluate(() => window.history.pushState(null, '', '/en/?page=2'))
  await expect.poll(pageViews).toHaveLength(2)
  const second = new URL('/en/?page=2', home).href
  expect((await pageViews())[1]).toEqual({
    event: 'page_view',
    page_location: `${second}&utm_source=news&utm_campaign=spring`,
    page_referrer: home,
    consent_state: GRANTED,
  })
  expect(await gtagPageViews()).toEqual([
    ['event', 'page_view', { page_location: home, page_referrer: '', send_to: ['G-TEST12345', 'AW-123456789'] }],
    ['event', 'page_view', { page_location: `${second}&utm_source=news&utm_campaign=spring`, page_referrer: home, send_to: ['G-TEST12345', 'AW-123456789'] }],
  ])

  // The campaign is kept for the visit: the next page keeps reporting it, with this page as referrer.
  await page.locator('a[href="/en/for-sale/"]:visible').first().click()
  await expect(page).toHaveURL(/\/en\/for-sale\/$/)
  await expect.poll(async () => (await pageViews()).at(-1)?.page_location).toBe(`${page.url()}?utm_source=news&utm_campaign=spring`)
  expect((await pageViews()).at(-1)).toMatchObject({ page_referrer: second, consent_state: GRANTED })
})

test('on a phone the choices are equal buttons that fit, and work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await stubAnalytics(page)
  await page.goto('/fr/')
  const dialog = page.getByRole('dialog', { name: 'Votre vie privée, votre choix' })
  await expect(dialog).toBeFocused()
  await expect(dialog.getByRole('link', { name: 'Politique cookies' })).toHaveAttribute('href', '/fr/politique-cookies/')
  const buttons = dialog.getByRole('button')
  await expect(buttons).toHaveText(['Tout accepter', 'Refuser', 'Paramètres'])
  const boxes = await Promise.all([0, 1, 2].map(async (i) => (await buttons.nth(i).boundingBox())!))
  for (const box of boxes) {
    expect(box.width).toBeCloseTo(boxes[0].width, 0)
    expect(box.height).toBeCloseTo(boxes[0].height, 0)
    expect(box.x + box.width).toBeLessThanOrEqual(360)
  }
  const looks = await buttons.evaluateAll((list) =>
    list.map((b) => {
      const s = getComputedStyle(b)
      return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, s.borderColor].join()
    }),
  )
  expect(new Set(looks).size).toBe(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

  // Tab past the policy link and "accept all" to "decline".
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(buttons.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  expect(await consentStorage(page)).toEqual(stored(['false', 'false', 'false', 'false']))

  // The reopen button stays small, in the bottom-left corner.
  const corner = (await page.getByRole('button', { name: 'Paramètres des cookies' }).boundingBox())!
  expect(corner.width).toBeLessThanOrEqual(44)
  expect(corner.height).toBeLessThanOrEqual(44)
  expect(corner.x).toBeLessThan(20)
  expect(corner.y + corner.height).toBeGreaterThan(740 - 20)
})
