import { type Browser, type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'

import { dictionary } from '../../seed/data/dictionary'
import { asAdmin, freshClient } from '../helpers/api'
import { axeViolations } from '../helpers/axe'
import { logIn } from '../helpers/ownerLogin'
import { closePeople, person } from '../helpers/people'

/**
 * The admin as agency staff use it all day, in two interface languages: French and Dutch chosen by the
 * browser and the account, English for the rest. Listings these tests change are their own (drafts made
 * here), so the other browser tests read the seeded site as it was.
 */
test.afterAll(closePeople)

const text = (key: string, lang: 'nl' | 'fr' | 'en') => dictionary[key][lang]

const signIn = async (browser: Browser, locale: string, email = 'editor@example.com', password = 'editor-demo'): Promise<Page> => {
  const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 }, extraHTTPHeaders: freshClient() })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('button[type=submit]').click()
  await page.waitForURL(/\/admin\/?$/)
  return page
}

/** Axe (WCAG 2.2 AA) on the admin's own components only: Payload's are its makers' to answer for. */
const axeOn = (page: Page, selectors: string[]) => axeViolations(page, 'admin', selectors)

type Listing = { id: number; name: string; reference: string; slug: string; photos?: number[] }

/** A draft listing of this test's own, in Luxembourg (no Belgian mention asked to publish it), written in Dutch. */
const draftListing = async (page: Page, reference: string, data: Record<string, unknown> = {}): Promise<Listing> => {
  const admin = await asAdmin(page.request)
  const [city] = ((await (await page.request.get('/api/cities?where[country][equals]=LU&limit=1&depth=0', { headers: admin })).json()) as { docs: { id: number }[] }).docs
  const [type] = ((await (await page.request.get('/api/property-types?limit=1&depth=0', { headers: admin })).json()) as { docs: { id: number }[] }).docs
  const res = await page.request.post('/api/properties?locale=nl&depth=0', {
    headers: admin,
    data: { _status: 'draft', name: `Testwoning ${reference}`, reference, goal: 'sale', type: type.id, city: city.id, price: 410_000, description: 'Een ruime woning met tuin.', ...data },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: Listing }).doc
}

test('a French-speaking editor reads the whole admin in French from the browser, edits Dutch content with French labels, and switches to Dutch in the account', async ({ browser, request }) => {
  // Before signing in: the login page in the browser's language, with the agency's logo and colour.
  const visitor = await (await browser.newContext({ locale: 'fr-BE' })).newPage()
  await visitor.goto('/admin/login')
  await expect(visitor.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { agency: { name: string; colour: string } }
  await expect(visitor.getByRole('img', { name: settings.agency.name })).toBeVisible()
  const colour = await visitor.getByRole('button', { name: 'Se connecter' }).evaluate((button) => getComputedStyle(button).backgroundColor)
  const hex = settings.agency.colour.match(/[0-9a-f]{2}/gi)!.map((pair) => parseInt(pair, 16))
  expect(colour).toBe(`rgb(${hex.join(', ')})`)
  // A browser asking for a language the admin does not speak reads Dutch.
  const german = await (await browser.newContext({ locale: 'de-DE' })).newPage()
  await german.goto('/admin/login')
  await expect(german.getByRole('button', { name: 'Inloggen' })).toBeVisible()

  const page = await signIn(browser, 'fr-BE')
  await expect(page.getByRole('heading', { name: 'Votre bureau' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ne peuvent pas être publiés' })).toBeVisible()
  await expect(page.locator('nav').getByText('Annonces', { exact: true }).first()).toBeAttached()
  expect(await axeOn(page, ['section[aria-labelledby="staff-desk"]'])).toEqual([])

  // The listing list in French: its columns, quick views and Belgian prices.
  await page.goto('/admin/collections/properties?limit=10')
  for (const heading of ['Nom', 'Référence', 'Prix', 'Statut', 'Commune', 'Agent', 'Jours en ligne', 'Visites cette semaine', 'Traductions']) {
    await expect(page.locator('thead th', { hasText: heading }).first(), heading).toBeAttached()
  }
  const views = page.getByRole('navigation', { name: 'Vues rapides' })
  for (const view of ['Mes biens', 'Hors ligne', 'Mentions manquantes', 'Vendus ou loués ce mois-ci', 'Traductions manquantes']) await expect(views.getByRole('link', { name: view })).toBeVisible()
  expect(await page.locator('td.cell-price').first().innerText()).toMatch(/^(à partir de )?\d{1,3}([\s\u202f]\d{3})*\s€/)
  await expect(page.locator('td.cell-listingStatus').first()).toHaveText(/En ligne|Hors ligne/)
  expect(await axeOn(page, ['[data-quick-views]', 'td.cell-listingStatus', 'td.cell-missingTranslations'])).toEqual([])

  // Dutch content, French labels: the language edited and the language read are two things.
  const admin = await asAdmin(request)
  const listing = ((await (await request.get('/api/properties?limit=1&depth=0&locale=nl&sort=-publishedAt', { headers: admin })).json()) as { docs: Listing[] }).docs[0]
  await page.goto(`/admin/collections/properties/${listing.id}?locale=nl`)
  await expect(page.locator('label[for="field-name"]')).toContainText('Nom')
  await expect(page.locator('#field-name')).toHaveValue(listing.name)
  await expect(page.getByRole('heading', { name: /Mentions obligatoires/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Traductions' })).toBeVisible()
  expect(await axeOn(page, ['[data-mandatory-checklist]', '[data-translations]'])).toEqual([])
  await expect(page.getByRole('tab', { name: 'Énergie et mentions légales' }).or(page.locator('.tabs-field__tab-button', { hasText: 'Énergie et mentions légales' })).first()).toBeVisible()

  // The account: Dutch chosen, the whole admin follows.
  await page.goto('/admin/account')
  await page.locator('#language-select').click()
  await page.getByRole('option', { name: 'Nederlands' }).click()
  await expect(page.getByRole('heading', { name: 'Instellingen van het beheer' })).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Jouw bureau' })).toBeVisible()
  await page.goto('/admin/collections/properties?limit=10')
  await expect(page.getByRole('navigation', { name: 'Snelle weergaven' }).getByRole('link', { name: 'Mijn panden' })).toBeVisible()
  // The choice is the account's browser's: a French browser asking again still gets Dutch.
  await page.reload()
  await expect(page.locator('thead th', { hasText: 'Dagen online' }).first()).toBeAttached()
})

test('quick views find offline listings, missing translations and the editor’s own; bulk actions set agent and marquee and publish and unpublish a selection', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await signIn(browser, 'en-GB')
  const tag = `BULK-${Date.now() % 100_000}`
  const a = await draftListing(page, `${tag}-A`)
  const b = await draftListing(page, `${tag}-B`)

  // Offline: drafts only; missing translations: ours, written in Dutch alone.
  await page.goto('/admin/collections/properties?limit=10')
  await page.getByRole('navigation', { name: 'Quick views' }).getByRole('link', { name: 'Offline' }).click()
  await page.waitForURL(/_status/)
  await expect(page.locator('td.cell-listingStatus').first()).toBeVisible()
  for (const status of await page.locator('td.cell-listingStatus').allInnerTexts()) expect(status).toContain('Offline')
  await page.goto('/admin/collections/properties?limit=10')
  // By keyboard: the view is a link like any other.
  await page.getByRole('navigation', { name: 'Quick views' }).getByRole('link', { name: 'Missing translations' }).focus()
  await page.keyboard.press('Enter')
  await page.waitForURL(/translationsComplete/)
  await page.getByPlaceholder(/Search by/).fill(tag)
  await expect(page.locator('tbody tr')).toHaveCount(2)
  await expect(page.locator('td.cell-missingTranslations').first()).toContainText('FR')
  await page.goto('/admin/collections/properties?limit=10')
  await page.getByRole('navigation', { name: 'Quick views' }).getByRole('link', { name: 'My listings' }).click()
  await page.waitForURL(/agent\.account/)
  await expect(page.locator('tbody tr').first()).toBeVisible()

  // Bulk edit: both get an agent and a marquee, then go online together, then offline again.
  const admin = await asAdmin(page.request)
  const team = ((await (await page.request.get('/api/team-members?limit=1&depth=0&sort=sort', { headers: admin })).json()) as { docs: { id: number; name: string }[] }).docs[0]
  await page.goto(`/admin/collections/properties?limit=10&search=${tag}`)
  await expect(page.locator('tbody tr')).toHaveCount(2)
  await page.locator('thead input[type=checkbox]').check()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  // The list behind the drawer is inert: the first combobox left is the drawer's choice of fields.
  const fields = page.getByRole('combobox').first()
  for (const field of ['Agent', 'Marquee']) {
    await fields.click()
    await page.getByRole('option', { name: field, exact: true }).click()
  }
  await page.locator('#field-agent').getByRole('combobox').click()
  await page.getByRole('option', { name: team.name }).click()
  await page.locator('#field-marquee').getByRole('combobox').click()
  await page.getByRole('option', { name: 'New', exact: true }).click()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const stored = async () =>
    ((await (await page.request.get(`/api/properties?where[reference][like]=${tag}&depth=0&draft=true&sort=reference`, { headers: admin })).json()) as { docs: { agent: number; marquee: string; _status: string }[] }).docs
  await expect.poll(async () => (await stored()).map((doc) => [doc.agent, doc.marquee, doc._status])).toEqual([
    [team.id, 'new', 'published'],
    [team.id, 'new', 'published'],
  ])
  await page.goto(`/admin/collections/properties?limit=10&search=${tag}`)
  // The status column says both: online, and the marquee just set.
  for (const status of await page.locator('td.cell-listingStatus').allInnerTexts()) expect(status).toMatch(/Online\s*·\s*New/)
  await page.locator('thead input[type=checkbox]').check()
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(async () => (await stored()).map((doc) => doc._status)).toEqual(['draft', 'draft'])
  for (const listing of [a, b]) await page.request.delete(`/api/properties/${listing.id}`, { headers: admin })
})

test('“copy from Dutch” fills the French texts left empty and never what is written; the badge and list follow once saved', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await signIn(browser, 'nl-BE')
  const listing = await draftListing(page, `COPY-${Date.now() % 100_000}`, { marqueeName: 'Topligging' })
  const admin = await asAdmin(page.request)
  // Written in French already: the banner text.
  const written = await page.request.patch(`/api/properties/${listing.id}?locale=fr&depth=0&draft=true`, { headers: admin, data: { marqueeName: 'Emplacement de choix' } })
  expect(written.status()).toBe(200)

  await page.goto(`/admin/collections/properties/${listing.id}?locale=fr`)
  const panel = page.locator('[data-translations]')
  await expect(panel.getByRole('heading', { name: 'Vertalingen' })).toBeVisible()
  await expect(panel.getByText(/Frans: onvolledig/)).toBeVisible()
  await expect(page.locator('#field-name')).toHaveValue('')
  expect(await axeOn(page, ['[data-translations]'])).toEqual([])
  // By keyboard: choose the language, then the button.
  await panel.getByLabel('Kopiëren uit').focus()
  await page.keyboard.press('Tab')
  await expect(panel.getByRole('button', { name: 'Lege velden invullen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('status')).toContainText('lege velden ingevuld vanuit het Nederlands')
  await expect(page.locator('#field-name')).toHaveValue(listing.name)
  await expect(page.locator('#field-description')).toHaveValue('Een ruime woning met tuin.')
  await expect(page.locator('#field-marqueeName')).toHaveValue('Emplacement de choix')
  // A second copy has nothing left to fill.
  await panel.getByRole('button', { name: 'Lege velden invullen' }).click()
  await expect(panel.getByRole('status')).toContainText('Niets in te vullen')

  await page.getByRole('button', { name: 'Bewaar concept' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText('Concept succesvol bewaard')
  await page.reload()
  await expect(panel.getByText(/Frans: volledig/)).toBeVisible()
  await expect(panel.getByText(/Engels: onvolledig/)).toBeVisible()
  const stored = (await (await page.request.get(`/api/properties/${listing.id}?locale=fr&depth=0&draft=true`, { headers: admin })).json()) as { name: string; marqueeName: string; missingTranslations: string }
  expect([stored.name, stored.marqueeName, stored.missingTranslations]).toEqual([listing.name, 'Emplacement de choix', 'en'])
  await page.request.delete(`/api/properties/${listing.id}`, { headers: admin })
})

test('ten photos dropped at once onto a new listing, ordered by drag, alt texts per language with the listing’s name as fallback; a duplicate gets its own reference and keeps the photos', async ({ browser }) => {
  test.setTimeout(180_000)
  const page = await signIn(browser, 'en-GB')
  const batch = `photo${Date.now() % 1_000_000}`
  const files = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: `${batch}-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20 * i, g: 120, b: 250 - 20 * i } } }).jpeg().toBuffer(),
    })),
  )
  const listing = await draftListing(page, `PHOTOS-${Date.now() % 100_000}`)
  // Edited in Dutch: the alt text typed is the Dutch one.
  await page.goto(`/admin/collections/properties/${listing.id}?locale=nl`)
  await page.locator('.tabs-field__tab-button', { hasText: 'Media' }).click()
  await page.getByRole('button', { name: 'Create New' }).first().click()
  await page.locator('input[type=file]').first().setInputFiles(files)
  await expect(page.getByText('10 Files to Upload').first()).toBeVisible()
  // The first one's Dutch alt text; the others are left to the fallback.
  await page.locator('#field-alt').first().fill('Voorgevel met tuin')
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  const rows = page.locator('#field-photos .upload--has-many__dragItem')
  await expect(rows).toHaveCount(10, { timeout: 30_000 })
  // The last photo dragged by its handle to the front becomes the cover.
  const from = await rows.nth(9).locator('.upload--has-many__drag').boundingBox()
  const to = await rows.nth(0).locator('.upload--has-many__drag').boundingBox()
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2)
  await page.mouse.down()
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 2, { steps: 20 })
  await page.mouse.up()
  await expect(rows.first()).toContainText(`${batch}-10.jpg`)
  await expect(rows.nth(1)).toContainText(`${batch}-1.jpg`)
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText('Draft saved successfully')
  const admin = await asAdmin(page.request)
  const stored = (await (await page.request.get(`/api/properties/${listing.id}?depth=1&draft=true&locale=nl`, { headers: admin })).json()) as Omit<Listing, 'photos'> & { photos: { id: number; filename: string; alt: string | null }[] }
  expect(stored.photos.slice(0, 2).map((photo) => photo.filename)).toEqual([`${batch}-10.jpg`, `${batch}-1.jpg`])
  expect(stored.photos).toHaveLength(10)
  expect(stored.photos[1].alt).toBe('Voorgevel met tuin')

  // Duplicated from its edit view: a draft with its own reference and address, the same ten photos.
  await page.locator('.doc-controls__dots').click()
  await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.endsWith(`/${listing.id}`) && /properties\/\d+/.test(url.pathname))
  const copyId = Number(page.url().match(/properties\/(\d+)/)![1])
  const copy = (await (await page.request.get(`/api/properties/${copyId}?depth=0&draft=true&locale=nl`, { headers: admin })).json()) as Listing & { _status: string }
  expect([copy.reference, copy.slug, copy._status]).toEqual([`${listing.reference}-2`, `${listing.slug}-2`, 'draft'])
  expect(copy.photos).toEqual(stored.photos.map((photo) => photo.id))
  // Deleting the original leaves the copy's photos: they were shared as references, never as files to delete.
  await page.request.delete(`/api/properties/${listing.id}`, { headers: admin })
  const cover = stored.photos[0]
  expect((await page.request.get(`/api/media/${cover.id}?depth=0`, { headers: admin })).status()).toBe(200)
  await page.request.delete(`/api/properties/${copyId}`, { headers: admin })
})

test('the demo’s first owner sees listings on offer with visits, leads, viewers’ feedback and what 5% and 10% less would bring, and a sold one', async ({ browser }) => {
  const owner = await person(browser)
  await logIn(owner, 'nl', 'owner@example.com', 'owner-demo')
  const cards = owner.getByRole('article')
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBe(3)
  const demand = owner.getByRole('heading', { name: text('DEMAND', 'nl') })
  expect(await demand.count()).toBe(2)
  // Figures that grow with each cut: searchers' budgets end between the prices.
  const section = owner.locator('section[aria-labelledby^="demand-"]').first()
  const counts = (await section.locator('td').allInnerTexts()).map(Number)
  expect(counts).toHaveLength(3)
  expect(counts[0]).toBeGreaterThan(0)
  expect(counts[1]).toBeGreaterThan(counts[0])
  expect(counts[2]).toBeGreaterThan(counts[1])
  await expect(owner.locator('[data-figure="VISITS_TODAY"]').first()).toBeVisible()
  await expect(owner.getByText(text('FEEDBACK_OWNER', 'nl')).first()).toBeVisible()
})
