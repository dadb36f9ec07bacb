/**
 * The jobs runner's passes (scripts/jobs.ts). Payload runs a pass's jobs side by side and marks each
 * "processing" while it runs; when one job's bookkeeping fails (the database refused a write: a lock held
 * too long, a dropped connection), the pass fails at once while the other jobs go on, and the failed job
 * stays marked as running: no later pass takes it again (a mail never sent, or, for a CRM task, every later
 * job of its concurrency key held back), until the runner restarts. Here a failed pass waits until nothing
 * of it is still running in this process, then releases what it left marked: the next pass takes those
 * jobs again (a task whose success was recorded is not run again; Payload restores its output).
 */
import type { Payload } from 'payload'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long nothing must have been running (task handlers, job writes) before a failed pass's jobs are released. */
const QUIET_MS = 200

/** Marks every job still marked as running as free again; how many there were. Only while nothing runs them. */
export const releaseHeldJobs = async (payload: Payload): Promise<number> => {
  const { docs } = await payload.update({ collection: 'payload-jobs', where: { processing: { equals: true } }, data: { processing: false }, depth: 0, overrideAccess: true, select: {} })
  return docs.length
}

type Handler = (...args: unknown[]) => unknown

type JobWrite = (args: { req?: { transactionID?: number | string | Promise<number | string> } }) => Promise<unknown>

/**
 * Counts what runs jobs in this process: every task's handler and every write of a job's state. Both go
 * through the objects Payload reads at run time (its config's tasks, its adapter), so wrapping them here
 * counts every job a pass runs. A job's write that fails also ends the transaction Payload began for it,
 * which Payload leaves open: on PostgreSQL it would hold its connection, and its row's lock, for good.
 */
const countRunning = (payload: Payload) => {
  let running = 0
  const counted =
    <A extends unknown[], R>(work: (...args: A) => R) =>
    async (...args: A): Promise<Awaited<R>> => {
      running++
      try {
        return await work(...args)
      } finally {
        running--
      }
    }
  for (const task of payload.config.jobs.tasks ?? []) {
    if (typeof task.handler === 'function') task.handler = counted(task.handler as Handler) as typeof task.handler
  }
  const db = payload.db as unknown as { updateJobs: JobWrite }
  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = counted(async (args: Parameters<JobWrite>[0]) => {
    try {
      return await updateJobs(args)
    } catch (error) {
      const transaction = await args.req?.transactionID
      if (transaction !== undefined) await payload.db.rollbackTransaction(transaction).catch(() => undefined)
      throw error
    }
  })
  return () => running
}

/**
 * One pass of the runner: due schedules queued, then up to `limit` due jobs run. A pass that fails is
 * logged, and the jobs it left marked as running are released once its other jobs have finished. Use one
 * per process, and one process per deployment (scripts/jobs.ts).
 */
export const createJobsPass = (payload: Payload, { limit = 50 }: { limit?: number } = {}) => {
  const running = countRunning(payload)
  const quiet = async () => {
    for (let since = Date.now(); Date.now() - since < QUIET_MS; ) {
      await sleep(20)
      if (running() > 0) since = Date.now()
    }
  }
  return async (): Promise<void> => {
    try {
      await payload.jobs.handleSchedules({ allQueues: true })
      await payload.jobs.run({ allQueues: true, limit, silent: { info: true } })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'jobs runner: a pass failed; its jobs are released once the others have finished' })
      await quiet()
      const released = await releaseHeldJobs(payload).catch((failure: unknown) => {
        payload.logger.error({ err: failure, msg: 'jobs runner: releasing the jobs of a failed pass failed; the next failed pass or a restart releases them' })
        return 0
      })
      if (released) payload.logger.warn(`jobs runner: released ${released} job(s) a failed pass left marked as running`)
    }
  }
}
