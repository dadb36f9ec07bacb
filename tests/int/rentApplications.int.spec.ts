import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type UploadedFile } from '@/lib/forms/body'
import { submitForm } from '@/lib/forms/submit'

import { solvedCaptcha } from '../helpers/captcha'
import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'
import { addTexts } from '../helpers/texts'

// The work a challenge asks: an operator setting, kept small so each test solves in milliseconds.
process.env.CAPTCHA_DIFFICULTY = '20'

let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { brussels: 0, wallonia: 0, flanders: 0 }

/** The smallest PDF Payload's upload check accepts. */
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n'
const pdf = (bytes = PDF): UploadedFile => ({ name: 'receipts.pdf', type: 'application/pdf', size: bytes.length, bytes: new Uint8Array(Buffer.from(bytes)) })

/** Everything any region lets an application ask, and what none does (a nationality, a free text). */
const everything = {
  firstName: 'Ann',
  lastName: 'Peeters',
  email: 'ann@example.be',
  phone: '0470 12 34 56',
  street: 'Kerkstraat',
  houseNumber: '12',
  zip: '9000',
  city: 'Gent',
  birthDate: '1990-05-01',
  startDate: '2027-03-01',
  income: '3200',
  persons: '2',
  confirmIncome: true,
  confirmPersons: true,
  confirmRead: true,
  confirmAmount: true,
  consent: true,
  nationality: 'BE',
  remark: 'I have a cat',
  locale: 'en',
}

const apply = async (listing: number, fields: Record<string, unknown>, file: UploadedFile | null = null) =>
  submitForm(payload, 'rent-application', { ...fields, property: listing, altcha: await solvedCaptcha() }, file)

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  await addTexts(payload, ['FIELD_REQUIRED', 'FILE_TYPE_INVALID', 'STREET', 'BIRTH_DATE'])
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Appartement', showOrder: 1 }, ...ctx })
  const flat = async (zip: string, name: string) => {
    const city = await payload.create({ collection: 'cities', data: { zip, name, country: 'BE' }, ...ctx })
    return (await payload.create({ collection: 'properties', data: { name: `Flat in ${name}`, reference: name, goal: 'rent', type: type.id, city: city.id, price: 1000, marquee: 'none', _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
  }
  ids.brussels = await flat('1050', 'Ixelles')
  ids.wallonia = await flat('4000', 'Liège')
  ids.flanders = await flat('9000', 'Gent')
})

afterAll(async () => t?.close())

describe('the regions’ rules, as a new site gets them', () => {
  it('are in the admin for each region, dated, with their official sources', async () => {
    const { docs } = await payload.find({ collection: 'application-rules', sort: 'validFrom', ...ctx })
    expect(docs.map((doc) => `${doc.region} ${String(doc.validFrom).slice(0, 10)}`)).toEqual(['brussels 2018-01-01', 'wallonia 2018-09-01', 'flanders 2019-01-01', 'brussels 2023-03-20'])
    expect(docs.find((doc) => doc.region === 'wallonia')).toMatchObject({ items: ['phone', 'address', 'birthDate', 'household', 'income'], documents: ['rentReceipts'] })
    for (const doc of docs) expect(doc.sources).toMatch(/https:\/\//)
  })
})

describe('an application asks what its listing’s region allows, and stores nothing else', () => {
  it('Brussels: no address, date of birth or document is stored, whatever is sent', async () => {
    const result = await apply(ids.brussels, everything, pdf())
    expect(result.status).toBe(201)
    const stored = await payload.findByID({ collection: 'form-submissions', id: (result as { id: number }).id, depth: 0, ...ctx })
    expect(stored.data).toEqual({ firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', phone: '0470 12 34 56', startDate: '2027-03-01', income: 3200, persons: 2, confirmIncome: true, confirmPersons: true, confirmRead: true, confirmAmount: true, consent: true })
    expect(stored.file ?? null).toBeNull()
    expect((await payload.count({ collection: 'form-files', ...ctx })).totalDocs).toBe(0)
  })

  it('Wallonia: the address and date of birth are required, and the proof of the last rents is kept, checked like a CV', async () => {
    const { street, birthDate, ...without } = everything
    expect(street && birthDate).toBeTruthy()
    const missing = await apply(ids.wallonia, without)
    expect(missing).toMatchObject({ status: 400, errors: { street: 'Street is a required field', birthDate: 'Date of birth is a required field' } })

    const forged = await apply(ids.wallonia, everything, { ...pdf(), bytes: new Uint8Array(Buffer.from('MZ not a pdf at all')) })
    expect(forged).toMatchObject({ status: 400, errors: { proof: 'This file type is not allowed' } })

    const result = await apply(ids.wallonia, everything, pdf())
    expect(result.status).toBe(201)
    const stored = await payload.findByID({ collection: 'form-submissions', id: (result as { id: number }).id, depth: 1, ...ctx })
    expect(stored.data).toMatchObject({ street: 'Kerkstraat', birthDate: '1990-05-01' })
    expect(stored.data).not.toHaveProperty('nationality')
    expect(stored.data).not.toHaveProperty('remark')
    expect(stored.file).toMatchObject({ mimeType: 'application/pdf', filename: expect.stringMatching(/^proof-[0-9a-f]{16}\.pdf$/) })
  })

  it('a set staff add takes effect at once: Flanders asking no more than the amount of income', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const rule = await payload.create({ collection: 'application-rules', data: { region: 'flanders', validFrom: `${today}T00:00:00.000Z`, items: ['income'], sources: 'test' }, ...ctx })
    const { street, houseNumber, zip, city, persons, confirmPersons, ...rest } = everything
    expect([street, houseNumber, zip, city, persons, confirmPersons].every(Boolean)).toBe(true)
    const result = await apply(ids.flanders, { ...rest, street: 'Kerkstraat' })
    expect(result.status).toBe(201)
    const stored = await payload.findByID({ collection: 'form-submissions', id: (result as { id: number }).id, depth: 0, ...ctx })
    expect(Object.keys(stored.data as object)).not.toContain('street')
    expect(Object.keys(stored.data as object)).not.toContain('persons')
    await payload.delete({ collection: 'application-rules', id: rule.id, ...ctx })
  })
})

describe('applications are erased on time', () => {
  const DAY = 86_400_000
  const later = (days: number) => new Date(Date.now() + days * DAY)
  const applicationsOf = async (listing: number) => (await payload.find({ collection: 'form-submissions', where: { property: { equals: listing } }, depth: 0, ...ctx })).docs

  it('with their documents, the retention time after the listing is let, and not a day before', async () => {
    const { eraseExpiredApplications } = await import('@/lib/rentals/erasure')
    const type = (await payload.find({ collection: 'property-types', limit: 1, ...ctx })).docs[0]
    const city = (await payload.find({ collection: 'cities', where: { zip: { equals: '4000' } }, ...ctx })).docs[0]
    const listing = (await payload.create({ collection: 'properties', data: { name: 'Let flat', reference: 'LET-1', goal: 'rent', type: type.id, city: city.id, price: 800, marquee: 'none', _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
    expect((await apply(listing, everything, pdf())).status).toBe(201)
    const [application] = await applicationsOf(listing)
    const file = application.file as number
    await payload.update({ collection: 'properties', id: listing, data: { marquee: 'rented' } as never, ...ctx })

    expect(await eraseExpiredApplications(payload, later(179))).toEqual({ erased: 0 })
    expect(await applicationsOf(listing)).toHaveLength(1)
    // The listing on offer keeps its applications however late it is.
    const onOffer = (await applicationsOf(ids.wallonia)).length
    expect(await eraseExpiredApplications(payload, later(181))).toEqual({ erased: 1 })
    expect(await applicationsOf(listing)).toHaveLength(0)
    expect(await payload.findByID({ collection: 'form-files', id: file, disableErrors: true, ...ctx })).toBeNull()
    expect(await applicationsOf(ids.wallonia)).toHaveLength(onOffer)
  })

  it('after a withdrawal only while the listing stays withdrawn, and sooner when the agency sets a shorter time', async () => {
    const { eraseExpiredApplications } = await import('@/lib/rentals/erasure')
    expect((await apply(ids.brussels, { ...everything, email: 'bob@example.be' })).status).toBe(201)
    const count = (await applicationsOf(ids.brussels)).length
    await payload.update({ collection: 'properties', id: ids.brussels, data: { _status: 'draft' } as never, ...ctx })
    await payload.update({ collection: 'properties', id: ids.brussels, data: { _status: 'published' } as never, ...ctx })
    expect(await eraseExpiredApplications(payload, later(365))).toEqual({ erased: 0 })

    await payload.update({ collection: 'properties', id: ids.brussels, data: { _status: 'draft' } as never, ...ctx })
    process.env.RENT_APPLICATION_RETENTION_DAYS = '30'
    try {
      expect(await eraseExpiredApplications(payload, later(29))).toEqual({ erased: 0 })
      expect(await eraseExpiredApplications(payload, later(31))).toEqual({ erased: count })
    } finally {
      delete process.env.RENT_APPLICATION_RETENTION_DAYS
    }
    expect(await applicationsOf(ids.brussels)).toHaveLength(0)
  })
})

describe('staff compare, the owner chooses, the others are told', () => {
  /** The mails queued to an address, oldest first: their subject and text. */
  const mailsTo = async (to: string) =>
    (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: 'createdAt', pagination: false, ...ctx })).docs
      .map((job) => (job.input as { mail: { to: string; subject: string; text: string } }).mail)
      .filter((mail) => mail.to === to)
  const statusOf = async (id: number) => (await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })).application?.status
  let editor: Record<string, unknown> | null = null
  /** Staff set a status as the admin does: as themselves, through the field rules. */
  const setStatus = async (id: number, status: string) => {
    editor ??= { ...(await payload.create({ collection: 'users', data: { email: 'editor@example.be', password: 'editor-secret-12', roles: ['editor'] } as never, ...ctx })), collection: 'users' }
    return payload.update({ collection: 'form-submissions', id, data: { application: { status } } as never, overrideAccess: false, user: editor as never })
  }

  it('mails each candidate in their language at each change; choosing one declines those still open, keeps the reserve; a signed lease lets the home and tells the reserve', async () => {
    const { answerApplicationLink } = await import('@/lib/rentals/pages')
    await addTexts(payload, ['THANK_YOU_RENT_APPLICATION', 'THANK_YOU_RENT_APPLICATION_TEXT', 'APPLICATION_NEWS_SUBJECT', 'APPLICATION_STATUS_SHORTLISTED', 'APPLICATION_STATUS_CHOSEN', 'APPLICATION_STATUS_DECLINED', 'APPLICATION_STATUS_LET', 'APPLICATION_STATUS_SIGNED', 'APPLICATION_MANAGE_LINK'])
    const type = (await payload.find({ collection: 'property-types', limit: 1, ...ctx })).docs[0]
    const city = (await payload.find({ collection: 'cities', where: { zip: { equals: '1050' } }, ...ctx })).docs[0]
    const listing = (await payload.create({ collection: 'properties', data: { name: 'Loft Flagey', reference: 'FLAGEY', goal: 'rent', type: type.id, city: city.id, price: 1200, marquee: 'none', _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
    const ids: number[] = []
    for (const [email, locale, income] of [['one@example.be', 'fr', '4200'], ['two@example.be', 'nl', '3000'], ['three@example.be', 'en', '2500'], ['four@example.be', 'en', '5000']] as const) {
      const result = await apply(listing, { ...everything, email, locale, income })
      expect(result.status).toBe(201)
      ids.push((result as { id: number }).id)
    }
    const [one, two, three, four] = ids
    // The confirmation carries the candidate's link, in their language.
    const [confirmation] = await mailsTo('one@example.be')
    expect(confirmation.subject).toContain('Votre candidature est envoyée')
    const link = /\/api\/application\/manage\?token=([\w-]{43})/.exec(confirmation.text)
    expect(link).not.toBeNull()
    // Staff compare the income against the rent: 4200 / 1200.
    expect((await payload.findByID({ collection: 'form-submissions', id: one, depth: 0, ...ctx })).application).toMatchObject({ status: 'complete', complete: true, incomeRatio: 3.5, persons: 2 })

    await setStatus(one, 'shortlisted')
    expect((await mailsTo('one@example.be')).at(-1)?.text).toContain('Votre candidature figure parmi nos candidatures retenues')
    await setStatus(two, 'reserve')
    await setStatus(one, 'proposed')
    await setStatus(one, 'chosen')
    expect(await statusOf(two)).toBe('reserve')
    expect(await statusOf(three)).toBe('declined')
    expect(await statusOf(four)).toBe('declined')
    expect((await mailsTo('three@example.be')).at(-1)?.text).toContain('The owner has chosen another candidate for this home.')
    expect((await mailsTo('one@example.be')).at(-1)?.text).toContain('le propriétaire a choisi votre candidature')

    // The candidate's own page, by the secret of their link; a guessed one shows nothing.
    const page = await answerApplicationLink(payload, new Request(`http://x/api/application/manage?token=${link![1]}`), 'manage')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Loft Flagey')
    const guessed = await answerApplicationLink(payload, new Request(`http://x/api/application/manage?token=${'A'.repeat(43)}`), 'manage')
    expect(guessed.status).toBe(404)

    await setStatus(one, 'signed')
    expect(await statusOf(two)).toBe('declined')
    expect((await mailsTo('two@example.be')).at(-1)?.text).toContain('Deze woning is verhuurd.')
    const let_ = await payload.findByID({ collection: 'properties', id: listing, depth: 0, ...ctx })
    expect(let_).toMatchObject({ marquee: 'rented', _status: 'published' })
  })

  it('a candidate withdraws by their link, then erases everything at once; the link then leads nowhere', async () => {
    const { answerApplicationLink } = await import('@/lib/rentals/pages')
    const result = await apply(ids.wallonia, { ...everything, email: 'eve@example.be' }, pdf())
    const id = (result as { id: number }).id
    const [mail] = await mailsTo('eve@example.be')
    const token = /token=([\w-]{43})/.exec(mail.text)![1]
    const stored = await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })
    // A GET never changes anything (a mail scanner follows links).
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/withdraw?token=${token}`), 'withdraw')).status).toBe(200)
    expect(await statusOf(id)).toBe('complete')
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/withdraw?token=${token}`, { method: 'POST' }), 'withdraw')).status).toBe(200)
    expect(await statusOf(id)).toBe('withdrawn')
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/erase?token=${token}`, { method: 'POST' }), 'erase')).status).toBe(200)
    expect(await payload.findByID({ collection: 'form-submissions', id, disableErrors: true, ...ctx })).toBeNull()
    expect(await payload.findByID({ collection: 'form-files', id: stored.file as number, disableErrors: true, ...ctx })).toBeNull()
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/manage?token=${token}`), 'manage')).status).toBe(404)
  })
})

describe('one application per address and listing', () => {
  it('a second one waits until its address confirms it replaces the first, which keeps its status and link', async () => {
    const { answerApplicationLink } = await import('@/lib/rentals/pages')
    await addTexts(payload, ['APPLICATION_CONFIRM_SUBJECT', 'APPLICATION_CONFIRM_TEXT', 'APPLICATION_CONFIRM_BUTTON'])
    const mails = async (to: string) =>
      (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, sort: 'createdAt', pagination: false, ...ctx })).docs
        .map((job) => (job.input as { mail: { to: string; subject: string; text: string } }).mail)
        .filter((mail) => mail.to === to)
    const first = (await apply(ids.wallonia, { ...everything, email: 'twice@example.be', income: '2000' }, pdf())) as { id: number }
    const firstFile = (await payload.findByID({ collection: 'form-submissions', id: first.id, depth: 0, ...ctx })).file as number
    await payload.update({ collection: 'form-submissions', id: first.id, data: { application: { status: 'shortlisted' } } as never, ...ctx })
    const second = (await apply(ids.wallonia, { ...everything, email: 'TWICE@example.be', income: '2600' }, pdf('%PDF-1.4\n% the new one\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n'))) as { id: number }
    expect((await payload.findByID({ collection: 'form-submissions', id: second.id, depth: 0, ...ctx })).application?.status).toBe('unconfirmed')
    const confirm = (await mails('TWICE@example.be')).at(-1)!
    expect(confirm.subject).toContain('Confirm your new application')
    const token = /\/api\/application\/confirm\?token=([\w-]{43})/.exec(confirm.text)![1]
    // Following the link changes nothing; confirming (a post) does.
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/confirm?token=${token}`), 'confirm')).status).toBe(200)
    expect(await payload.findByID({ collection: 'form-submissions', id: second.id, disableErrors: true, ...ctx })).not.toBeNull()
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/confirm?token=${token}`, { method: 'POST' }), 'confirm')).status).toBe(200)
    expect(await payload.findByID({ collection: 'form-submissions', id: second.id, disableErrors: true, ...ctx })).toBeNull()
    const replaced = await payload.findByID({ collection: 'form-submissions', id: first.id, depth: 0, ...ctx })
    expect(replaced.data).toMatchObject({ income: 2600 })
    expect(replaced.application).toMatchObject({ status: 'shortlisted', incomeRatio: 2.6 })
    expect(replaced.file).not.toBe(firstFile)
    expect(await payload.findByID({ collection: 'form-files', id: firstFile, disableErrors: true, ...ctx })).toBeNull()
    expect((await answerApplicationLink(payload, new Request(`http://x/api/application/confirm?token=${token}`, { method: 'POST' }), 'confirm')).status).toBe(404)
  })
})

describe('one application per address and listing, held when sent at once', () => {
  it('of two first applications sent at the same moment, one stands and the other waits to replace it', async () => {
    const sent = await Promise.all([apply(ids.flanders, { ...everything, email: 'race@example.be' }), apply(ids.flanders, { ...everything, email: 'Race@example.be', income: '4000' })])
    expect(sent.map((result) => result.status), JSON.stringify(sent)).toEqual([201, 201])
    const { docs } = await payload.find({ collection: 'form-submissions', where: { id: { in: sent.map((result) => (result as { id: number }).id) } }, depth: 0, ...ctx })
    expect(docs.map((doc) => doc.application?.status).sort()).toEqual(['received', 'unconfirmed'])
  })
})

describe('what an owner reads of applications', () => {
  it('the figures of the candidates proposed to them, never a name, contact, answer or document, and nothing of those not proposed', async () => {
    // The first account of a site is its admin.
    await payload.create({ collection: 'users', data: { email: 'admin@example.be', password: 'admin-secret-12', roles: ['admin'] } as never, ...ctx })
    const owner = await payload.create({ collection: 'users', data: { email: 'landlord@example.be', password: 'landlord-secret-1', roles: ['owner'] } as never, ...ctx })
    const stranger = await payload.create({ collection: 'users', data: { email: 'stranger@example.be', password: 'stranger-secret-1', roles: ['owner'] } as never, ...ctx })
    const type = (await payload.find({ collection: 'property-types', limit: 1, ...ctx })).docs[0]
    const city = (await payload.find({ collection: 'cities', where: { zip: { equals: '4000' } }, ...ctx })).docs[0]
    const listing = (await payload.create({ collection: 'properties', data: { name: 'Owned flat', reference: 'OWNED', goal: 'rent', type: type.id, city: city.id, price: 1000, marquee: 'none', owner: owner.id, _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
    const proposed = (await apply(listing, { ...everything, email: 'p@example.be' }, pdf())) as { id: number }
    const other = (await apply(listing, { ...everything, email: 'o@example.be' })) as { id: number }
    await payload.update({ collection: 'form-submissions', id: proposed.id, data: { application: { status: 'proposed', staffRemark: 'Stable job, references checked' } } as never, ...ctx })
    const read = async (user: typeof owner) =>
      (await payload.find({ collection: 'form-submissions', where: { property: { equals: listing } }, depth: 0, overrideAccess: false, user: { ...user, collection: 'users' } as never })).docs
    const docs = await read(owner)
    const seen = docs.find((doc) => doc.id === proposed.id)!
    expect(seen.application).toMatchObject({ status: 'proposed', persons: 2, incomeRatio: 3.2, staffRemark: 'Stable job, references checked' })
    expect(seen.application).not.toHaveProperty('token')
    for (const field of ['name', 'email', 'phone', 'data', 'file']) expect(seen).not.toHaveProperty(field)
    expect(docs.find((doc) => doc.id === other.id)?.application).toBeUndefined()
    expect(await read(stranger)).toEqual([])
  })
})
