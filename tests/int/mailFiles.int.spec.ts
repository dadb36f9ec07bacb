import fs from 'node:fs'
import path from 'node:path'

import PostalMime from 'postal-mime'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { TestPayload } from '../helpers/payload'

let t: TestPayload
const dir = path.join(process.env.TEST_DATA_DIR ?? '/tmp', 'mail')

beforeAll(async () => {
  // No SMTP server configured: mails become files a person can open.
  delete process.env.SMTP_HOST
  process.env.MAIL_DIR = dir
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
})
afterAll(async () => t?.close())

it('without SMTP, a queued mail is written as an .eml file under MAIL_DIR', async () => {
  const { queueMail } = await import('@/lib/email/queue')
  await queueMail(t.payload, { to: 'ann@example.be', subject: 'Uw aanvraag', text: 'Bedankt, Zoë', html: '<p>Bedankt, Zoë</p>' })
  await t.payload.jobs.run({ allQueues: true, silent: true })
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.eml'))
  expect(files).toHaveLength(1)
  const mail = await PostalMime.parse(fs.readFileSync(path.join(dir, files[0])))
  expect(mail.subject).toBe('Uw aanvraag')
  expect(mail.to?.[0]?.address).toBe('ann@example.be')
  expect(mail.text?.trim()).toBe('Bedankt, Zoë')
})
