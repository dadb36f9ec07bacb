import { type APIRequestContext, type Locator, expect, test } from '@playwright/test'

import { dictionary } from '../../seed/data/dictionary'
import { regionForPostcode } from '../../src/lib/domain/postcode'
import { axeViolations } from '../helpers/axe'
import { asAdmin } from '../helpers/api'
import { mailsTo } from '../helpers/mail'
import { closePeople, person } from '../helpers/people'

type Lang = 'nl' | 'fr' | 'en'
const text = (key: string, lang: Lang) => dictionary[key][lang]

test.afterEach(closePeople)

const escape = (label: string) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field by its label (which may go on with its required mark). */
const field = (scope: Locator, key: string, lang: Lang) => scope.getByLabel(new RegExp(`^${escape(text(key, lang))}`))
/** A message shown beside a field (not the summary's copy of it). */
const fieldError = (scope: Locator, message: string) => scope.locator('p', { hasText: message })

/** Fills in who the visitor is, as a person would, in the form's language. */
const fillPerson = async (form: Locator, lang: Lang, who = { first: 'Ann', last: 'Peeters', email: 'ann.peeters@example.be' }) => {
  await field(form, 'SALUTATION', lang).selectOption('ms')
  await field(form, 'FIRST_NAME', lang).fill(who.first)
  await field(form, 'LAST_NAME', lang).fill(who.last)
  await field(form, 'EMAIL', lang).first().fill(who.email)
  await field(form, 'PHONE', lang).fill('0470 12 34 56')
}
/** A Ghent address, typed into the form's address fields. */
const fillAddress = async (form: Locator, lang: Lang) => {
  await field(form, 'STREET', lang).fill('Kerkstraat')
  await field(form, 'HOUSE_NUMBER', lang).fill('12')
  await field(form, 'ZIP', lang).fill('9000')
  await field(form, 'CITY', lang).fill('Gent')
}
const consent = (form: Locator, lang: Lang) => form.getByRole('checkbox', { name: text('PRIVACY_CONSENT', lang).slice(0, 30) }).check()
/** Sends the form once its script has taken it over (it then checks the fields itself: `novalidate`); a click
 * before that meets the browser's own checks, which a person on a slow phone would see too, but not this test. */
const send = async (form: Locator, lang: Lang) => {
  await expect(form).toHaveAttribute('novalidate', '')
  await form.getByRole('button', { name: text('SUBMIT', lang) }).click()
}

type Listing = { id: number; name: string }
const firstListing = async (request: APIRequestContext, query: string): Promise<Listing> => {
  const response = await request.get(`/api/properties?depth=0&limit=1&locale=nl&${query}`)
  const [found] = ((await response.json()) as { docs: Listing[] }).docs
  expect(found, query).toBeTruthy()
  return found
}
const canonical = async (request: APIRequestContext, id: number, lang: Lang, goal: 'sale' | 'rent' = 'sale') => {
  const segment = goal === 'rent' ? { nl: 'te-huur', fr: 'a-louer', en: 'for-rent' }[lang] : { nl: 'te-koop', fr: 'a-vendre', en: 'for-sale' }[lang]
  const response = await request.get(`/${lang}/${segment}/x/x/${id}/`, { maxRedirects: 0 })
  return new URL(response.headers().location ?? '', 'http://x').pathname
}

test('the contact form: errors beside their fields in English, then sent, thanked, and mailed', async ({ browser }) => {
  const page = await person(browser)
  await page.goto('/en/contact/')
  const form = page.locator('#site-contact form')
  // Send pressed and held while the live form loads (a slow thumb on a slow phone): the send is not lost.
  await expect(form).toHaveAttribute('novalidate', '')
  await form.getByRole('button', { name: text('SUBMIT', 'en') }).hover()
  const loading = page.waitForResponse((response) => response.url().includes('/_next/static/') && response.request().resourceType() === 'script')
  await page.mouse.down()
  await loading
  await page.mouse.up()
  const summary = form.getByRole('alert')
  await expect(summary).toContainText('Please check the fields marked in red.')
  await expect(fieldError(form, 'First name is a required field')).toBeVisible()
  await expect(field(form, 'FIRST_NAME', 'en')).toHaveAttribute('aria-invalid', 'true')
  // The first field in error takes the focus: the title, the form's first field.
  await expect(field(form, 'SALUTATION', 'en')).toBeFocused()
  await field(form, 'EMAIL', 'en').fill('ann@')
  await field(form, 'EMAIL', 'en').blur()
  await expect(fieldError(form, 'The email address is not valid')).toBeVisible()

  await fillPerson(form, 'en', { first: 'Ann', last: 'Peeters', email: 'contact.page@example.be' })
  await field(form, 'MESSAGE', 'en').fill('Do you have houses with a garden in Ghent? <3')
  await consent(form, 'en')
  await expect(fieldError(form, 'First name is a required field')).toHaveCount(0)
  await send(form, 'en')
  await expect(page).toHaveURL(/\/en\/thank-you\/site-contact\/$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('THANK_YOU_SITE_CONTACT', 'en'))
  // The visitor's confirmation, and the agency's notice that answers to the visitor.
  await expect.poll(async () => (await mailsTo('contact.page@example.be')).map((m) => m.subject), { timeout: 15_000 }).toEqual([text('THANK_YOU_SITE_CONTACT', 'en')])
  // The typed address is unverified: its mail carries the agency's words only, none of the visitor's.
  const [confirmation] = await mailsTo('contact.page@example.be')
  for (const typed of ['garden in Ghent', 'Peeters', 'Ann']) expect(`${confirmation.text}${confirmation.html}`).not.toContain(typed)
})

test('a listing in French: more information, then a visit on a free slot that is gone afterwards', async ({ browser, request }) => {
  const listing = await firstListing(request, 'where[goal][equals]=sale&where[marquee][equals]=none')
  const url = await canonical(request, listing.id, 'fr')
  const page = await person(browser)
  await page.goto(url)
  const info = page.locator('details#contact-me form')
  await expect(info).toBeVisible()
  await fillPerson(info, 'fr', { first: 'Claire', last: 'Dubois', email: 'claire.dubois@example.be' })
  await info.getByRole('checkbox', { name: '10:00 - 13:00' }).check()
  await consent(info, 'fr')
  await send(info, 'fr')
  await expect(page).toHaveURL(/\/fr\/merci\/contact-me\/$/, { timeout: 20_000 })

  await page.goto(url)
  await page.locator('details#contact-appointment > summary').click()
  const visit = page.locator('details#contact-appointment form')
  const slot = visit.getByRole('radio').first()
  const moment = await slot.locator('xpath=..').textContent()
  await slot.check()
  await fillPerson(visit, 'fr', { first: 'Claire', last: 'Dubois', email: 'claire.dubois@example.be' })
  await consent(visit, 'fr')
  await send(visit, 'fr')
  await expect(page).toHaveURL(/\/fr\/merci\/contact-appointment\/$/, { timeout: 20_000 })
  await page.goto(url)
  await page.locator('details#contact-appointment > summary').click()
  await expect(page.locator('details#contact-appointment form').getByText(moment ?? '', { exact: true })).toHaveCount(0)
})

/** A rent listing on offer of the demo in a region, with its postcode's city. */
const rentListingIn = async (request: APIRequestContext, region: 'brussels' | 'wallonia' | 'flanders') => {
  const response = await request.get('/api/properties?depth=1&limit=300&locale=nl&where[goal][equals]=rent&where[marquee][equals]=none&where[publishPrice][equals]=true')
  const { docs } = (await response.json()) as { docs: (Listing & { city: { zip: string; country: string } })[] }
  const found = docs.find((doc) => doc.city?.country === 'BE' && regionForPostcode(doc.city.zip) === region)
  expect(found, region).toBeTruthy()
  return found!
}

test('a rent application on a phone in Dutch for a Brussels flat asks only what Brussels allows, says why, and is sent', async ({ browser, request }) => {
  const listing = await rentListingIn(request, 'brussels')
  const page = await person(browser, { phone: true })
  await page.goto(await canonical(request, listing.id, 'nl', 'rent'))
  await page.locator('details#rent-application > summary').click()
  const form = page.locator('details#rent-application form')
  // Two months' deposit in Brussels; why each item is asked, and nothing more.
  await expect(form).toContainText(text('AT_SIGNING_DEPOSIT', 'nl').replace('{months}', '2'))
  for (const key of ['APPLICATION_WHY_NAME', 'APPLICATION_WHY_HOUSEHOLD', 'APPLICATION_WHY_INCOME', 'APPLICATION_WHY_LAW']) await expect(form).toContainText(text(key, 'nl'))
  for (const key of ['APPLICATION_WHY_ADDRESS', 'APPLICATION_WHY_BIRTH_DATE', 'APPLICATION_WHY_RENT_RECEIPTS', 'APPLICATION_WHY_INCOME_PROOF']) await expect(form).not.toContainText(text(key, 'nl'))
  for (const key of ['SALUTATION', 'STREET', 'ZIP', 'BIRTH_DATE', 'APPLICATION_PROOF', 'REMARK']) await expect(field(form, key, 'nl')).toHaveCount(0)
  await expect(form.locator('input[type=file], textarea')).toHaveCount(0)

  await field(form, 'FIRST_NAME', 'nl').fill('An')
  await field(form, 'LAST_NAME', 'nl').fill('Peeters')
  await field(form, 'EMAIL', 'nl').fill('brussels.candidate@example.be')
  await field(form, 'START_DATE', 'nl').fill('2027-03-01')
  await field(form, 'END_DATE', 'nl').fill('2027-02-01')
  await field(form, 'MONTHLY_INCOME', 'nl').fill('3200')
  await field(form, 'NUMBER_OF_PERSONS', 'nl').fill('2')
  await send(form, 'nl')
  await expect(fieldError(form, text('END_DATE_INVALID', 'nl'))).toBeVisible()
  await field(form, 'END_DATE', 'nl').fill('2028-02-29')
  // Every declaration and the consent; the captcha's own box is ticked by the captcha as it solves
  // (ticking it by hand races the widget, whose mark then covers the box).
  for (const box of await form.locator('input[type="checkbox"]:not(altcha-widget *)').all()) if (!(await box.isChecked())) await box.check()
  await send(form, 'nl')
  await expect(page).toHaveURL(/\/nl\/bedankt\/rent-application\/$/, { timeout: 20_000 })
  const admin = await asAdmin(request)
  const stored = (await (await request.get('/api/form-submissions?depth=0&where[email][equals]=brussels.candidate@example.be', { headers: admin })).json()) as { docs: { data: Record<string, unknown> }[] }
  expect(stored.docs).toHaveLength(1)
  expect(Object.keys(stored.docs[0].data).sort()).toEqual(['confirmAmount', 'confirmIncome', 'confirmPersons', 'confirmRead', 'consent', 'email', 'endDate', 'firstName', 'income', 'lastName', 'persons', 'startDate'])
})

test('a rent application for a Walloon home asks the address and date of birth, and offers the proof of the last rents', async ({ browser, request }) => {
  const listing = await rentListingIn(request, 'wallonia')
  const page = await person(browser)
  await page.goto(await canonical(request, listing.id, 'fr', 'rent'))
  await page.locator('details#rent-application > summary').click()
  const form = page.locator('details#rent-application form')
  await expect(form).toContainText(text('APPLICATION_WHY_RENT_RECEIPTS', 'fr'))
  for (const key of ['STREET', 'ZIP', 'CITY', 'BIRTH_DATE']) await expect(field(form, key, 'fr')).toHaveCount(1)
  await expect(field(form, 'APPLICATION_PROOF', 'fr')).toHaveAttribute('accept', /application\/pdf.*image\/jpeg.*image\/png/)
})

test('a purchase offer and a friend, in Dutch', async ({ browser, request }) => {
  const listing = await firstListing(request, 'where[goal][equals]=sale&where[marquee][equals]=none')
  const url = await canonical(request, listing.id, 'nl')
  const page = await person(browser)
  await page.goto(url)
  await page.locator('details#purchase-offer > summary').click()
  const offer = page.locator('details#purchase-offer form')
  await expect(offer).toContainText(text('PURCHASE_OFFER_BINDING', 'nl'))
  await fillPerson(offer, 'nl')
  await fillAddress(offer, 'nl')
  await field(offer, 'OFFER_AMOUNT', 'nl').fill('285000')
  await field(offer, 'OFFER_VALID_UNTIL', 'nl').fill('2027-01-31')
  await offer.getByRole('checkbox', { name: text('PURCHASE_OFFER_TERMS', 'nl').slice(0, 30) }).check()
  await consent(offer, 'nl')
  await send(offer, 'nl')
  await expect(page).toHaveURL(/\/nl\/bedankt\/purchase-offer\/$/, { timeout: 20_000 })

  await page.goto(`${url}#send-to-friend`)
  await expect(page.locator('details#send-to-friend')).toHaveAttribute('open', '')
  const friend = page.locator('details#send-to-friend form')
  await field(friend, 'YOUR_NAME', 'nl').fill('Ann')
  await field(friend, 'YOUR_EMAIL', 'nl').fill('ann@example.be')
  await field(friend, 'FRIEND_EMAIL', 'nl').fill('bob@')
  await send(friend, 'nl')
  await expect(fieldError(friend, 'Het e-mailadres van uw vriend is niet geldig')).toBeVisible()
  await field(friend, 'FRIEND_EMAIL', 'nl').fill('bob.vriend@example.be')
  // The message reaches an address nobody verified: short, and no link, which the browser says before sending.
  await expect(friend).toContainText(text('SEND_TO_FRIEND_NOTE', 'nl').replace('{max}', '300'))
  await field(friend, 'MESSAGE', 'nl').fill('Kijk eens op www.voorbeeld.be')
  await send(friend, 'nl')
  await expect(fieldError(friend, text('LINKS_NOT_ALLOWED', 'nl'))).toBeVisible()
  await field(friend, 'MESSAGE', 'nl').fill('Mooi pand, niet?')
  await send(friend, 'nl')
  await expect(page).toHaveURL(/\/nl\/bedankt\/send-to-friend\/$/, { timeout: 20_000 })
  await expect.poll(async () => (await mailsTo('bob.vriend@example.be')).map((m) => m.subject), { timeout: 15_000 }).toEqual([`Ann stuurt u een pand: ${listing.name}`])
  expect((await mailsTo('bob.vriend@example.be'))[0].text).toContain('Mooi pand, niet?')
})

test('documents are requested once per address, and mailed as links', async ({ browser, request }) => {
  const listing = await firstListing(request, 'where[goal][equals]=sale&where[marquee][equals]=none&page=4')
  const admin = await asAdmin(request)
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n'
  const upload = await request.post('/api/media', { headers: admin, multipart: { file: { name: 'epc-attest.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) }, _payload: JSON.stringify({ alt: 'EPC' }) } })
  expect(upload.status(), await upload.text()).toBe(201)
  const media = ((await upload.json()) as { doc: { id: number } }).doc
  const patched = await request.patch(`/api/properties/${listing.id}`, { headers: admin, data: { documents: [{ title: 'EPC-attest', file: media.id }] } })
  expect(patched.status(), await patched.text()).toBe(200)

  const page = await person(browser)
  const url = await canonical(request, listing.id, 'en')
  const ask = async () => {
    await page.goto(url)
    await page.locator('details#documents-request > summary').click()
    const form = page.locator('details#documents-request form')
    await fillPerson(form, 'en', { first: 'Doc', last: 'Reader', email: 'doc.reader@example.be' })
    await consent(form, 'en')
    await send(form, 'en')
    return form
  }
  await ask()
  await expect(page).toHaveURL(/\/en\/thank-you\/documents-request\/$/, { timeout: 20_000 })
  const again = await ask()
  await expect(again.getByRole('alert')).toHaveText(text('DOCUMENTS_ALREADY_REQUESTED', 'en'))
  await expect.poll(async () => (await mailsTo('doc.reader@example.be')).filter((m) => m.text?.includes('EPC-attest: http')).length, { timeout: 15_000 }).toBe(1)
})

test('the demand register, free valuation and newsletter pages', async ({ browser }) => {
  const page = await person(browser)
  await page.goto('/nl/zoekopdracht/')
  const demand = page.locator('#demand-register form')
  await fillPerson(demand, 'nl')
  await demand.getByRole('radio', { name: text('GOAL_BUY', 'nl') }).check()
  await send(demand, 'nl')
  await expect(fieldError(demand, 'Kies minstens één type pand')).toBeVisible()
  await expect(fieldError(demand, 'Kies minstens één gemeente of regio')).toBeVisible()
  await demand.getByRole('group', { name: text('PREFERRED_TYPES', 'nl') }).getByRole('checkbox').first().check()
  await demand.getByRole('group', { name: text('PREFERRED_CITIES', 'nl') }).getByRole('checkbox').first().check()
  await demand.getByRole('radio', { name: text('FREQUENCY_DAILY', 'nl') }).check()
  await consent(demand, 'nl')
  await send(demand, 'nl')
  await expect(page).toHaveURL(/\/nl\/bedankt\/demand-register\/$/, { timeout: 20_000 })

  await page.goto('/fr/estimation-gratuite/')
  const valuation = page.locator('#contact-demand form')
  await fillPerson(valuation, 'fr')
  await valuation.getByRole('radio', { name: text('GOAL_SELL', 'fr'), exact: true }).check()
  await send(valuation, 'fr')
  await expect(fieldError(valuation, 'Rue est un champ obligatoire')).toBeVisible()
  await field(valuation, 'STREET', 'fr').fill('Rue Haute')
  await field(valuation, 'HOUSE_NUMBER', 'fr').fill('5')
  await field(valuation, 'ZIP', 'fr').fill('4000')
  await field(valuation, 'CITY', 'fr').first().fill('Liège')
  await consent(valuation, 'fr')
  await send(valuation, 'fr')
  await expect(page).toHaveURL(/\/fr\/merci\/contact-demand\/$/, { timeout: 20_000 })

  await page.goto('/en/contact/')
  const news = page.locator('#sign-newsletter form')
  await field(news, 'EMAIL', 'en').fill('reader@example.be')
  await consent(news, 'en')
  await send(news, 'en')
  await expect(page).toHaveURL(/\/en\/thank-you\/sign-newsletter\/$/, { timeout: 20_000 })
})

test('a new-build project enquiry in English', async ({ browser, request }) => {
  const response = await request.get('/api/projects?depth=0&limit=1&locale=en')
  const [project] = ((await response.json()) as { docs: { id: number; slug: string }[] }).docs
  const page = await person(browser)
  await page.goto('/en/projects/')
  await page.getByRole('main').getByRole('link').filter({ hasText: /./ }).first().click()
  await expect(page).toHaveURL(/\/en\/projects\/[^/]+\/\d+\/$/)
  expect(project).toBeTruthy()
  const form = page.locator('form[action="/api/forms/contact-construction"]')
  await fillPerson(form, 'en')
  await consent(form, 'en')
  await send(form, 'en')
  await expect(page).toHaveURL(/\/en\/thank-you\/contact-construction\/$/, { timeout: 20_000 })
})

test('alert me on a results page: thanked, confirmed by its mail, then mailed when a matching listing is published', async ({ browser, request }) => {
  const page = await person(browser)
  await page.goto('/fr/a-vendre/?bedrooms=2')
  await page.getByRole('button', { name: text('ALERT_ME', 'fr') }).click()
  const form = page.locator('#alert-me-form form')
  await field(form, 'EMAIL', 'fr').fill('alerte@example.be')
  await form.getByRole('radio', { name: text('FREQUENCY_INSTANT', 'fr') }).check()
  await consent(form, 'fr')
  await send(form, 'fr')
  await expect(page).toHaveURL(/\/fr\/merci\/search-alert\/$/, { timeout: 20_000 })
  await expect.poll(async () => (await mailsTo('alerte@example.be')).length, { timeout: 15_000 }).toBe(1)
  const [mail] = await mailsTo('alerte@example.be')
  expect(mail.subject).toBe(text('ALERT_CONFIRM_SUBJECT', 'fr'))
  const link = /https?:\/\/\S+\/api\/alerts\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0]
  expect(link).toBeTruthy()
  // The link opens a page whose button activates the alert (a mail scanner following links confirms nothing).
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  await page.getByRole('button', { name: text('ALERT_CONFIRM_BUTTON', 'fr') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ALERT_CONFIRMED_TITLE', 'fr'))
  await page.getByRole('link', { name: text('ALERT_SEE_RESULTS', 'fr') }).click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?bedrooms=2$/)

  // Staff take a matching listing offline and publish it again: the alert's owner hears of it.
  const [match] = ((await (await request.get('/api/properties?depth=0&limit=1&locale=fr&where[goal][equals]=sale&where[marquee][equals]=none&where[rooms.bedrooms][greater_than_equal]=2&page=6')).json()) as { docs: Listing[] }).docs
  const admin = await asAdmin(request)
  expect((await request.patch(`/api/properties/${match.id}`, { headers: admin, data: { _status: 'draft' } })).status()).toBe(200)
  expect((await request.patch(`/api/properties/${match.id}`, { headers: admin, data: { _status: 'published' } })).status()).toBe(200)
  const subject = text('ALERT_MATCH_SUBJECT', 'fr').replace('{property}', match.name)
  await expect.poll(async () => (await mailsTo('alerte@example.be')).map((m) => m.subject), { timeout: 20_000 }).toContain(subject)
})

test('without JavaScript a form still posts, and the server answers with its errors', async ({ browser }) => {
  const page = await person(browser, { javaScriptEnabled: false })
  await page.goto('/en/contact/')
  const form = page.locator('#site-contact form')
  // The page says why (in a <noscript>, which a browser with scripting switched off per page does not render for tests).
  expect(await (await page.request.get('/en/contact/')).text()).toMatch(new RegExp(`<noscript><p[^>]*>${escape(text('JAVASCRIPT_NEEDED_FOR_FORM', 'en'))}</p></noscript>`))
  await fillPerson(form, 'en')
  await field(form, 'MESSAGE', 'en').fill('Sent from a browser without JavaScript.')
  await consent(form, 'en')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page).toHaveURL(/\/api\/forms\/site-contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check the fields marked in red.')
  // The proof-of-work captcha needs JavaScript, and the form says so; nothing is stored without it.
  await expect(page.getByText('Please enter the security code')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the form' }).click()
  await expect(page).toHaveURL(/\/en\/contact\/$/)
})

test('a listing without JavaScript: its first form is plain HTML in place, the folded ones say they need JavaScript', async ({ browser, request }) => {
  const listing = await firstListing(request, 'where[goal][equals]=sale&where[marquee][equals]=none')
  const url = await canonical(request, listing.id, 'fr')
  const html = await (await request.get(url)).text()
  // The form's fields are in the page once, where they show (not moved in later by a script), and the
  // page's payload for React holds the form's props, not its markup again.
  expect(html.match(/id="contact-me-firstName"/g)).toHaveLength(1)
  expect(html).not.toMatch(/<div hidden id="S:/)
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((match) => match[1]).join('')
  expect(payload).toContain('contact-me')
  expect(payload).not.toContain('contact-me-firstName')

  const page = await person(browser, { javaScriptEnabled: false })
  await page.goto(url)
  const info = page.locator('details#contact-me form')
  await expect(field(info, 'FIRST_NAME', 'fr')).toBeVisible()
  await page.locator('details#purchase-offer > summary').click()
  await expect(page.locator('details#purchase-offer form')).toHaveCount(0)
  // The note sits in a <noscript>, which a browser with scripting switched off per page does not render for tests.
  expect(html).toMatch(new RegExp(`id="purchase-offer"[\\s\\S]*?<noscript><p[^>]*>${escape(text('JAVASCRIPT_NEEDED_FOR_FORM', 'fr'))}</p></noscript>`))
})

test('pages with forms pass axe, on a phone too', async ({ browser, request }) => {
  const listing = await firstListing(request, 'where[goal][equals]=sale&where[marquee][equals]=none')
  for (const url of ['/en/contact/', '/nl/zoekopdracht/', await canonical(request, listing.id, 'fr')]) {
    const page = await person(browser, { phone: true })
    await page.goto(url)
    const form = page.locator('form:has(button[type=submit])').first()
    await expect(form).toHaveAttribute('novalidate', '')
    await form.locator('button[type=submit]').click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    expect(await axeViolations(page, url)).toEqual([])
  }
})
