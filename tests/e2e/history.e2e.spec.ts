import { expect, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'

type Listing = { id: number; name: string; reference: string; price: number }

/** An amount as the English pages write it (src/i18n/numbers.ts: en-GB, whole euros). */
const euros = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount)

test('staff lower a price through the API: its card and its page say "Price reduced" and its page shows the price history', async ({ page, request }) => {
  const admin = await asAdmin(request)
  // A listing for sale on offer whose page shows a plain price; away from the first ones other specs pick.
  const query = [
    'where[_status][equals]=published',
    'where[goal][equals]=sale',
    'where[marquee][equals]=none',
    'where[publishPrice][equals]=true',
    'where[priceUnit][equals]=total',
    'where[price][greater_than]=100000',
    'where[reference][exists]=true',
    'sort=-publishedAt',
    'limit=20',
    'depth=0',
    'locale=en',
  ].join('&')
  const found = await request.get(`/api/properties?${query}`, { headers: admin })
  expect(found.ok(), await found.text()).toBe(true)
  const { docs } = (await found.json()) as { docs: Listing[] }
  const listing = docs[Math.min(12, docs.length - 1)]
  expect(listing, 'a listing for sale with a shown price').toBeTruthy()
  // Below anything it was shown at in the last 30 days (the seeded history may hold a reduction already).
  const lower = Math.floor((listing.price * 0.9) / 5000) * 5000

  const saved = await request.patch(`/api/properties/${listing.id}`, { data: { price: lower }, headers: admin })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    await page.addInitScript(() => window.localStorage.setItem('consent', 'set'))
    // The save expired the cached results at once: the card reads the new history.
    await page.goto(`/en/for-sale/?search=${encodeURIComponent(listing.reference)}`)
    const card = page.getByRole('main').getByRole('article').filter({ hasText: listing.name })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(/price reduced/i)
    await expect(card).toContainText(euros(lower))

    await card.getByRole('link').first().click()
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${listing.id}/`))
    // The page's own badge, by the card's rule, in its head beside the new price (the main's only <header>:
    // the similar listings below are articles without one, and the site's header is outside the main).
    const head = page.getByRole('main').locator('header')
    await expect(head).toHaveCount(1)
    await expect(head.getByText('Price reduced', { exact: true })).toBeVisible()
    await expect(head).toContainText(euros(lower))
    const history = page.getByRole('region', { name: 'Listing history' })
    await expect(history).toContainText(/Online since \d{1,2} \w+ \d{4} · (online since today|1 day online|\d+ days online)/)
    await expect(history.getByRole('listitem').filter({ hasText: `Price reduced from ${euros(listing.price)} to ${euros(lower)}` })).toHaveCount(1)
    await expect(history.getByRole('listitem').first()).toContainText(/^\d{1,2} \w+ \d{4} Listed/)
  } finally {
    // The price as it was, so no other spec meets this change (the history keeps both: it tells what happened).
    await request.patch(`/api/properties/${listing.id}`, { data: { price: listing.price }, headers: admin })
  }
})
