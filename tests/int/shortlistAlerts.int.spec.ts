import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dictionary } from '../../seed/data/dictionary'
import { drainJobs } from '../helpers/jobs'
import { ALL_MENTIONS } from '../helpers/mentions'
import type { TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { addTexts } from '../helpers/texts'
import { solvedCaptcha } from '../helpers/captcha'

process.env.CAPTCHA_DIFFICULTY = '20'

// "Mail me my shortlist": the form, the double opt-in, the change mails and their link back.
let smtp: TestSmtp
let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { gent: 0, house: 0, a: 0, b: 0, draft: 0 }
let links: typeof import('@/lib/alerts/links')
let shortlist: typeof import('@/lib/alerts/shortlist')
let submitForm: typeof import('@/lib/forms/submit').submitForm

const KEYS = Object.keys(dictionary).filter((key) => key.startsWith('SHORTLIST_ALERT_') || key.startsWith('SHORTLIST_CHANGE_') || key.startsWith('ALERT_'))

beforeAll(async () => {
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SITE_URL: 'https://immo.example' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  links = await import('@/lib/alerts/links')
  shortlist = await import('@/lib/alerts/shortlist')
  submitForm = (await import('@/lib/forms/submit')).submitForm
  await addTexts(payload, KEYS)
  for (const [key, nl, fr] of [
    ['for-sale', 'te-koop', 'a-vendre'],
    ['shortlist', 'favorieten', 'favoris'],
  ]) {
    const page = await payload.create({ collection: 'pages', locale: 'nl', data: { key, title: nl, slug: nl, _status: 'published' } as never, ...ctx })
    await payload.update({ collection: 'pages', id: page.id, locale: 'fr', data: { title: fr, slug: fr, _status: 'published' } as never, ...ctx })
  }
  ids.gent = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })).id
  ids.house = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })).id
  const listing = async (name: string, status: 'published' | 'draft') =>
    (await payload.create({ collection: 'properties', data: { name, reference: name, goal: 'sale', type: ids.house, city: ids.gent, price: 400_000, publishPrice: true, _status: status, ...ALL_MENTIONS } as never, ...ctx })).id
  ids.a = await listing('Rijhuis Ledeberg', 'published')
  ids.b = await listing('Loft Dok Noord', 'published')
  ids.draft = await listing('Nog niet online', 'draft')
  await drain()
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

const drain = () => drainJobs(payload)
const solved = solvedCaptcha
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to?.[0]?.address === address)
const tokenFrom = (text: string) => decodeURIComponent(/\/api\/alerts\/confirm\?token=([^\s"&<]+)/.exec(text)?.[1] ?? '')
const send = async (email: string, listings: string, locale = 'fr') => submitForm(payload, 'shortlist-alert', { email, consent: true, listings, locale, altcha: await solved() }, null)
const save = async (id: number, data: Record<string, unknown>) => {
  await payload.update({ collection: 'properties', id, data, ...ctx })
  await drain()
}
const subject = (name: string) => dictionary.SHORTLIST_ALERT_CHANGE_SUBJECT.fr.replace('{property}', name)

describe('mail me my shortlist', () => {
  const email = 'ines@example.be'
  let token = ''

  it('refuses a list with no listing online, in the visitor language, and stores nothing', async () => {
    const refused = await send(email, `${ids.draft},999999,abc`)
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused)).toContain(dictionary.SHORTLIST_ALERT_EMPTY.fr.slice(0, 20))
    expect((await payload.count({ collection: 'shortlist-alerts', ...ctx })).totalDocs).toBe(0)
  })

  it('saves the listings still online as pending and mails the confirmation link once per list', async () => {
    expect((await send(email, `${ids.a},${ids.b},${ids.draft},999999`)).status).toBe(201)
    expect((await send(email, `${ids.b},${ids.a}`)).status).toBe(201)
    const { docs } = await payload.find({ collection: 'shortlist-alerts', ...ctx })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email, locale: 'fr', status: 'pending' })
    expect(shortlist.watchedIds(docs[0]).sort()).toEqual([ids.a, ids.b].sort())
    await drain()
    const confirmations = mailsTo(email)
    expect(confirmations.map((m) => m.subject)).toEqual([dictionary.SHORTLIST_ALERT_CONFIRM_SUBJECT.fr, dictionary.SHORTLIST_ALERT_CONFIRM_SUBJECT.fr])
    token = tokenFrom(confirmations[0].text ?? '')
    expect(token).toHaveLength(43)
  })

  it('mails nothing before the address is confirmed', async () => {
    await save(ids.a, { price: 390_000 })
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('is confirmed by the button of the page its link opens, which leads back to the shortlist with its listings', async () => {
    const alert = (await links.alertByToken(payload, token))!
    expect(alert.kind).toBe('shortlist')
    expect(await (await links.confirmPage(payload, alert, token)).text()).toContain(dictionary.SHORTLIST_ALERT_CONFIRM_BUTTON.fr)
    expect((await links.alertByToken(payload, token))?.status).toBe('pending')
    const page = await (await links.confirmAlert(payload, alert)).text()
    expect(page).toContain(dictionary.SHORTLIST_ALERT_CONFIRMED_TITLE.fr)
    expect(page).toMatch(new RegExp(`https://immo.example/fr/favoris/\\?keep=(${ids.a},${ids.b}|${ids.b},${ids.a})`))
    expect((await links.alertByToken(payload, token))?.status).toBe('active')
  })

  it('mails a lower price once, with both amounts, the link back and one-click unsubscribe; not a raise or an edit', async () => {
    await save(ids.a, { description: 'Nu met zolder.' })
    await save(ids.a, { price: 410_000 })
    expect(mailsTo(email)).toHaveLength(2)
    await save(ids.a, { price: 375_000 })
    const [mail, ...more] = mailsTo(email).slice(2)
    expect(more).toEqual([])
    expect(mail.subject).toBe(subject('Rijhuis Ledeberg'))
    expect(mail.text).toMatch(/410[\s.\u202f]000.*375[\s.\u202f]000/)
    expect(mail.text).toContain('https://immo.example/fr/favoris/?keep=')
    expect(mail.text).toContain(`/${ids.a}/`)
    const headers = Object.fromEntries(mail.headers.map((h) => [h.key, h.value]))
    expect(headers['list-unsubscribe']).toBe(`<https://immo.example/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`)
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  })

  it('mails a listing sold, and one taken offline by its name only', async () => {
    const before = mailsTo(email).length
    await save(ids.b, { marquee: 'sold' })
    await save(ids.a, { _status: 'draft' })
    const [sold, withdrawn] = mailsTo(email).slice(before)
    expect(sold.subject).toBe(subject('Loft Dok Noord'))
    expect(sold.text).toContain(dictionary.SHORTLIST_CHANGE_SOLD.fr)
    expect(withdrawn.subject).toBe(subject('Rijhuis Ledeberg'))
    expect(withdrawn.text).toContain(dictionary.SHORTLIST_CHANGE_WITHDRAWN.fr)
    expect(withdrawn.text).not.toContain(`/${ids.a}/`)
    expect(mailsTo(email)).toHaveLength(before + 2)
  })

  it('never mails the same change twice (a retried job)', async () => {
    const events = [{ kind: 'option' as const, at: '2026-11-25T09:00:00.000Z' }]
    expect(await shortlist.notifyShortlists(payload, ids.b, events)).toBe(1)
    expect(await shortlist.notifyShortlists(payload, ids.b, events)).toBe(0)
  })

  it('a newer list, once confirmed, replaces the older one; unsubscribing stops the mails', async () => {
    await save(ids.a, { _status: 'published' })
    expect((await send(email, `${ids.a}`)).status).toBe(201)
    await drain()
    const newer = tokenFrom(mailsTo(email).at(-1)?.text ?? '')
    expect(newer).not.toBe(token)
    await links.confirmAlert(payload, (await links.alertByToken(payload, newer))!)
    expect((await links.alertByToken(payload, token))?.status).toBe('unsubscribed')
    const alert = (await links.alertByToken(payload, newer))!
    expect(await (await links.unsubscribePage(payload, alert, newer, false)).text()).toContain(dictionary.SHORTLIST_ALERT_UNSUBSCRIBE_TEXT.fr)
    await links.unsubscribe(payload, alert)
    const before = mailsTo(email).length
    await save(ids.a, { price: 300_000 })
    expect(mailsTo(email)).toHaveLength(before)
  })

  it('is not readable through the API by a visitor', async () => {
    await expect(payload.find({ collection: 'shortlist-alerts', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
  })
})

describe('no one can make the site mail a stranger', () => {
  it('sends one mailbox at most 3 confirmations a day across the alert forms, whoever asks and however the address is spelled', async () => {
    const spellings = ['stranger@example.be', 'Stranger@Example.BE', 'stranger+alerts@example.be', 'STRANGER+x@example.be']
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const email = spellings[i % spellings.length]
      const client = i % 2 ? '198.51.100.1' : '198.51.100.2'
      const answer =
        i % 2
          ? await submitForm(payload, 'shortlist-alert', { email, consent: true, listings: `${ids.a}`, locale: 'fr', altcha: await solved() }, null, { client })
          : await submitForm(payload, 'search-alert', { email, consent: true, frequency: 'instant', goal: 'sale', query: `price=0-${100_000 + i}`, locale: 'fr', altcha: await solved() }, null, { client })
      statuses.push(answer.status)
    }
    // Every sign-up is answered the same, and saved.
    expect(statuses).toEqual(Array(8).fill(201))
    await drain()
    const confirmations = smtp.mails.filter((mail) => /^stranger(\+[a-z]+)?@example\.be$/i.test(mail.to?.[0]?.address ?? ''))
    expect(confirmations).toHaveLength(3)
  })
})
