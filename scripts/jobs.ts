/**
 * `npm run jobs`: the one process that works through Payload's jobs queue (mails, search-alert
 * matching, the daily digest). Run exactly one per deployment: on SQLite two runners could pick the
 * same job. It polls every JOBS_INTERVAL_MS (default 2000), one pass at a time. On SIGTERM or SIGINT it
 * takes no new pass, finishes the jobs it holds (a mail being sent is sent, and marked sent, once) and exits.
 * A runner that died holding jobs (SIGKILL, a crash) left them marked as being run: the next one to start
 * releases them to run again, as a pass that failed releases its own (src/lib/jobs/runner.ts). A failing job
 * is retried by the queue with its backoff; nothing here is fatal.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { createJobsPass, releaseHeldJobs } from '@/lib/jobs/runner'

const interval = Math.max(200, Number(process.env.JOBS_INTERVAL_MS) || 2000)

const main = async () => {
  const payload = await getPayload({ config })
  let stopping = false
  let wake: (() => void) | null = null
  const stop = () => {
    stopping = true
    wake?.()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  const abandoned = await releaseHeldJobs(payload)
  if (abandoned) payload.logger.warn(`jobs runner: released ${abandoned} job(s) an earlier runner held when it died`)
  const pass = createJobsPass(payload)
  payload.logger.info(`jobs runner: polling every ${interval} ms`)
  while (!stopping) {
    await pass()
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, interval)
    })
  }
  payload.logger.info('jobs runner: stopped')
  await payload.destroy()
  process.exit(0)
}

void main()
