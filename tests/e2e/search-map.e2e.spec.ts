import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'

/** A key of the right shape: Google is never reached, its hosts are stubbed below. */
const KEY = 'AIzaTestKey-0123456789abcdefghijklmno'
const GOOGLE = /^https:\/\/maps\.(googleapis|gstatic)\.com\//

const setMapsKey = async (request: APIRequestContext, googleMapsKey: string | null) => {
  const saved = await request.post('/api/globals/site-settings', { data: { maps: { googleMapsKey } }, headers: await asAdmin(request) })
  expect(saved.ok(), await saved.text()).toBe(true)
  // The settings are cached by tag and expire on save: wait until the results page has (or lacks) the key.
  await expect.poll(async () => (await (await request.get('/nl/te-koop/')).text()).includes(KEY)).toBe(googleMapsKey !== null)
}

/** Google's requests: answered by `answer` (a script that does nothing, or a network failure), and recorded. */
const stubGoogle = async (page: Page, answer: 'script' | 'offline') => {
  const asked: string[] = []
  await page.route(GOOGLE, (route) => {
    asked.push(route.request().url())
    return answer === 'offline' ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'text/javascript', body: '/* stub */' })
  })
  return asked
}

const chosen = (page: Page) => page.addInitScript(() => window.localStorage.setItem('consent', 'set'))
const cards = (page: Page) => page.getByRole('main').getByRole('article')

test.describe.configure({ mode: 'serial' })

test('without a Maps key there is no map toggle and Google is never asked', async ({ page }) => {
  await chosen(page)
  const asked = await stubGoogle(page, 'script')
  await page.goto('/nl/te-koop/')
  await expect(cards(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kaart' })).toHaveCount(0)
  expect(asked).toEqual([])
})

test.describe('with a Maps key', () => {
  test.beforeAll(async ({ request }) => setMapsKey(request, KEY))
  test.afterAll(async ({ request }) => setMapsKey(request, null))

  test("the list comes first, and opening the map loads Google's script with the key", async ({ page }) => {
    await chosen(page)
    const asked = await stubGoogle(page, 'script')
    await page.goto('/nl/te-koop/')
    await expect(cards(page).first()).toBeVisible()
    expect(asked, 'nothing is loaded before the map is opened').toEqual([])
    await page.getByRole('button', { name: 'Kaart' }).click()
    await expect(page.getByRole('button', { name: 'Kaart' })).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => asked.find((url) => url.startsWith('https://maps.googleapis.com/maps/api/js'))).toContain(`key=${KEY}`)
    await expect(page.getByRole('region', { name: 'Kaart' })).toBeVisible()
    await expect(cards(page).first()).toBeHidden()
    await page.getByRole('button', { name: 'Lijst' }).click()
    await expect(cards(page).first()).toBeVisible()
  })

  test('offline, the visitor is told the map is unavailable and the list is one click away', async ({ page }) => {
    await chosen(page)
    await stubGoogle(page, 'offline')
    await page.goto('/fr/a-vendre/')
    await page.getByRole('button', { name: 'Carte' }).click()
    await expect(page.getByRole('status').filter({ hasText: "La carte n'est pas disponible pour le moment." })).toBeVisible()
    await page.getByRole('button', { name: 'Liste' }).click()
    await expect(cards(page).first()).toBeVisible()
  })

  test("when the map's own code cannot be fetched (a deploy since the page loaded), the page stays and says so, and the next opening fetches it", async ({ page }) => {
    await chosen(page)
    await stubGoogle(page, 'script')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/en/for-sale/', { waitUntil: 'networkidle' })
    await expect(page.getByRole('button', { name: 'Map' })).toBeVisible()
    let refused = 0
    await page.route('**/_next/static/chunks/**', (route) => {
      refused++
      return route.abort('failed')
    })
    await page.getByRole('button', { name: 'Map' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The map is not available right now.' })).toBeVisible()
    expect(refused, "the map's code was asked for").toBeGreaterThan(0)
    await page.getByRole('button', { name: 'List' }).click()
    await expect(cards(page).first()).toBeVisible()
    await page.unroute('**/_next/static/chunks/**')
    await page.getByRole('button', { name: 'Map' }).click()
    await expect(page.getByRole('region', { name: 'Map' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('without JavaScript the list shows and no toggle that could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en/for-sale/')
    await expect(cards(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Map' })).toHaveCount(0)
    await context.close()
  })
})
