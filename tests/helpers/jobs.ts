import type { Payload } from 'payload'

/** Runs the jobs queue the way the runner does, until it is empty. */
export const drainJobs = async (payload: Payload): Promise<void> => {
  for (let i = 0; i < 10; i++) {
    const pending = await payload.count({ collection: 'payload-jobs', where: { completedAt: { exists: false }, hasError: { equals: false } }, overrideAccess: true })
    if (pending.totalDocs === 0) return
    await payload.jobs.run({ allQueues: true, silent: true })
  }
}
