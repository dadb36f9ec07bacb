import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload
let payload: Payload
const ctx = { overrideAccess: true } as const
const tokens = { editor: '', owner: '' }

const get = (path: string, token?: string) =>
  handleEndpoints({ config, request: new Request(`http://localhost${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} }) })

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  for (const [role, email] of [['editor', 'editor@example.com'], ['owner', 'owner@example.com']] as const) {
    await payload.create({ collection: 'users', data: { email, password: 'pass-word-1', roles: [role] }, ...ctx })
    tokens[role] = (await payload.login({ collection: 'users', data: { email, password: 'pass-word-1' } })).token ?? ''
  }
  const submit = (kind: 'contact-me' | 'site-contact', name: string, status: 'new' | 'handled' | 'spam' = 'new') =>
    payload.create({ collection: 'form-submissions', data: { kind, locale: 'en', status, name, email: 'x@example.be', data: { firstName: name, remark: '=1+1' } }, ...ctx })
  await submit('contact-me', 'Ann')
  await submit('site-contact', '=HYPERLINK("http://evil.example","click")')
  await submit('contact-me', 'Bob', 'spam')
})
afterAll(async () => t?.close())

describe('the inbox CSV export', () => {
  it('is for staff only', async () => {
    expect((await get('/api/form-submissions/export.csv')).status).toBe(403)
    expect((await get('/api/form-submissions/export.csv', tokens.owner)).status).toBe(403)
  })

  it("exports what the list's filter shows, with formulas defused", async () => {
    const all = await get('/api/form-submissions/export.csv', tokens.editor)
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toContain('text/csv')
    expect(all.headers.get('content-disposition')).toMatch(/attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"/)
    const text = await all.text()
    expect(text.trim().split('\r\n')).toHaveLength(4)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(text).not.toMatch(/(^|,)"=/m)

    const onlyNewContactMe = await (await get('/api/form-submissions/export.csv?where[kind][equals]=contact-me&where[status][equals]=new', tokens.editor)).text()
    const rows = onlyNewContactMe.trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('"Ann"')
  })
})

describe('a confirmed visit', () => {
  it('queues one mail to the visitor in their language, however often it is saved after', async () => {
    const start = new Date(Date.UTC(2027, 0, 12, 13, 0))
    const slot = await payload.create({ collection: 'appointment-slots', data: { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() }, ...ctx })
    const request = await payload.create({
      collection: 'form-submissions',
      data: { kind: 'contact-appointment', locale: 'fr', status: 'new', name: 'Claire', email: 'claire@example.be', data: { firstName: 'Claire' }, slot: slot.id, appointmentStatus: 'requested' },
      ...ctx,
    })
    // The mails about this visit (the owner signed in earlier: their login notice is queued too).
    const mails = async () =>
      (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, ...ctx })).docs
        .map((job) => (job.input as { mail: { to: string; subject: string; text: string } }).mail)
        .filter((mail) => mail.to === 'claire@example.be')
    expect(await mails()).toEqual([])
    await payload.update({ collection: 'form-submissions', id: request.id, data: { appointmentStatus: 'confirmed' }, ...ctx })
    await payload.update({ collection: 'form-submissions', id: request.id, data: { status: 'handled' }, ...ctx })
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toBe('claire@example.be')
    // 13:00 UTC in January is 14:00 in Brussels, written in French.
    expect(sent[0].text).toContain('mardi 12 janvier 2027 à 14:00')
  })
})
