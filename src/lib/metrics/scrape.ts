/**
 * `GET /api/metrics`: who may read it, and the figures read from the database when it is read (the
 * job queue is shared with the jobs runner, a process of its own, so it is counted where it is kept).
 */
import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { isLoopbackClient } from '@/lib/health'
import { databaseOf, sql } from '@/lib/payload/database'

import { metrics } from './metrics.mjs'

/**
 * A monitor on the machine itself, or one that shows METRICS_TOKEN as a bearer token (compared in
 * constant time; no token set, none accepted).
 */
export const mayReadMetrics = (client: string, authorization: string | null, token: string | undefined): boolean => {
  if (isLoopbackClient(client)) return true
  if (!token || !authorization?.startsWith('Bearer ')) return false
  const given = Buffer.from(authorization.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

type JobRow = { task: string | null; state: 'done' | 'failed' | 'queued'; count: number | string }

/** The job queue's jobs by task and state; the mail task's as mails sent, queued and failed. */
export const readQueue = async (payload: Payload): Promise<void> => {
  const rows = await databaseOf(payload).all<JobRow>(sql`
    SELECT task_slug AS task,
           CASE WHEN completed_at IS NOT NULL THEN 'done' WHEN has_error THEN 'failed' ELSE 'queued' END AS state,
           COUNT(*) AS count
      FROM payload_jobs GROUP BY 1, 2`)
  const { jobs, mails } = metrics()
  jobs.reset()
  mails.reset()
  for (const state of ['sent', 'queued', 'failed']) mails.set({ state }, 0)
  for (const row of rows) {
    const count = Number(row.count)
    const task = row.task ?? 'workflow'
    if (row.state !== 'done') jobs.set({ task, state: row.state }, count)
    if (task === 'sendEmail') mails.set({ state: row.state === 'done' ? 'sent' : row.state }, count)
  }
}

/** The Prometheus text of this process's metrics, the queue read afresh. */
export const metricsText = async (payload: Payload): Promise<{ type: string; body: string }> => {
  await readQueue(payload)
  const { registry } = metrics()
  return { type: registry.contentType, body: await registry.metrics() }
}
