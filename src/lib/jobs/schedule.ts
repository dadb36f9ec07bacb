import { getCurrentDate, type TaskConfig } from 'payload'

type Schedule = NonNullable<TaskConfig['schedule']>[number]
type Hooks = NonNullable<Schedule['hooks']>
type ScheduleStatus = Parameters<NonNullable<Hooks['afterSchedule']>>[0]['status']

/**
 * Whether the occurrence Payload worked out for a schedule (the first after its recorded last run) has
 * come: the job queued for it is due or done, so it is no longer the one to queue.
 */
export const occurrenceCame = (waitUntil: Date | undefined, now: Date): boolean => waitUntil !== undefined && waitUntil.getTime() <= now.getTime()

/**
 * Whether a schedule's last run is written to the queue's records after a pass: when a job was queued
 * (or queuing failed), and when the occurrence has come, so that the next pass looks past it. Not while
 * the job queued for a coming occurrence waits, which is nearly every pass: Payload's own rule writes at
 * every pass, a write per schedule each time the runner polls.
 */
export const recordsRun = (status: ScheduleStatus, waitUntil: Date | undefined, now: Date): boolean => status !== 'skipped' || occurrenceCame(waitUntil, now)

/** An occurrence that has come is not queued again: it is recorded, and the next pass queues the one after. */
const beforeSchedule: Hooks['beforeSchedule'] = (args) =>
  occurrenceCame(args.queueable.waitUntil, getCurrentDate()) ? { shouldSchedule: false } : args.defaultBeforeSchedule(args)

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
