import { type APIRequestContext, type Locator, expect, test } from '@playwright/test'

import { dictionary } from '../../seed/data/dictionary'
import { regionForPostcode } from '../../src/lib/domain/postcode'
import { axeViolations } from '../helpers/axe'
import { asAdmin } from '../helpers/api'
import { mailsTo } from '../helpers/mail'
import { logIn } from '../helpers/ownerLogin'
import { closePeople, person } from '../helpers/people'

type Lang = 'nl' | 'fr' | 'en'
const text = (key: string, lang: Lang) => dictionary[key][lang]

test.afterEach(closePeople)

const field = (form: Locator, key: string, lang: Lang) => form.getByLabel(new RegExp(`^${text(key, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

type Listing = { id: number; name: string; owner?: number | { id: number } | null; city: { zip: string; country: string } }

/** A Brussels flat for rent of the demo, on offer. */
const brusselsFlat = async (request: APIRequestContext): Promise<Listing> => {
  const admin = await asAdmin(request)
  const response = await request.get('/api/properties?depth=1&limit=300&locale=nl&where[goal][equals]=rent&where[marquee][equals]=none&where[publishPrice][equals]=true', { headers: admin })
  const { docs } = (await response.json()) as { docs: Listing[] }
  const found = docs.find((doc) => doc.city?.country === 'BE' && regionForPostcode(doc.city.zip) === 'brussels')
  expect(found).toBeTruthy()
  return found!
}

/** Applies for the listing on a phone in Dutch, as a candidate would. */
const apply = async (browser: Parameters<typeof person>[0], url: string, who: { first: string; email: string; income: string }) => {
  const page = await person(browser, { phone: true })
  await page.goto(url)
  await page.locator('details#rent-application > summary').click()
  const form = page.locator('details#rent-application form')
  await expect(form).toHaveAttribute('novalidate', '')
  await field(form, 'FIRST_NAME', 'nl').fill(who.first)
  await field(form, 'LAST_NAME', 'nl').fill('Janssens')
  await field(form, 'EMAIL', 'nl').fill(who.email)
  await field(form, 'START_DATE', 'nl').fill('2027-04-01')
  await field(form, 'MONTHLY_INCOME', 'nl').fill(who.income)
  await field(form, 'NUMBER_OF_PERSONS', 'nl').fill('2')
  for (const box of await form.locator('input[type="checkbox"]:not(altcha-widget *)').all()) if (!(await box.isChecked())) await box.check()
  await form.getByRole('button', { name: text('SUBMIT', 'nl') }).click()
  await expect(page).toHaveURL(/\/nl\/bedankt\/rent-application\/$/, { timeout: 20_000 })
  await page.close()
}

test('a Brussels flat let from the site: two candidates apply on a phone in Dutch, staff propose one, the owner chooses in French, the other is told, and the chosen one erases their data', async ({ browser, request }) => {
  const admin = await asAdmin(request)
  const flat = await brusselsFlat(request)
  const formerOwner = typeof flat.owner === 'object' ? (flat.owner?.id ?? null) : (flat.owner ?? null)
  // An owner of its own for this flat, so the demo's accounts stay as they are.
  const email = `landlord-${Date.now()}@example.be`
  const owner = (await (await request.post('/api/users', { headers: admin, data: { email, password: 'landlord-secret-1', roles: ['owner'], preferredLocale: 'fr' } })).json()) as { doc: { id: number } }
  expect((await request.patch(`/api/properties/${flat.id}`, { headers: admin, data: { owner: owner.doc.id } })).ok()).toBe(true)
  try {
    const url = new URL((await request.get(`/nl/te-huur/x/x/${flat.id}/`, { maxRedirects: 0 })).headers().location ?? '', 'http://x').pathname
    const stamp = Date.now()
    const chosen = `candidate.a.${stamp}@example.be`
    const other = `candidate.b.${stamp}@example.be`
    await apply(browser, url, { first: 'Anouk', email: chosen, income: '4000' })
    await apply(browser, url, { first: 'Bram', email: other, income: '2600' })

    // Staff read both in the listing's table and propose the first (the admin saves through this API).
    const found = (await (await request.get(`/api/form-submissions?depth=0&where[property][equals]=${flat.id}&where[kind][equals]=rent-application&where[email][in]=${chosen},${other}`, { headers: admin })).json()) as {
      docs: { id: number; email: string; application: { status: string; incomeRatio: number } }[]
    }
    expect(found.docs.map((doc) => doc.application.status)).toEqual(['complete', 'complete'])
    const a = found.docs.find((doc) => doc.email === chosen)!
    const b = found.docs.find((doc) => doc.email === other)!
    expect(a.application.incomeRatio).toBeGreaterThan(b.application.incomeRatio)
    const staffPage = await browser.newPage()
    await staffPage.goto('/admin/login')
    await staffPage.getByLabel(/e-mail|email/i).fill('admin@example.com')
    await staffPage.getByLabel(/wachtwoord|password|mot de passe/i).fill('admin-demo')
    await staffPage.getByRole('button', { name: /inloggen|login|connexion/i }).click()
    await staffPage.waitForURL(/\/admin\/?$/)
    await staffPage.goto(`/admin/collections/properties/${flat.id}`)
    await staffPage.getByRole('tab', { name: /Statistieken|Statistics/ }).or(staffPage.locator('.tabs-field__tab-button', { hasText: /Statistieken|Statistics/ })).first().click()
    const table = staffPage.locator('section[aria-labelledby="rent-applications"]')
    await expect(table.getByRole('link', { name: 'Anouk Janssens' })).toBeVisible()
    await expect(table.getByRole('link', { name: 'Bram Janssens' })).toBeVisible()
    await staffPage.close()
    for (const status of ['shortlisted', 'proposed']) {
      expect((await request.patch(`/api/form-submissions/${a.id}`, { headers: admin, data: { application: { status, staffRemark: 'CDI, références vérifiées' } } })).ok()).toBe(true)
    }
    await expect.poll(async () => (await mailsTo(chosen)).map((mail) => mail.subject).length).toBeGreaterThanOrEqual(3)

    // The owner, in French on a phone, sees the proposed candidate without name or contact, and chooses in one click.
    const page = await person(browser, { phone: true })
    await logIn(page, 'fr', email, 'landlord-secret-1')
    const candidates = page.locator(`#candidates-${flat.id}`)
    await expect(candidates).toContainText(text('OWNER_CANDIDATES', 'fr'))
    await expect(candidates).toContainText('CDI, références vérifiées')
    await expect(candidates).not.toContainText('Anouk')
    await expect(candidates).not.toContainText(chosen)
    // Each candidate's card stays within the list: long labels and remarks wrap instead of pushing it past the card around it.
    const pastList = await candidates.locator('ol > li').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right - card.parentElement!.getBoundingClientRect().right))
    expect(Math.max(...pastList)).toBeLessThanOrEqual(0)
    expect(await axeViolations(page, 'owner candidates')).toEqual([])
    await candidates.getByRole('button', { name: text('OWNER_CANDIDATE_CHOOSE', 'fr') }).click()
    await expect(page.locator(`#candidates-${flat.id}`).getByRole('status')).toContainText('Vous avez choisi ce candidat le')

    // Recorded with its time for staff; the other candidate is told kindly, in Dutch.
    const decided = (await (await request.get(`/api/form-submissions/${a.id}?depth=0`, { headers: admin })).json()) as { application: { status: string; ownerDecision: string; ownerDecidedAt: string } }
    expect(decided.application).toMatchObject({ status: 'chosen', ownerDecision: 'chosen' })
    expect(Date.now() - Date.parse(decided.application.ownerDecidedAt)).toBeLessThan(120_000)
    await expect.poll(async () => (await mailsTo(other)).map((mail) => mail.text ?? '').join('\n')).toContain(text('APPLICATION_STATUS_DECLINED', 'nl'))

    // The chosen candidate's link: their application, then erased at once; the link then leads nowhere.
    const mail = (await mailsTo(chosen)).find((m) => /\/api\/application\/manage\?token=/.test(m.text ?? ''))
    const link = new URL(/https?:\/\/\S+\/api\/application\/manage\?token=[\w-]{43}/.exec(mail?.text ?? '')![0])
    const candidate = await person(browser, { phone: true })
    await candidate.goto(link.pathname + link.search)
    await expect(candidate.getByRole('heading', { level: 1 })).toHaveText(text('APPLICATION_MANAGE_TITLE', 'nl'))
    await expect(candidate.getByText(text('APPLICATION_STATE_CHOSEN', 'nl'))).toBeVisible()
    await candidate.getByRole('button', { name: text('APPLICATION_ERASE_BUTTON', 'nl') }).click()
    await expect(candidate.getByRole('heading', { level: 1 })).toHaveText(text('APPLICATION_ERASED_TITLE', 'nl'))
    expect((await request.get(link.pathname + link.search)).status()).toBe(404)
    expect((await (await request.get(`/api/form-submissions/${a.id}`, { headers: admin })).status())).toBe(404)
  } finally {
    await request.patch(`/api/properties/${flat.id}`, { headers: admin, data: { owner: formerOwner } })
    const left = (await (await request.get(`/api/form-submissions?depth=0&limit=50&where[property][equals]=${flat.id}&where[kind][equals]=rent-application`, { headers: admin })).json()) as { docs: { id: number }[] }
    for (const doc of left.docs) await request.delete(`/api/form-submissions/${doc.id}`, { headers: admin })
    await request.delete(`/api/users/${owner.doc.id}`, { headers: admin })
  }
})
