import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readFormBody } from '@/lib/forms/body'
import { FORMS } from '@/lib/forms/definitions'
import { submitForm } from '@/lib/forms/submit'

import { ALL_MENTIONS } from '../helpers/mentions'

/** The smallest PDF Payload's upload check accepts: header, cross-reference table, end marker. */
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n'
import { startPayload, type TestPayload } from '../helpers/payload'
import { solvedCaptcha } from '../helpers/captcha'
import { addTexts } from '../helpers/texts'

// The work a challenge asks: an operator setting, kept small so each test solves in milliseconds.
process.env.CAPTCHA_DIFFICULTY = '20'

let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { sale: 0, sold: 0, rent: 0, noDocs: 0, project: 0 }

/** A captcha solved the way the visitor's browser solves it. */
const solved = solvedCaptcha

const person = { title: 'ms', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', phone: '0470 12 34 56', consent: true }

/** The UI texts the assertions read, in nl, fr and en, as the seed writes them. */
const KEYS = ['FIELD_REQUIRED', 'FIRST_NAME', 'EMAIL_INVALID', 'CAPTCHA_INVALID', 'CAPTCHA_REQUIRED', 'TITLE_REQUIRED', 'PRIVACY_CONSENT_REQUIRED', 'HTML_NOT_ALLOWED', 'SLOT_TAKEN', 'DOCUMENTS_ALREADY_REQUESTED', 'DOCUMENT_REQUEST_ERROR', 'PROPERTY_SOLD', 'FILE_TYPE_INVALID', 'FRIEND_EMAIL_INVALID', 'END_DATE_INVALID', 'AT_LEAST_ONE_TYPE', 'AT_LEAST_ONE_ZONE', 'FORM_REJECTED', 'PHONE_INVALID']

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  await addTexts(payload, KEYS)
  const page = await payload.create({ collection: 'pages', locale: 'nl', data: { key: 'thank-you', title: 'Bedankt', slug: 'bedankt', _status: 'published' } as never, ...ctx })
  await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: 'Merci', slug: 'merci', _status: 'published' } as never, ...ctx })
  await payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'Thank you', slug: 'thank-you', _status: 'published' } as never, ...ctx })
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })
  const pdf = await payload.create({
    collection: 'media',
    data: { alt: 'Plan' },
    file: { data: Buffer.from(PDF), mimetype: 'application/pdf', name: 'plan.pdf', size: PDF.length },
    ...ctx,
  })
  const listing = async (name: string, extra: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'properties',
        data: { name, reference: name, goal: 'sale', type: type.id, city: city.id, price: 300_000, _status: 'published', ...ALL_MENTIONS, ...extra } as never,
        ...ctx,
      })
    ).id
  ids.sale = await listing('Villa', { documents: [{ title: 'Plan', file: pdf.id }] })
  ids.noDocs = await listing('Loft', {})
  ids.sold = await listing('Sold house', { marquee: 'sold' })
  ids.rent = await listing('Flat', { goal: 'rent', price: 900, marquee: 'none' })
  ids.project = (await payload.create({ collection: 'projects', data: { name: 'Residentie Aurora', city: city.id, _status: 'published' } as never, ...ctx })).id
})
afterAll(async () => t?.close())

describe('a valid submission', () => {
  it('is stored with its kind, language, page, listing and consent, answered with the localised thank-you path', async () => {
    const result = await submitForm(payload, 'contact-me', {
      ...person,
      remark: 'Is the garden south-facing?',
      contactTimes: ['morning'],
      unknownField: 'dropped',
      locale: 'fr',
      page: '/fr/a-vendre/gent/villa/1/',
      property: String(ids.sale),
      altcha: await solved(),
      website: '',
    }, null)
    expect(result).toMatchObject({ status: 201, redirect: '/fr/merci/contact-me/' })
    if (result.status !== 201) return
    const doc = await payload.findByID({ collection: 'form-submissions', id: result.id, depth: 0, ...ctx })
    expect(doc).toMatchObject({ kind: 'contact-me', locale: 'fr', status: 'new', email: 'ann@example.be', name: 'Ann Peeters', property: ids.sale, consent: true, page: '/fr/a-vendre/gent/villa/1/' })
    expect(doc.data).toEqual({ ...person, remark: 'Is the garden south-facing?', contactTimes: ['morning'], newsletter: false })
    expect(doc.data).not.toHaveProperty('unknownField')
  })

  it('about a project, for a new-build contact', async () => {
    const result = await submitForm(payload, 'contact-construction', { ...person, project: ids.project, locale: 'en', altcha: await solved() }, null)
    expect(result).toMatchObject({ status: 201, redirect: '/en/thank-you/contact-construction/' })
    if (result.status === 201) expect((await payload.findByID({ collection: 'form-submissions', id: result.id, depth: 0, ...ctx })).project).toBe(ids.project)
  })
})

describe('refusals are messages per field in the visitor language, and store nothing', () => {
  const count = async () => (await payload.count({ collection: 'form-submissions', ...ctx })).totalDocs

  it.each([
    ['nl', 'Voornaam is een verplicht veld', 'Het e-mailadres is niet geldig', 'Vul de beveiligingscode in'],
    ['fr', 'Prénom est un champ obligatoire', "L'adresse e-mail n'est pas valide", 'Veuillez saisir le code de sécurité'],
    ['en', 'First name is a required field', 'The email address is not valid', 'Please enter the security code'],
  ])('in %s', async (locale, firstName, email, captcha) => {
    const before = await count()
    const result = await submitForm(payload, 'site-contact', { title: 'mr', email: 'not-an-address', locale }, null)
    expect(result.status).toBe(400)
    if (result.status !== 400) return
    expect(result.errors.firstName).toBe(firstName)
    expect(result.errors.email).toBe(email)
    expect(result.errors.altcha).toBe(captcha)
    expect(await count()).toBe(before)
  })

  it('a wrong or replayed captcha solution: "The entered characters are not valid"', async () => {
    const altcha = await solved()
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(altcha, 'base64').toString()), solution: { counter: 1, derivedKey: '00' } })).toString('base64')
    const bad = await submitForm(payload, 'sign-newsletter', { email: 'a@example.be', consent: true, locale: 'en', altcha: forged }, null)
    expect(bad).toMatchObject({ status: 400, errors: { altcha: 'The entered characters are not valid' } })
    const first = await submitForm(payload, 'sign-newsletter', { email: 'a@example.be', consent: true, locale: 'en', altcha }, null)
    expect(first.status).toBe(201)
    const before = await count()
    const replay = await submitForm(payload, 'sign-newsletter', { email: 'b@example.be', consent: true, locale: 'en', altcha }, null)
    expect(replay).toMatchObject({ status: 400, errors: { altcha: 'The entered characters are not valid' } })
    expect(await count()).toBe(before)
  })

  it('the honeypot, markup in a name, line breaks in an address, a wrong type', async () => {
    const altcha = await solved()
    expect(await submitForm(payload, 'contact-me', { ...person, website: 'http://spam', locale: 'en', altcha }, null)).toMatchObject({ status: 400, errors: { form: expect.stringContaining('could not be processed') } })
    const result = await submitForm(payload, 'contact-me', { ...person, firstName: '<script>alert(1)</script>', email: 'ann@example.be\r\nBcc: all@example.be', phone: ['0470'], locale: 'en', altcha }, null)
    expect(result).toMatchObject({ status: 400, errors: { firstName: 'Markup such as < > is not allowed here', email: 'The email address is not valid', phone: 'The phone number is not valid' } })
  })

  it('send to a friend needs a valid friend address; a rent application a valid end date', async () => {
    const friend = await submitForm(payload, 'send-to-friend', { yourName: 'Ann', email: 'ann@example.be', friendEmail: 'bob@', property: ids.sale, locale: 'en' }, null)
    expect(friend).toMatchObject({ status: 400, errors: { friendEmail: "Your friend's email address is not valid" } })
    const rent = await submitForm(payload, 'rent-application', { ...person, startDate: '2027-03-01', endDate: '2027-02-01', property: ids.rent, locale: 'en' }, null)
    expect(rent).toMatchObject({ status: 400, errors: { endDate: 'The end date is not valid' } })
  })

  it('a demand registration needs a property type and a zone', async () => {
    const result = await submitForm(payload, 'demand-register', { ...person, goal: 'buy', frequency: 'daily', locale: 'nl' }, null)
    expect(result).toMatchObject({ status: 400, errors: { types: 'Kies minstens één type pand', cities: 'Kies minstens één gemeente of regio' } })
  })

  it('an offer on a sold listing', async () => {
    const result = await submitForm(payload, 'purchase-offer', {
      ...person, street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: 'Gent', amount: '280000', validUntil: '2027-01-31', acceptTerms: true,
      property: ids.sold, locale: 'en', altcha: await solved(),
    }, null)
    expect(result).toMatchObject({ status: 400, errors: { form: 'Property Sold' } })
  })
})

describe('visit slots', () => {
  it('offers a free future slot once: the second request for it is refused', async () => {
    const start = new Date(Date.now() + 86_400_000)
    const slot = await payload.create({ collection: 'appointment-slots', data: { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString(), property: ids.sale }, ...ctx })
    const ask = async (email: string) =>
      submitForm(payload, 'contact-appointment', { ...person, email, slot: String(slot.id), property: ids.sale, locale: 'en', altcha: await solved() }, null)
    const [a, b] = await Promise.all([ask('one@example.be'), ask('two@example.be')])
    expect([a.status, b.status].sort()).toEqual([201, 400])
    const refused = a.status === 400 ? a : b
    expect(refused).toMatchObject({ errors: { slot: 'Someone has just taken this time slot. Please choose another one.' } })
    expect((await payload.count({ collection: 'form-submissions', where: { slot: { equals: slot.id } }, ...ctx })).totalDocs).toBe(1)
  })
})

describe('documents', () => {
  it('are sent once per address and listing, and only when the listing has some', async () => {
    const ask = async (property: number) => submitForm(payload, 'documents-request', { ...person, email: 'docs@example.be', property, locale: 'en', altcha: await solved() }, null)
    expect((await ask(ids.sale)).status).toBe(201)
    expect(await ask(ids.sale)).toMatchObject({ status: 400, errors: { form: 'You have already requested the documents for this property.' } })
    expect((await ask(ids.noDocs)).status).toBe(400)
  })
})

describe('a CV', () => {
  const post = (file: Blob, name: string) => {
    const body = new FormData()
    for (const [key, value] of Object.entries({ ...person, consent: 'true', message: 'Open application', locale: 'en' })) body.set(key, String(value))
    body.set('cv', file, name)
    return new Request('http://localhost/api/forms/site-contact', { method: 'POST', body })
  }

  it('is stored when it is really a PDF', async () => {
    const read = await readFormBody(post(new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf'), FORMS['site-contact'])
    expect(read.ok).toBe(true)
    if (!read.ok) return
    const result = await submitForm(payload, 'site-contact', { ...read.fields, altcha: await solved() }, read.file)
    expect(result.status).toBe(201)
    if (result.status !== 201) return
    const doc = await payload.findByID({ collection: 'form-submissions', id: result.id, depth: 1, ...ctx })
    expect(doc.file).toMatchObject({ mimeType: 'application/pdf' })
  })

  it('is refused when its bytes are not the document it claims to be', async () => {
    const read = await readFormBody(post(new Blob(['MZ\x90\x00 not a pdf'], { type: 'application/pdf' }), 'cv.pdf'), FORMS['site-contact'])
    if (!read.ok) throw new Error('unreadable')
    const before = (await payload.count({ collection: 'form-files', ...ctx })).totalDocs
    expect(await submitForm(payload, 'site-contact', { ...read.fields, altcha: await solved() }, read.file)).toMatchObject({ status: 400, errors: { cv: 'This file type is not allowed' } })
    expect((await payload.count({ collection: 'form-files', ...ctx })).totalDocs).toBe(before)
  })

  it('a body over the limit is not read', async () => {
    const big = new Blob([new Uint8Array(7 * 1024 * 1024)], { type: 'application/pdf' })
    expect(await readFormBody(post(big, 'big.pdf'), FORMS['site-contact'])).toEqual({ ok: false, status: 413 })
  })
})
