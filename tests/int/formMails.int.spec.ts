import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SubmitResult } from '@/lib/forms/submit'

import { dictionary } from '../../seed/data/dictionary'
import { drainJobs } from '../helpers/jobs'
import { ALL_MENTIONS } from '../helpers/mentions'
import type { TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { solvedCaptcha } from '../helpers/captcha'
import { addTexts } from '../helpers/texts'

// The captcha's work, kept small so each post solves in milliseconds.
process.env.CAPTCHA_DIFFICULTY = '20'

let smtp: TestSmtp
let t: TestPayload
let payload: Payload
let submitForm: typeof import('@/lib/forms/submit').submitForm
const ctx = { overrideAccess: true } as const
let villa = 0

/** The texts these mails and answers are made of, in nl, fr and en, as the seed writes them. */
const KEYS = [
  'THANK_YOU_CONTACT_ME', 'THANK_YOU_CONTACT_ME_TEXT', 'THANK_YOU_SITE_CONTACT', 'THANK_YOU_SITE_CONTACT_TEXT', 'MAIL_GREETING_ANONYMOUS', 'PROPERTY',
  'FORM_TITLE_CONTACT_ME', 'FORM_TITLE_SITE_CONTACT', 'MAIL_AGENCY_INTRO', 'MAIL_OPEN_IN_INBOX', 'MAIL_FRIEND_SUBJECT', 'MAIL_FRIEND_INTRO',
  'SEND_TO_FRIEND_LIMIT', 'SEND_TO_FRIEND_DEFAULT_MESSAGE', 'LINKS_NOT_ALLOWED', 'MAX_LENGTH', 'FIRST_NAME', 'LAST_NAME', 'REMARK', 'MESSAGE', 'PHONE',
]

beforeAll(async () => {
  // The mail server is up before Payload reads its settings (payload.config.ts reads SMTP_* at import).
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'site@immo.example', SITE_URL: 'https://immo.example' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  submitForm = (await import('@/lib/forms/submit')).submitForm
  await addTexts(payload, KEYS)
  await payload.updateGlobal({ slug: 'site-settings', data: { agency: { name: 'Immo Horizon', email: 'info@immohorizon.be' } }, ...ctx })
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })
  villa = (
    await payload.create({
      collection: 'properties',
      data: { name: 'Villa Zonneweelde', reference: 'V1', goal: 'sale', type: type.id, city: city.id, price: 300_000, _status: 'published', ...ALL_MENTIONS } as never,
      ...ctx,
    })
  ).id
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

/** A captcha solved the way the visitor's browser solves it. */
const solved = solvedCaptcha
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to?.some((to) => to.address === address))
const submissions = async (kind: 'send-to-friend' | 'contact-me' | 'site-contact') => (await payload.count({ collection: 'form-submissions', where: { kind: { equals: kind } }, ...ctx })).totalDocs

describe("a confirmation goes to an address nobody verified: the agency's words and the listing only", () => {
  it('carries none of what the visitor typed, while the agency is told everything', async () => {
    const result = await submitForm(payload, 'contact-me', {
      title: 'mr', firstName: 'Zorro', lastName: 'Quixote', email: 'victim@example.be', phone: '0470 99 88 77', contactTimes: ['evening'],
      remark: 'Cheap pills at pillz dot shop, call 0900 12 34', newsletter: true, consent: true,
      property: villa, locale: 'en', altcha: await solved(),
    }, null)
    expect(result.status).toBe(201)
    await drainJobs(payload)

    const [confirmation] = mailsTo('victim@example.be')
    expect(confirmation.subject).toBe(`${dictionary.THANK_YOU_CONTACT_ME.en} | Villa Zonneweelde`)
    expect(confirmation.from?.address).toBe('site@immo.example')
    expect(confirmation.replyTo?.[0]?.address).toBe('info@immohorizon.be')
    expect(confirmation.text?.split('\n').slice(0, 2)).toEqual(['Hello,', dictionary.THANK_YOU_CONTACT_ME_TEXT.en])
    expect(confirmation.text).toContain('Property: Villa Zonneweelde')
    for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
      for (const typed of ['Zorro', 'Quixote', 'pills', 'pillz', '0900', '0470', '99 88 77', 'victim@', '16:00 - 19:00', 'Remark', 'Phone']) expect(part, typed).not.toContain(typed)
    }

    const [notice] = mailsTo('info@immohorizon.be')
    expect(notice.subject).toBe(`${dictionary.FORM_TITLE_CONTACT_ME.nl}: Zorro Quixote | Villa Zonneweelde`)
    expect(notice.replyTo?.[0]?.address).toBe('victim@example.be')
    const label = (key: string) => dictionary[key].nl
    for (const typed of [`${label('FIRST_NAME')}: Zorro`, `${label('LAST_NAME')}: Quixote`, `${label('REMARK')}: Cheap pills at pillz dot shop, call 0900 12 34`, `${label('PHONE')}: 0470 99 88 77`]) {
      expect(notice.text).toContain(typed)
    }
  })

  it("an encoded word typed as a name shows in the agency's subject as typed, never decoded", async () => {
    const result = await submitForm(payload, 'site-contact', {
      title: 'ms', firstName: '=?utf-8?q?Free_money?=', lastName: '=?UTF-8?B?Q2xpY2sgaGVyZQ==?=', email: 'enc@example.be', phone: '0470 12 34 56',
      message: 'Hello', consent: true, locale: 'fr', altcha: await solved(),
    }, null)
    expect(result.status).toBe(201)
    await drainJobs(payload)
    const [notice] = mailsTo('info@immohorizon.be').filter((mail) => mail.subject?.startsWith(dictionary.FORM_TITLE_SITE_CONTACT.nl))
    // What the reader's client shows once it has decoded the header (postal-mime, as a client would).
    expect(notice.subject).toBe(`${dictionary.FORM_TITLE_SITE_CONTACT.nl}: = ?utf-8?q?Free_money?= = ?UTF-8?B?Q2xpY2sgaGVyZQ== ?=`)
    expect(notice.subject).not.toMatch(/Free money|Click here/)
    // The body keeps the name exactly as typed (it is no header), and the visitor's own mail has none of it.
    expect(notice.text).toContain('=?utf-8?q?Free_money?=')
    const [confirmation] = mailsTo('enc@example.be')
    expect(confirmation.subject).toBe(dictionary.THANK_YOU_SITE_CONTACT.fr)
    expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/Free|Q2xpY2s|utf-8\?q/i)
  })
})

describe('send to a friend: a short message without links, a few a day per sender and per recipient', () => {
  const send = async (fields: Record<string, unknown>, client: string): Promise<SubmitResult> =>
    submitForm(payload, 'send-to-friend', { yourName: 'Ann', property: villa, locale: 'en', ...fields, altcha: await solved() }, null, { client })

  it('mails the friend the sender name and message, the subject shown as typed', async () => {
    const result = await send({ yourName: 'Ann =?utf-8?q?Boss?=', email: 'ann@example.be', friendEmail: 'friend.one@example.be', message: 'Look, a garden! Shall we visit?' }, '203.0.113.1')
    expect(result.status).toBe(201)
    await drainJobs(payload)
    const [mail] = mailsTo('friend.one@example.be')
    expect(mail.subject).toBe('Ann = ?utf-8?q?Boss?= sent you a property: Villa Zonneweelde')
    expect(mail.text).toContain('Look, a garden! Shall we visit?')
    expect(mail.replyTo?.[0]?.address).toBe('ann@example.be')
  })

  it('refuses a message of 301 characters or with a link, in the visitor language, storing nothing', async () => {
    const before = await submissions('send-to-friend')
    const long = await send({ email: 'ann@example.be', friendEmail: 'friend.x@example.be', message: 'a'.repeat(301), locale: 'nl' }, '203.0.113.1')
    expect(long).toMatchObject({ status: 400, errors: { message: 'Maximaal 300 tekens' } })
    for (const message of ['Zie www.example.be', 'pillz (dot) shop', 'write ann[at]example.be']) {
      expect(await send({ email: 'ann@example.be', friendEmail: 'friend.x@example.be', message, locale: 'fr' }, '203.0.113.1')).toMatchObject({
        status: 400,
        errors: { message: dictionary.LINKS_NOT_ALLOWED.fr },
      })
    }
    expect(await submissions('send-to-friend')).toBe(before)
  })

  it('3 per sender a day: the 4th is refused 429, nothing stored or sent; the same address typed from elsewhere has its own budget', async () => {
    for (const friend of ['friend.two@example.be', 'friend.three@example.be']) expect((await send({ email: 'Ann@example.be', friendEmail: friend }, '203.0.113.1')).status).toBe(201)
    const before = await submissions('send-to-friend')
    const fourth = await send({ email: 'ann+again@example.be', friendEmail: 'friend.four@example.be' }, '203.0.113.1')
    expect(fourth).toMatchObject({
      status: 429,
      errors: { form: 'You can send at most 3 listings a day, and one address receives at most 2 a day. Please try again tomorrow.' },
    })
    if (fourth.status === 429) expect(fourth.retryAfterSeconds).toBeGreaterThan(86_000)
    expect(await submissions('send-to-friend')).toBe(before)
    // A stranger typing Ann's address spends a budget of their own, not Ann's.
    expect((await send({ email: 'ann@example.be', friendEmail: 'friend.five@example.be' }, '198.51.100.9')).status).toBe(201)
    await drainJobs(payload)
    expect(mailsTo('friend.four@example.be')).toEqual([])
    expect(mailsTo('friend.five@example.be')).toHaveLength(1)
  })

  it('2 per recipient a day, whoever sends: the 3rd is refused 429 in the sender language, nothing stored or sent', async () => {
    for (const [sender, client] of [['carl@example.be', '192.0.2.1'], ['dina@example.be', '192.0.2.2']]) {
      expect((await send({ email: sender, friendEmail: 'bob.peeters@gmail.com' }, client)).status).toBe(201)
    }
    const before = await submissions('send-to-friend')
    const third = await send({ email: 'eva@example.be', friendEmail: 'Bob.Peeters+immo@gmail.com', locale: 'nl' }, '192.0.2.3')
    expect(third).toMatchObject({
      status: 429,
      errors: { form: 'U kunt per dag hoogstens 3 panden doorsturen, en eenzelfde adres ontvangt er hoogstens 2 per dag. Probeer het morgen opnieuw.' },
    })
    expect(await submissions('send-to-friend')).toBe(before)
    await drainJobs(payload)
    expect(smtp.mails.filter((mail) => mail.to?.some((to) => /^bob\.peeters(\+immo)?@gmail\.com$/i.test(to.address ?? '')))).toHaveLength(2)
    // Eva's refused try spent her own budget only: she may still send to someone else.
    expect((await send({ email: 'eva@example.be', friendEmail: 'zoe@example.be' }, '192.0.2.3')).status).toBe(201)
  })
})
