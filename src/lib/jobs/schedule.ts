import { getCurrentDate, type PayloadRequest, type TaskConfig } from 'payload'

import { databaseIn, sql } from '@/lib/payload/database'
import { inTransaction } from '@/lib/payload/transactions'

type Schedule = NonNullable<TaskConfig['schedule']>[number]
type Hooks = NonNullable<Schedule['hooks']>
type ScheduleStatus = Parameters<NonNullable<Hooks['afterSchedule']>>[0]['status']

/**
 * Whether the occurrence Payload worked out for a schedule (the first after its recorded last run) has
 * come: the job queued for it is due or done, so it is no longer the one to queue.
 */
export const occurrenceCame = (waitUntil: Date | undefined, now: Date): boolean => waitUntil !== undefined && waitUntil.getTime() <= now.getTime()

/**
 * Whether a schedule's last run is written to the queue's records after a pass: when queuing failed, and
 * when the occurrence has come, so that the next pass looks past it. Not while the job queued for a
 * coming occurrence waits, which is nearly every pass: Payload's own rule writes at every pass, a write
 * per schedule each time the runner polls. (The job is queued by beforeSchedule, which Payload then reports as skipped.)
 */
export const recordsRun = (status: ScheduleStatus, waitUntil: Date | undefined, now: Date): boolean => status !== 'skipped' || occurrenceCame(waitUntil, now)

/** PostgreSQL's advisory lock the runners take to queue a schedule's job (a number of the site's own). */
const SCHEDULES_LOCK = 730_201

/**
 * Holds the runners' lock on the schedules until `req`'s transaction ends, across processes: PostgreSQL's
 * advisory lock; on SQLite the write lock, which the site's transactions take at their first write
 * (src/lib/payload/sqliteClient.ts), here one that changes nothing.
 */
const lockSchedules = async (req: PayloadRequest) => {
  const db = await databaseIn(req.payload, req)
  if (db.dialect === 'postgres') await db.all(sql`SELECT pg_advisory_xact_lock(${SCHEDULES_LOCK})`)
  else await db.run(sql`UPDATE payload_jobs SET id = id WHERE 0`)
}

type BeforeArgs = Parameters<NonNullable<Hooks['beforeSchedule']>>[0]

/**
 * Queues the job of a schedule none waits for, counting again under the schedules' lock: two runners
 * polling at once (a deploy's old one finishing its pass as the new one starts) would otherwise both
 * count none and both queue it, and the digest would go out twice.
 */
const queueAlone = (args: BeforeArgs) =>
  inTransaction(args.req.payload, async (req) => {
    await lockSchedules(req)
    const { shouldSchedule, waitUntil } = await args.defaultBeforeSchedule({ ...args, req })
    if (!shouldSchedule) return
    const { queueable } = args
    await req.payload.jobs.queue({ input: {}, meta: { scheduled: true }, queue: queueable.scheduleConfig.queue, req, task: queueable.taskConfig!.slug, waitUntil } as Parameters<typeof req.payload.jobs.queue>[0])
  })

/**
 * An occurrence that has come is not queued again: it is recorded, and the next pass queues the one after.
 * Otherwise a count without a lock settles nearly every pass (a job waits); when none waits, the job is
 * queued here, under the lock, and Payload is told to queue nothing itself.
 */
const beforeSchedule: Hooks['beforeSchedule'] = async (args) => {
  if (occurrenceCame(args.queueable.waitUntil, getCurrentDate())) return { shouldSchedule: false }
  const decision = await args.defaultBeforeSchedule(args)
  if (!decision.shouldSchedule) return decision
  await queueAlone(args)
  return { shouldSchedule: false }
}

const afterSchedule: Hooks['afterSchedule'] = async (args) => {
  if (recordsRun(args.status, args.queueable.waitUntil, getCurrentDate())) await args.defaultAfterSchedule(args)
}

/**
 * A task's schedule on the default queue (`cron` with seconds, in the server's time zone): one job
 * waits for the next occurrence, is run when it comes, then the one after is queued. The runner polls
 * every few seconds (scripts/jobs.ts); the queue's records are written about twice per occurrence,
 * not at every poll, so the runner holds no write lock of the database while nothing is due.
 */
export const scheduled = (cron: string): Schedule => ({ cron, queue: 'default', hooks: { beforeSchedule, afterSchedule } })
