import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dictionary } from '../../seed/data/dictionary'
import { ALL_MENTIONS } from '../helpers/mentions'
import { drainJobs } from '../helpers/jobs'
import type { TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { addTexts } from '../helpers/texts'
import { solvedCaptcha } from '../helpers/captcha'

process.env.CAPTCHA_DIFFICULTY = '20'

let smtp: TestSmtp
let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const ids = { gent: 0, brugge: 0, house: 0 }
let links: typeof import('@/lib/alerts/links')
let match: typeof import('@/lib/alerts/match')

beforeAll(async () => {
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SITE_URL: 'https://immo.example' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  links = await import('@/lib/alerts/links')
  match = await import('@/lib/alerts/match')
  await addTexts(payload, ['ALERT_CONFIRM_SUBJECT', 'ALERT_CONFIRM_BUTTON', 'ALERT_MATCH_SUBJECT', 'ALERT_PRICE_DROP_SUBJECT', 'ALERT_DIGEST_SUBJECT', 'ALERT_CONFIRMED_TITLE', 'ALERT_UNSUBSCRIBE_TITLE', 'ALERT_UNSUBSCRIBE_BUTTON', 'ALERT_UNSUBSCRIBED_TEXT', 'ALERT_LINK_INVALID'])
  const results = await payload.create({ collection: 'pages', locale: 'nl', data: { key: 'for-sale', title: 'Te koop', slug: 'te-koop', _status: 'published' } as never, ...ctx })
  await payload.update({ collection: 'pages', id: results.id, locale: 'fr', data: { title: 'À vendre', slug: 'a-vendre', _status: 'published' } as never, ...ctx })
  ids.gent = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })).id
  ids.brugge = (await payload.create({ collection: 'cities', data: { zip: '8000', name: 'Brugge', country: 'BE' }, ...ctx })).id
  ids.house = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })).id
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

const drain = () => drainJobs(payload)
const solved = solvedCaptcha
const listing = async (name: string, city: number, bedrooms: number, price: number) =>
  (await payload.create({ collection: 'properties', data: { name, reference: name, goal: 'sale', type: ids.house, city, price, rooms: { bedrooms }, _status: 'published', ...ALL_MENTIONS } as never, ...ctx })).id
const tokenFrom = (text: string, action: string) => decodeURIComponent(new RegExp(`/api/alerts/${action}\\?token=([^\\s"&<]+)`).exec(text)?.[1] ?? '')
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to?.[0]?.address === address)

describe('a search alert from a results page', () => {
  let token = ''

  it('is saved pending and sends its confirmation link in the visitor language, once per search', async () => {
    const { submitForm } = await import('@/lib/forms/submit')
    const form = { email: 'claire@example.be', frequency: 'instant', consent: true, goal: 'sale', query: 'city=gent%7C9000&bedrooms=2&sort=price-asc&page=2', locale: 'fr' }
    expect((await submitForm(payload, 'search-alert', { ...form, altcha: await solved() }, null)).status).toBe(201)
    const [alert] = (await payload.find({ collection: 'search-alerts', ...ctx })).docs
    expect(alert).toMatchObject({ email: 'claire@example.be', locale: 'fr', goal: 'sale', query: 'city=gent%7C9000&bedrooms=2', status: 'pending', frequency: 'instant' })
    // The same search again: no second alert.
    expect((await submitForm(payload, 'search-alert', { ...form, altcha: await solved() }, null)).status).toBe(201)
    expect((await payload.count({ collection: 'search-alerts', ...ctx })).totalDocs).toBe(1)
    await drain()
    const confirmations = mailsTo('claire@example.be')
    expect(confirmations[0].subject).toBe(dictionary.ALERT_CONFIRM_SUBJECT.fr)
    token = tokenFrom(confirmations[0].text ?? '', 'confirm')
    expect(token).toHaveLength(43)
  })

  it('sends nothing while unconfirmed', async () => {
    await listing('Early bird', ids.gent, 3, 300_000)
    await drain()
    expect(mailsTo('claire@example.be').filter((m) => m.subject?.includes('Early bird'))).toEqual([])
    expect((await payload.count({ collection: 'alert-matches', ...ctx })).totalDocs).toBe(0)
  })

  it('is activated by the button its link opens (the link alone confirms nothing); again is harmless; a forged token is a 404', async () => {
    const alert = await links.alertByToken(payload, token)
    expect(alert?.status).toBe('pending')
    expect(await (await links.confirmPage(payload, alert!, token)).text()).toContain('method="post"')
    expect((await links.alertByToken(payload, token))?.status).toBe('pending')
    const page = await links.confirmAlert(payload, alert!)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/a-vendre/?city=gent%7C9000&amp;bedrooms=2')
    expect((await links.alertByToken(payload, token))?.status).toBe('active')
    expect((await links.confirmAlert(payload, (await links.alertByToken(payload, token))!)).status).toBe(200)
    expect(await links.alertByToken(payload, 'A'.repeat(43))).toBeNull()
    expect(await links.alertByToken(payload, "' OR 1=1 --")).toBeNull()
    expect((await links.invalidLink(payload)).status).toBe(404)
  })

  it('mails a matching listing once it is published, with one-click unsubscribe headers; not a listing elsewhere', async () => {
    const before = mailsTo('claire@example.be').length
    await listing('Herenhuis Patershol', ids.gent, 3, 450_000)
    await listing('Villa Brugge', ids.brugge, 4, 500_000)
    await listing('Studio Gent', ids.gent, 1, 150_000)
    await drain()
    const sent = mailsTo('claire@example.be').slice(before)
    expect(sent.map((m) => m.subject)).toEqual([dictionary.ALERT_MATCH_SUBJECT.fr.replace('{property}', 'Herenhuis Patershol')])
    const headers = Object.fromEntries(sent[0].headers.map((h) => [h.key, h.value]))
    expect(headers['list-unsubscribe']).toBe(`<https://immo.example/api/alerts/unsubscribe?token=${encodeURIComponent(token)}>`)
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(sent[0].text).toContain('https://immo.example/fr/')
  })

  it('mails a price drop, and nothing for a save that changes nothing', async () => {
    const [house] = (await payload.find({ collection: 'properties', where: { name: { equals: 'Herenhuis Patershol' } }, ...ctx })).docs
    const before = mailsTo('claire@example.be').length
    await payload.update({ collection: 'properties', id: house.id, data: { description: 'Nu met tuin.' }, ...ctx })
    await drain()
    expect(mailsTo('claire@example.be').length).toBe(before)
    await payload.update({ collection: 'properties', id: house.id, data: { price: 425_000 }, ...ctx })
    await drain()
    expect(mailsTo('claire@example.be').slice(before).map((m) => m.subject)).toEqual([dictionary.ALERT_PRICE_DROP_SUBJECT.fr.replace('{property}', 'Herenhuis Patershol')])
  })

  it('unsubscribes by POST only: the page a link opens changes nothing', async () => {
    const alert = (await links.alertByToken(payload, token))!
    const page = await links.unsubscribePage(payload, alert, token, false)
    expect(await page.text()).toContain('method="post"')
    expect((await links.alertByToken(payload, token))?.status).toBe('active')
    await links.unsubscribe(payload, alert)
    expect((await links.alertByToken(payload, token))?.status).toBe('unsubscribed')
    const before = mailsTo('claire@example.be').length
    await listing('Late bloomer', ids.gent, 2, 250_000)
    await drain()
    expect(mailsTo('claire@example.be').length).toBe(before)
  })
})

describe('a daily alert from the demand register', () => {
  it('collects the day matches into one digest', async () => {
    const { submitForm } = await import('@/lib/forms/submit')
    const result = await submitForm(
      payload,
      'demand-register',
      { title: 'mr', firstName: 'Dirk', lastName: 'Peeters', email: 'dirk@example.be', phone: '0470 11 22 33', consent: true, goal: 'buy', types: ['1'], cities: ['brugge|8000'], budgetMax: '600000', frequency: 'daily', locale: 'nl', altcha: await solved() },
      null,
    )
    expect(result.status).toBe(201)
    const [alert] = (await payload.find({ collection: 'search-alerts', where: { email: { equals: 'dirk@example.be' } }, ...ctx })).docs
    expect(alert).toMatchObject({ goal: 'sale', query: 'city=brugge%7C8000&type=1&price=0-600000', frequency: 'daily' })
    await payload.update({ collection: 'search-alerts', id: alert.id, data: { status: 'active' }, ...ctx })
    await listing('Brugse gevel', ids.brugge, 3, 550_000)
    await listing('Reitenhuis', ids.brugge, 2, 480_000)
    await listing('Too dear', ids.brugge, 5, 900_000)
    await drain()
    expect(mailsTo('dirk@example.be').filter((m) => !m.subject?.includes(dictionary.ALERT_CONFIRM_SUBJECT.nl))).toEqual([])
    expect(await match.sendDigests(payload)).toBe(1)
    await drain()
    const digest = mailsTo('dirk@example.be').find((m) => m.subject === dictionary.ALERT_DIGEST_SUBJECT.nl.replace('{count}', '2'))
    expect(digest?.text).toContain('Brugse gevel')
    expect(digest?.text).toContain('Reitenhuis')
    expect(digest?.text).not.toContain('Too dear')
    expect(await match.sendDigests(payload)).toBe(0)
  })
})
