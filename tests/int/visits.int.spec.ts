import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dictionary } from '../../seed/data/dictionary'
import { solvedCaptcha } from '../helpers/captcha'
import { drainJobs } from '../helpers/jobs'
import { ALL_MENTIONS } from '../helpers/mentions'
import type { TestPayload } from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { addTexts } from '../helpers/texts'

/**
 * A booked visit's life after the booking (lib/appointments), through the same functions the routes
 * call, with real mails on a loopback SMTP server: the calendar invitation, cancel and reschedule from
 * the visitor's links, the reminder and the feedback request queued once, the feedback answered once,
 * the staff calendar feed, and a lead sent to its listing's agent.
 */
process.env.CAPTCHA_DIFFICULTY = '20'

let smtp: TestSmtp
let t: TestPayload
let payload: Payload
let app: {
  submitForm: typeof import('@/lib/forms/submit').submitForm
  answerVisitLink: typeof import('@/lib/appointments/pages').answerVisitLink
  sendVisitFollowUps: typeof import('@/lib/appointments/followUpJob').sendVisitFollowUps
  staffCalendar: typeof import('@/lib/appointments/feed').staffCalendar
  freeSlots: typeof import('@/lib/forms/appointments').freeSlots
  ownerPortal: typeof import('@/lib/owners/portal').ownerPortal
}
const ctx = { overrideAccess: true } as const
const ids = { villa: 0, agentVilla: 0, owner: 0 }
const HOUR = 3_600_000

const KEYS = Object.keys(dictionary).filter(
  (key) =>
    /^(VISIT_|FEEDBACK_|APPOINTMENT|THANK_YOU_CONTACT_APPOINTMENT|MAIL_)/.test(key) || ['PROPERTY', 'ADDRESS', 'STATUS', 'ALERT_LINK_INVALID', 'BACK_TO_HOME', 'FIELD_REQUIRED'].includes(key),
)

const person = { title: 'ms', firstName: 'Ann', lastName: 'Peeters', phone: '0470 12 34 56', consent: true }

beforeAll(async () => {
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'site@immo.example', SITE_URL: 'https://immo.example' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
  app = {
    submitForm: (await import('@/lib/forms/submit')).submitForm,
    answerVisitLink: (await import('@/lib/appointments/pages')).answerVisitLink,
    sendVisitFollowUps: (await import('@/lib/appointments/followUpJob')).sendVisitFollowUps,
    staffCalendar: (await import('@/lib/appointments/feed')).staffCalendar,
    freeSlots: (await import('@/lib/forms/appointments')).freeSlots,
    ownerPortal: (await import('@/lib/owners/portal')).ownerPortal,
  }
  await addTexts(payload, KEYS)
  await payload.updateGlobal({ slug: 'site-settings', data: { agency: { name: 'Immo Horizon', email: 'info@immohorizon.be' } }, ...ctx })
  const city = await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...ctx })
  const type = await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Huis', showOrder: 1 }, ...ctx })
  // The first account is always an admin.
  await payload.create({ collection: 'users', data: { email: 'admin@immo.example', password: 'admin-secret-1', roles: ['admin'] }, ...ctx })
  const owner = await payload.create({ collection: 'users', data: { email: 'owner@immo.example', password: 'owner-secret-1', roles: ['owner'] }, ...ctx })
  ids.owner = owner.id
  const agent = await payload.create({ collection: 'team-members', data: { name: 'Jonas De Smet', category: 'sales', email: 'jonas@immohorizon.be' }, ...ctx })
  const listing = async (name: string, extra: Record<string, unknown>) =>
    (
      await payload.create({
        collection: 'properties',
        data: { name, reference: name, goal: 'sale', type: type.id, city: city.id, price: 300_000, street: 'Veldstraat', houseNumber: '12', _status: 'published', ...ALL_MENTIONS, ...extra } as never,
        ...ctx,
      })
    ).id
  ids.villa = await listing('Villa Zonneweelde', { owner: owner.id })
  ids.agentVilla = await listing('Villa Agent', { agent: agent.id })
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

const slotAt = async (startsIn: number, property = ids.villa) => {
  const start = new Date(Date.now() + startsIn)
  return payload.create({ collection: 'appointment-slots', data: { start: start.toISOString(), end: new Date(start.getTime() + HOUR / 2).toISOString(), property }, ...ctx })
}
const book = async (slot: number, email: string, property = ids.villa) =>
  app.submitForm(payload, 'contact-appointment', { ...person, email, slot: String(slot), property, locale: 'en', altcha: await solvedCaptcha() }, null)
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to?.some((to) => to.address === address) || mail.cc?.some((cc) => cc.address === address))
const calendarOf = (mail: (typeof smtp.mails)[number]) => {
  const part = mail.attachments.find((file) => file.mimeType.startsWith('text/calendar'))
  return part ? (typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content)) : null
}
const tokenOf = async (id: number) => String((await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })).visit?.token)
const link = (action: string, token: string, body?: Record<string, string>) =>
  app.answerVisitLink(
    payload,
    new Request(`https://immo.example/api/visit/${action}?token=${encodeURIComponent(token)}`, body ? { method: 'POST', body: new URLSearchParams(body), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {}),
    action,
  )

describe('a booked visit', () => {
  it('is confirmed by a mail with a calendar invitation and a link to move or cancel it', async () => {
    const slot = await slotAt(72 * HOUR)
    const booked = await book(slot.id, 'visitor@example.be')
    expect(booked.status).toBe(201)
    await drainJobs(payload)
    const [mail] = mailsTo('visitor@example.be')
    const ics = calendarOf(mail)
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain(`UID:visit-${'id' in booked ? booked.id : 0}@immo.example`)
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Brussels:\d{8}T\d{6}/)
    expect(ics).toContain('LOCATION:9000 Gent')
    expect(ics).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:visitor@example.be')
    const token = await tokenOf('id' in booked ? booked.id : 0)
    expect(mail.text).toContain(`https://immo.example/api/visit/manage?token=${token}`)
    // The agency is told as before, without an invitation of its own.
    expect(mailsTo('info@immohorizon.be').some((m) => m.subject?.includes('Ann Peeters'))).toBe(true)
    // The visitor's own page shows it and offers the calendar file.
    const page = await link('manage', token)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Villa Zonneweelde')
    const file = await link('calendar', token)
    expect(file.headers.get('content-type')).toContain('text/calendar')
    expect(await file.text()).toContain('BEGIN:VEVENT')
  })

  it('is cancelled from its link, which frees the slot at once and tells the visitor (a calendar cancellation) and the agency', async () => {
    const slot = await slotAt(96 * HOUR)
    const booked = await book(slot.id, 'canceller@example.be')
    const id = 'id' in booked ? booked.id : 0
    const token = await tokenOf(id)
    expect((await app.freeSlots(payload, ids.villa)).map((s) => s.id)).not.toContain(slot.id)
    // A GET only shows the button: a mail scanner following the link cancels nothing.
    expect((await link('cancel', token)).status).toBe(200)
    expect((await payload.findByID({ collection: 'form-submissions', id, ...ctx })).appointmentStatus).toBe('requested')
    const done = await link('cancel', token, {})
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(dictionary.VISIT_CANCELLED_TITLE.en)
    const stored = await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })
    expect(stored).toMatchObject({ appointmentStatus: 'cancelled', slot: null })
    expect(stored.visit?.sequence).toBe(1)
    expect((await app.freeSlots(payload, ids.villa)).map((s) => s.id)).toContain(slot.id)
    // Cancelling again changes nothing.
    expect((await link('cancel', token, {})).status).toBe(409)
    await drainJobs(payload)
    const cancelled = mailsTo('canceller@example.be').find((mail) => mail.subject?.startsWith(dictionary.VISIT_CANCELLED_TITLE.en))
    expect(calendarOf(cancelled!)).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/)
    expect(mailsTo('info@immohorizon.be').some((mail) => mail.subject?.startsWith(dictionary.VISIT_AGENCY_CANCELLED.nl))).toBe(true)
    // Someone else can take the freed time.
    expect((await book(slot.id, 'next@example.be')).status).toBe(201)
  })

  it('moves to another free slot, never to a taken one, and keeps its calendar event with a higher sequence', async () => {
    const first = await slotAt(100 * HOUR)
    const other = await slotAt(101 * HOUR)
    const taken = await slotAt(102 * HOUR)
    await book(taken.id, 'someone@example.be')
    const booked = await book(first.id, 'mover@example.be')
    const id = 'id' in booked ? booked.id : 0
    const token = await tokenOf(id)
    const page = await (await link('manage', token)).text()
    expect(page).toContain(`value="${other.id}"`)
    expect(page).not.toContain(`value="${taken.id}"`)
    expect((await link('reschedule', token, { slot: String(taken.id) })).status).toBe(409)
    expect((await link('reschedule', token, { slot: 'x' })).status).toBe(409)
    const moved = await link('reschedule', token, { slot: String(other.id) })
    expect(moved.status).toBe(200)
    const stored = await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })
    expect(stored).toMatchObject({ slot: other.id, appointmentStatus: 'requested', visit: { sequence: 1, reminderSentAt: null } })
    expect((await app.freeSlots(payload, ids.villa)).map((s) => s.id)).toContain(first.id)
    await drainJobs(payload)
    const mail = mailsTo('mover@example.be').find((m) => m.subject?.startsWith(dictionary.VISIT_RESCHEDULED_TITLE.en))
    expect(calendarOf(mail!)).toMatch(new RegExp(`UID:visit-${id}@immo.example[\\s\\S]*SEQUENCE:1|SEQUENCE:1[\\s\\S]*UID:visit-${id}@immo.example`))
  })

  it('moved six times at once from its link: the first move wins, the others answer 409 and mail nothing', async () => {
    const first = await slotAt(110 * HOUR)
    const targets = []
    for (let hours = 111; hours <= 116; hours++) targets.push(await slotAt(hours * HOUR))
    const booked = await book(first.id, 'racer@example.be')
    const id = 'id' in booked ? booked.id : 0
    const token = await tokenOf(id)
    await drainJobs(payload)
    const answers = await Promise.all(targets.map((slot) => link('reschedule', token, { slot: String(slot.id) })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    const winner = targets[answers.findIndex((answer) => answer.status === 200)]
    const stored = await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })
    expect(stored).toMatchObject({ slot: winner.id, visit: { sequence: 1 } })
    // Every other time, and the first one, is free again.
    const free = (await app.freeSlots(payload, ids.villa)).map((slot) => slot.id)
    for (const slot of [first, ...targets.filter((slot) => slot !== winner)]) expect(free).toContain(slot.id)
    await drainJobs(payload)
    expect(mailsTo('racer@example.be').filter((mail) => mail.subject?.startsWith(dictionary.VISIT_RESCHEDULED_TITLE.en))).toHaveLength(1)
    expect(mailsTo('info@immohorizon.be').filter((mail) => mail.subject?.startsWith(dictionary.VISIT_AGENCY_RESCHEDULED.nl) && mail.text?.includes(`form-submissions/${id}`))).toHaveLength(1)
  })

  it('cancelled by staff in the admin: the visitor is told, with the calendar cancellation, and the time is free again; a visit already over mails nothing', async () => {
    const slot = await slotAt(120 * HOUR)
    const booked = await book(slot.id, 'staffcancel@example.be')
    const id = 'id' in booked ? booked.id : 0
    await payload.update({ collection: 'form-submissions', id, data: { appointmentStatus: 'confirmed' }, ...ctx })
    await payload.update({ collection: 'form-submissions', id, data: { appointmentStatus: 'cancelled' }, ...ctx })
    expect(await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })).toMatchObject({ slot: null, visit: { sequence: 1 } })
    expect((await app.freeSlots(payload, ids.villa)).map((s) => s.id)).toContain(slot.id)
    await drainJobs(payload)
    const told = mailsTo('staffcancel@example.be').filter((mail) => mail.subject?.startsWith(dictionary.VISIT_CANCELLED_TITLE.en))
    expect(told).toHaveLength(1)
    expect(told[0].text).toContain(dictionary.VISIT_CANCELLED_BY_AGENCY_TEXT.en)
    expect(calendarOf(told[0])).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/)

    // A request whose time is over, cancelled while tidying up: nobody is mailed.
    const old = await slotAt(121 * HOUR)
    const late = await book(old.id, 'tidied@example.be')
    const lateId = 'id' in late ? late.id : 0
    const past = new Date(Date.now() - 3 * HOUR)
    await payload.update({ collection: 'appointment-slots', id: old.id, data: { start: past.toISOString(), end: new Date(past.getTime() + HOUR / 2).toISOString() }, ...ctx })
    await drainJobs(payload)
    const before = mailsTo('tidied@example.be').length
    await payload.update({ collection: 'form-submissions', id: lateId, data: { appointmentStatus: 'cancelled' }, ...ctx })
    await drainJobs(payload)
    expect(mailsTo('tidied@example.be')).toHaveLength(before)
  })

  it('refuses a forged, mistyped or unknown link with a 404', async () => {
    expect((await link('manage', 'x'.repeat(43))).status).toBe(404)
    expect((await link('manage', 'short')).status).toBe(404)
    expect((await link('unknown', await tokenOf((await payload.find({ collection: 'form-submissions', limit: 1, ...ctx })).docs[0].id))).status).toBe(404)
  })
})

describe('the follow-up mails', () => {
  it('remind the day before, once, and ask for feedback after a confirmed visit, once', async () => {
    const soon = await slotAt(20 * HOUR)
    const booked = await book(soon.id, 'reminded@example.be')
    const id = 'id' in booked ? booked.id : 0
    const first = await app.sendVisitFollowUps(payload)
    expect(first.reminders).toBe(1)
    expect((await app.sendVisitFollowUps(payload)).reminders).toBe(0)
    await drainJobs(payload)
    expect(mailsTo('reminded@example.be').filter((mail) => mail.subject?.startsWith(dictionary.VISIT_REMINDER_SUBJECT.en))).toHaveLength(1)

    // Staff confirm it; the visit takes place; the visitor is asked how it went, once.
    await payload.update({ collection: 'form-submissions', id, data: { appointmentStatus: 'confirmed' }, ...ctx })
    const past = new Date(Date.now() - 2 * HOUR)
    await payload.update({ collection: 'appointment-slots', id: soon.id, data: { start: past.toISOString(), end: new Date(past.getTime() + HOUR / 2).toISOString() }, ...ctx })
    const token = await tokenOf(id)
    expect(await (await link('feedback', token)).text()).toContain(dictionary.FEEDBACK_NOT_YET.en)
    expect((await app.sendVisitFollowUps(payload)).feedback).toBe(1)
    expect((await app.sendVisitFollowUps(payload)).feedback).toBe(0)
    await drainJobs(payload)
    const ask = mailsTo('reminded@example.be').filter((mail) => mail.subject?.startsWith(dictionary.FEEDBACK_SUBJECT.en))
    expect(ask).toHaveLength(1)
    expect(ask[0].text).toContain(`https://immo.example/api/visit/feedback?token=${token}`)

    // The form: refused with the question named, then stored once; the owner sees it without a name.
    const refused = await link('feedback', token, { impression: 'good' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain(dictionary.FIELD_REQUIRED.en.replace('{field}', dictionary.FEEDBACK_PRICE.en))
    const answered = await link('feedback', token, { impression: 'very-good', price: 'too-high', offer: 'maybe', remark: 'Lovely garden, Ann Peeters' })
    expect(await answered.text()).toContain(dictionary.FEEDBACK_THANKS_TEXT.en)
    const again = await link('feedback', token, { impression: 'poor', price: 'bargain', offer: 'no' })
    expect(await again.text()).toContain(dictionary.FEEDBACK_ALREADY.en)
    expect((await payload.findByID({ collection: 'form-submissions', id, depth: 0, ...ctx })).visit?.feedback).toMatchObject({ impression: 'very-good', price: 'too-high', offer: 'maybe' })

    const owner = { id: ids.owner, roles: ['owner' as const], collection: 'users' as const }
    const portal = async () => (await app.ownerPortal(payload, owner, 'en', [])).find((listing) => listing.id === ids.villa)!
    expect((await portal()).feedback).toMatchObject({ answers: 1, impression: { 'very-good': 1 }, price: { 'too-high': 1 }, offer: { maybe: 1 }, remarks: [] })
    // The remark shows once staff approve it; an approval never rewrites the answers.
    await payload.update({ collection: 'form-submissions', id, data: { visit: { feedback: { remarkApproved: true, impression: 'poor' } } }, ...ctx })
    const shown = (await portal()).feedback
    expect(shown.impression['very-good']).toBe(1)
    expect(shown.remarks.map((remark) => remark.text)).toEqual(['Lovely garden, Ann Peeters'])
    expect(JSON.stringify(shown)).not.toContain('reminded@example.be')
  })
})

describe('a visit request nobody confirmed', () => {
  it('tells the agency once its time has passed; confirmed then as having taken place, it mails no invitation and asks the visitor for feedback', async () => {
    const slot = await slotAt(30 * HOUR)
    const booked = await book(slot.id, 'unconfirmed@example.be')
    const id = 'id' in booked ? booked.id : 0
    const past = new Date(Date.now() - 2 * HOUR)
    await payload.update({ collection: 'appointment-slots', id: slot.id, data: { start: past.toISOString(), end: new Date(past.getTime() + HOUR / 2).toISOString() }, ...ctx })
    expect((await app.sendVisitFollowUps(payload)).lapsed).toBe(1)
    expect((await app.sendVisitFollowUps(payload)).lapsed).toBe(0)
    await drainJobs(payload)
    const notices = mailsTo('info@immohorizon.be').filter((mail) => mail.subject?.startsWith(dictionary.VISIT_AGENCY_LAPSED.nl))
    expect(notices).toHaveLength(1)
    expect(notices[0].text).toContain(dictionary.VISIT_AGENCY_LAPSED_TEXT.nl.slice(0, 40))
    expect(notices[0].text).toContain(`form-submissions/${id}`)

    const mailed = mailsTo('unconfirmed@example.be').length
    await payload.update({ collection: 'form-submissions', id, data: { appointmentStatus: 'confirmed' }, ...ctx })
    expect((await app.sendVisitFollowUps(payload)).feedback).toBe(1)
    await drainJobs(payload)
    const after = mailsTo('unconfirmed@example.be').slice(mailed)
    expect(after.map((mail) => mail.subject?.startsWith(dictionary.FEEDBACK_SUBJECT.en))).toEqual([true])
  })
})

describe('the staff calendar feed', () => {
  it('lists the booked visits with who comes, answers 404 to any other address, and ends at once when renewed', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...ctx })
    const token = String(settings.calendar?.feedToken)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const feed = await app.staffCalendar(payload, `${token}.ics`)
    expect(feed).toContain('METHOD:PUBLISH')
    expect(feed).toContain('Ann Peeters')
    expect(feed).toContain('0470 12 34 56')
    expect(feed).not.toContain('canceller@example.be')
    const oneOff = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const wrong of [`${oneOff}.ics`, token, `${token}.ics.ics`, '../x.ics', '']) expect(await app.staffCalendar(payload, wrong)).toBeNull()
    // Visitors never read the secret through the public settings.
    const asVisitor = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false })
    expect(JSON.stringify(asVisitor)).not.toContain(token)
    await payload.updateGlobal({ slug: 'site-settings', data: { calendar: { newFeedToken: true } }, ...ctx })
    expect(await app.staffCalendar(payload, `${token}.ics`)).toBeNull()
    const renewed = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...ctx })
    expect(renewed.calendar).toMatchObject({ newFeedToken: false })
    expect(await app.staffCalendar(payload, `${renewed.calendar?.feedToken}.ics`)).toContain('BEGIN:VCALENDAR')
  })
})

describe('a lead about a listing with an agent', () => {
  it('goes to the agent, the agency copied; a listing without one still goes to the agency', async () => {
    const result = await app.submitForm(
      payload,
      'contact-me',
      { ...person, email: 'lead@example.be', remark: 'Still free?', property: ids.agentVilla, locale: 'en', altcha: await solvedCaptcha() },
      null,
    )
    expect(result.status).toBe(201)
    await drainJobs(payload)
    const notice = smtp.mails.find((mail) => mail.subject?.includes('Villa Agent') && mail.to?.some((to) => to.address === 'jonas@immohorizon.be'))
    expect(notice?.cc?.map((cc) => cc.address)).toEqual(['info@immohorizon.be'])
    expect(notice?.text).toContain('Still free?')
    const plain = smtp.mails.filter((mail) => mail.subject?.includes('Villa Zonneweelde') && mail.to?.some((to) => to.address === 'info@immohorizon.be'))
    expect(plain.length).toBeGreaterThan(0)
    expect(plain.every((mail) => !mail.cc?.length)).toBe(true)
  })
})
