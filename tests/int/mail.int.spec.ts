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

describe('scheduled jobs (digests, reminders, erasure)', () => {
  const HOUR = 3_600_000
  /** The jobs each scheduled task has, oldest first. */
  const jobsOf = async (task: string) =>
    (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, sort: 'createdAt', limit: 100, overrideAccess: true })).docs
  const statsRow = async () => JSON.stringify(await payload.db.findGlobal({ slug: 'payload-jobs-stats', req: {} as never }))

  it('are queued once however many runners poll at once (a deploy overlaps the old runner and the new)', async () => {
    const { createJobsPass } = await import('@/lib/jobs/runner')
    const runners = Array.from({ length: 5 }, () => createJobsPass(payload))
    await Promise.all(runners.map((pass) => pass()))
    const scheduled = (payload.config.jobs.tasks ?? []).filter((task) => task.schedule?.length).map((task) => task.slug)
    expect(scheduled.length).toBeGreaterThanOrEqual(4)
    for (const task of scheduled) expect(await jobsOf(task), task).toHaveLength(1)
  })

  it('wait for their next occurrence without a write at every poll, run once when it comes, and then queue the one after', async () => {
    const { _internal_jobSystemGlobals: clock } = await import('payload')
    const { createJobsPass } = await import('@/lib/jobs/runner')
    let now = Date.now()
    clock.getCurrentDate = () => new Date(now)
    try {
      const pass = createJobsPass(payload)
      await pass()
      const scheduled = (payload.config.jobs.tasks ?? []).filter((task) => task.schedule?.length).map((task) => task.slug)
      expect(scheduled).toEqual(expect.arrayContaining(['sendAlertDigests', 'sendOwnerDigests', 'visitFollowUps', 'eraseRentApplications']))
      for (const task of scheduled) {
        const jobs = await jobsOf(task)
        expect(jobs, task).toHaveLength(1)
        expect(new Date(jobs[0].waitUntil!).getTime(), task).toBeGreaterThan(now)
      }
      // Polling while nothing is due writes nothing: the records stay as the first pass left them.
      const recorded = await statsRow()
      for (let i = 0; i < 5; i++) {
        now += 1000
        await pass()
      }
      expect(await statsRow()).toBe(recorded)
      for (const task of scheduled) expect(await jobsOf(task), task).toHaveLength(1)

      // The hourly reminders' occurrence comes: its job runs once, and the next hour's waits.
      const [first] = await jobsOf('visitFollowUps')
      const occurrence = new Date(first.waitUntil!).getTime()
      now = occurrence + 1000
      for (let i = 0; i < 4; i++) {
        await pass()
        now += 1000
      }
      const reminders = await jobsOf('visitFollowUps')
      expect(reminders.map((job) => Boolean(job.completedAt))).toEqual([true, false])
      expect(new Date(reminders[1].waitUntil!).getTime()).toBe(occurrence + HOUR)

      // A runner stopped for a day runs the job that was waiting once, then waits for the next occurrence: no run per missed hour.
      now = occurrence + 25 * HOUR + 1000
      for (let i = 0; i < 4; i++) {
        await pass()
        now += 1000
      }
      const after = await jobsOf('visitFollowUps')
      expect(after.map((job) => Boolean(job.completedAt))).toEqual([true, true, false])
      expect(new Date(after[2].waitUntil!).getTime()).toBe(occurrence + 26 * HOUR)
    } finally {
      clock.getCurrentDate = () => new Date()
    }
  })
})
