import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSmtp, type TestSmtp } from '../helpers/smtp'
import type { TestPayload } from '../helpers/payload'

let smtp: TestSmtp
let t: TestPayload
let payload: Payload

beforeAll(async () => {
  // The mail server is up before Payload reads its settings (payload.config.ts reads SMTP_* at import).
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_IGNORE_TLS: 'true', SMTP_FROM: 'site@immo.example' })
  const { startPayload } = await import('../helpers/payload')
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
})

const queue = async (to: string, subject: string) => {
  const { queueMail } = await import('@/lib/email/queue')
  await queueMail(payload, { to, subject, text: `${subject} (text)`, html: `<p>${subject}</p>`, headers: { 'List-Unsubscribe': '<https://immo.example/u>' } })
}

/** Runs the queue until `done` holds, as the jobs runner would, for at most `ms`. */
const runUntil = async (done: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms
  while (!done() && Date.now() < end) {
    await payload.jobs.run({ allQueues: true, silent: true })
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('mail through the jobs queue', () => {
  it('reaches the SMTP server with its subject, body and headers', async () => {
    await queue('ann@example.be', 'Hello Ann')
    await runUntil(() => smtp.mails.length === 1)
    const [mail] = smtp.mails
    expect(mail.subject).toBe('Hello Ann')
    expect(mail.to?.[0]?.address).toBe('ann@example.be')
    expect(mail.from?.address).toBe('site@immo.example')
    expect(mail.html).toContain('<p>Hello Ann</p>')
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toBe('<https://immo.example/u>')
  })

  it('survives the mail server being down: retried with backoff, delivered once when it is back', async () => {
    smtp.mails.length = 0
    await smtp.stop()
    await queue('bob@example.be', 'Sent after the outage')
    await payload.jobs.run({ allQueues: true, silent: true })
    const [job] = (await payload.find({ collection: 'payload-jobs', where: { 'input.mail.subject': { equals: 'Sent after the outage' } }, overrideAccess: true })).docs
    expect(job.totalTried).toBeGreaterThanOrEqual(1)
    expect(job.completedAt ?? null).toBeNull()
    expect(job.hasError).toBe(false)
    await smtp.start()
    await runUntil(() => smtp.mails.length > 0)
    await payload.jobs.run({ allQueues: true, silent: true })
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Sent after the outage'])
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    expect(done.completedAt).toBeTruthy()
  })

  it('a mail whose sending the database failed to record is sent once, and its job is finished by the next pass', async () => {
    smtp.mails.length = 0
    // The database refuses one write, the one that marks the job done (a lock held too long, a dropped connection).
    const db = payload.db as unknown as { updateJobs: (args: { data: Record<string, unknown> }) => Promise<unknown> }
    const updateJobs = db.updateJobs.bind(db)
    let refused = 0
    db.updateJobs = async (args) => {
      if (args.data.completedAt && refused++ === 0) throw new Error('the database refused the write')
      return updateJobs(args)
    }
    const { createJobsPass } = await import('@/lib/jobs/runner')
    const pass = createJobsPass(payload)
    await queue('cem@example.be', 'Recorded late')
    await pass()
    expect(refused).toBe(1)
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Recorded late'])
    // The failed pass let the job go again, so the next pass finishes it, without sending the mail again.
    await pass()
    const [job] = (await payload.find({ collection: 'payload-jobs', where: { 'input.mail.subject': { equals: 'Recorded late' } }, overrideAccess: true })).docs
    expect(job).toMatchObject({ processing: false, hasError: false })
    expect(job.completedAt).toBeTruthy()
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Recorded late'])
  })
})
