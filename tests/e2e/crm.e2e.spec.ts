import { type APIRequestContext, expect, test } from '@playwright/test'

import { dictionary } from '../../seed/data/dictionary'
import { sweepBrightEstate, webhookCall } from '../fakes/sweepbright'
import { freshClient } from '../helpers/api'
import { closePeople, person } from '../helpers/people'

/**
 * An agency on SweepBright: an estate it publishes appears on the site in three languages, a change of price
 * shows, a visitor's question reaches SweepBright on that estate, and a withdrawn estate leaves the site. The
 * production build with its jobs runner, SweepBright played by its stand-in (scripts/e2e-server.mjs).
 */
const PORT = Number(process.env.E2E_PORT || 3100)
const FAKE = `http://127.0.0.1:${PORT + 1}`
const ESTATE = 'e2e-villa-ghent'
type Lang = 'nl' | 'fr' | 'en'
const text = (key: string, lang: Lang) => dictionary[key][lang]

test.afterEach(closePeople)

type FakeState = { contacts: { estateId: string | null; body: Record<string, unknown> }[]; urls: Record<string, string> }
const fakeState = async (request: APIRequestContext): Promise<FakeState> => (await (await request.get(`${FAKE}/__fake/state`)).json()) as FakeState

/** SweepBright's webhook call, signed; answered at once. */
const announce = async (request: APIRequestContext, event: 'estate-added' | 'estate-updated' | 'estate-deleted') => {
  const { body, signature } = webhookCall(event, ESTATE, new Date())
  const answer = await request.post('/api/crm/sweepbright', { data: body, headers: { 'content-type': 'application/json', 'x-hook-signature': signature, ...freshClient() } })
  expect(answer.status()).toBe(202)
}

const publish = async (request: APIRequestContext, price: number) => {
  const estate = sweepBrightEstate(ESTATE, {
    photos: 3,
    photoSeed: 200,
    price: { amount: price, currency: 'EUR' },
    description_title: { nl: 'Villa aan de Watersportbaan', fr: 'Villa au bord de la Watersportbaan', en: 'Villa by the Watersportbaan' },
    settings: { reference: 'SB-E2E-1' },
  })
  expect((await request.put(`${FAKE}/__fake/estates/${ESTATE}`, { data: estate })).ok()).toBe(true)
}

test('an estate published in SweepBright is on the site in three languages, its price follows, a question reaches SweepBright, and it leaves when withdrawn', async ({ browser, request }) => {
  test.setTimeout(120_000)
  await publish(request, 545_000)
  const announced = Date.now()
  await announce(request, 'estate-added')
  // Imported by the jobs runner; SweepBright is then told the listing's address.
  await expect.poll(async () => (await fakeState(request)).urls[ESTATE] ?? '', { timeout: 60_000 }).toMatch(/\/nl\//)
  const address = new URL((await fakeState(request)).urls[ESTATE])
  const id = /\/(\d+)\/$/.exec(address.pathname)?.[1]
  expect(id).toBeTruthy()

  // The jobs runner saved it in a process of its own: the web server learns of it at its next second
  // (scripts/server.mjs applies other processes' expiries each second), which may come after SweepBright
  // heard of the address.
  await expect.poll(async () => (await request.get(address.pathname, { headers: freshClient() })).status(), { timeout: 10_000 }).toBe(200)
  const page = await person(browser, { phone: true })
  await page.goto(address.pathname)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villa aan de Watersportbaan')
  await expect(page.getByText('€ 545.000').first()).toBeVisible()
  test.info().annotations.push({ type: 'webhook to page', description: `${Date.now() - announced} ms` })
  for (const [lang, title, segment] of [['fr', 'Villa au bord de la Watersportbaan', 'a-vendre'], ['en', 'Villa by the Watersportbaan', 'for-sale']] as const) {
    await page.goto(`/${lang}/${segment}/x/x/${id}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }

  // A new price in SweepBright shows on the next visits.
  await publish(request, 529_000)
  const changed = Date.now()
  await announce(request, 'estate-updated')
  await expect.poll(async () => (await request.get(address.pathname, { headers: freshClient() })).text(), { timeout: 60_000 }).toContain('529.000')
  test.info().annotations.push({ type: 'update to page', description: `${Date.now() - changed} ms` })

  // A visitor asks a question in French: SweepBright has it as a contact on the estate.
  await page.goto(`/fr/a-vendre/x/x/${id}/`)
  const form = page.locator('details#contact-me form')
  await form.getByLabel(new RegExp(`^${text('SALUTATION', 'fr')}`)).selectOption('ms')
  await form.getByLabel(new RegExp(`^${text('FIRST_NAME', 'fr')}`)).fill('Claire')
  await form.getByLabel(new RegExp(`^${text('LAST_NAME', 'fr')}`)).fill('Lambert')
  await form.getByLabel(new RegExp(`^${text('EMAIL', 'fr')}`)).first().fill('claire.lambert@example.be')
  await form.getByLabel(new RegExp(`^${text('PHONE', 'fr')}`)).fill('0470 12 34 56')
  await form.getByRole('checkbox', { name: text('PRIVACY_CONSENT', 'fr').slice(0, 30) }).check()
  await form.getByRole('button', { name: text('SUBMIT', 'fr') }).click()
  await expect(page).toHaveURL(/\/fr\/merci\/contact-me\/$/, { timeout: 20_000 })
  await expect
    .poll(async () => (await fakeState(request)).contacts.filter((contact) => contact.body.email === 'claire.lambert@example.be'), { timeout: 30_000 })
    .toEqual([{ estateId: ESTATE, body: expect.objectContaining({ first_name: 'Claire', last_name: 'Lambert', locale: 'fr' }) }])

  // Withdrawn in SweepBright: gone from the site.
  expect((await request.delete(`${FAKE}/__fake/estates/${ESTATE}`)).ok()).toBe(true)
  await announce(request, 'estate-deleted')
  await expect.poll(async () => (await request.get(address.pathname, { headers: freshClient(), maxRedirects: 0 })).status(), { timeout: 60_000 }).not.toBe(200)
})
