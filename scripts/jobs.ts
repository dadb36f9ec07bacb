/**
 * `npm run jobs`: the one process that works through Payload's jobs queue (mails, search-alert
 * matching, the daily digest). Run exactly one per deployment: on SQLite two runners could pick the
 * same job. It polls every JOBS_INTERVAL_MS (default 2000), one pass at a time, and stops cleanly on
 * SIGTERM or SIGINT. A failing job is retried by the queue with its backoff; nothing here is fatal.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

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
  payload.logger.info(`jobs runner: polling every ${interval} ms`)
  while (!stopping) {
    try {
      await payload.jobs.handleSchedules({ allQueues: true })
      await payload.jobs.run({ allQueues: true, limit: 50, silent: { info: true } })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'jobs runner: a pass failed; trying again' })
    }
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, interval)
    })
  }
  await payload.destroy()
  process.exit(0)
}

void main()
