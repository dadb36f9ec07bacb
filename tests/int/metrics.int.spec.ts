import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { metrics, routeKind, statusClass } from '@/lib/metrics/metrics.mjs'
import { mayReadMetrics, metricsText } from '@/lib/metrics/scrape'
import { consume } from '@/lib/rateLimit/rateLimit'

import { startPayload, type TestPayload } from '../helpers/payload'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => t?.close())

/** One sample's value in Prometheus text, by its name and labels as written. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /api/metrics', () => {
  it('is for monitors on the machine itself, or showing the token; never for a wrong or a missing one', () => {
    expect(mayReadMetrics('127.0.0.1', null, undefined)).toBe(true)
    expect(mayReadMetrics('0:0:0:0::/64', null, undefined)).toBe(true)
    expect(mayReadMetrics('203.0.113.5', null, 'a-long-secret-token')).toBe(false)
    expect(mayReadMetrics('203.0.113.5', 'Bearer a-long-secret-token', 'a-long-secret-token')).toBe(true)
    expect(mayReadMetrics('203.0.113.5', 'Bearer a-long-secret-tokeN', 'a-long-secret-token')).toBe(false)
    expect(mayReadMetrics('203.0.113.5', 'Bearer a-long-secret', 'a-long-secret-token')).toBe(false)
    expect(mayReadMetrics('203.0.113.5', 'a-long-secret-token', 'a-long-secret-token')).toBe(false)
    // No token set: a bearer of nothing is not let in.
    expect(mayReadMetrics('203.0.113.5', 'Bearer ', undefined)).toBe(false)
    expect(mayReadMetrics('203.0.113.5', 'Bearer ', '')).toBe(false)
  })

  it('counts the mails sent, waiting and given up, and the jobs waiting and failed by task, as the queue holds them', async () => {
    const { payload } = t
    const mail = { to: 'someone@example.be', subject: 'Hello', text: 'Hello' }
    const [sent, failed] = await Promise.all([0, 1, 2].map(() => payload.jobs.queue({ task: 'sendEmail', input: { mail } })))
    await payload.update({ collection: 'payload-jobs', id: sent.id, data: { completedAt: new Date().toISOString() }, overrideAccess: true })
    await payload.update({ collection: 'payload-jobs', id: failed.id, data: { hasError: true }, overrideAccess: true })
    await payload.jobs.queue({ task: 'matchAlerts', input: { propertyId: 1 } as never })
    const { type, body } = await metricsText(payload)
    expect(type).toContain('text/plain')
    expect(sample(body, 'site_mails{state="sent"}')).toBe(1)
    expect(sample(body, 'site_mails{state="queued"}')).toBe(1)
    expect(sample(body, 'site_mails{state="failed"}')).toBe(1)
    expect(sample(body, 'site_jobs{task="sendEmail",state="queued"}')).toBe(1)
    expect(sample(body, 'site_jobs{task="sendEmail",state="failed"}')).toBe(1)
    expect(sample(body, 'site_jobs{task="matchAlerts",state="queued"}')).toBe(1)
    // Done jobs are not waiting: only sent mails count them.
    expect(body).not.toContain('state="done"')
    // The process's own figures come too.
    expect(body).toContain('site_process_cpu_seconds_total')
  })

  it('counts each refusal of a budget', async () => {
    const read = async () => sample((await metricsText(t.payload)).body, 'site_rate_limit_refusals_total{limit="forms"}') ?? 0
    const before = await read()
    const client = `198.51.100.${Math.floor(Math.random() * 200)}`
    for (let i = 0; i < 30; i++) await consume('forms', client)
    expect((await read()) - before).toBeGreaterThan(0)
    expect((await read()) - before).toBe(30 - (await import('@/lib/rateLimit/limits')).limitFor('forms').max)
  })
})

describe('what the server counts', () => {
  it('names a request by its kind of route, with few values', () => {
    expect(routeKind('POST', '/api/visits')).toBe('beacon')
    expect(routeKind('GET', '/api/visits')).toBe('api')
    expect(routeKind('GET', '/_next/static/chunks/app.js')).toBe('static')
    expect(routeKind('GET', '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75')).toBe('image')
    expect(routeKind('GET', '/api/media/file/house.jpg')).toBe('media')
    expect(routeKind('POST', '/api/forms/contact-me')).toBe('form')
    expect(routeKind('GET', '/admin')).toBe('admin')
    expect(routeKind('GET', '/admin/collections/properties')).toBe('admin')
    expect(routeKind('GET', '/administrator')).toBe('other')
    expect(routeKind('GET', '/api/properties?limit=1')).toBe('api')
    expect(routeKind('GET', '/')).toBe('page')
    expect(routeKind('GET', '/nl/te-koop/?page=2')).toBe('page')
    expect(routeKind('GET', '/fr')).toBe('page')
    expect(routeKind('GET', '/robots.txt')).toBe('other')
    expect(routeKind('GET', '/sitemap.xml')).toBe('other')
    expect(statusClass(204, true)).toBe('2xx')
    expect(statusClass(429, true)).toBe('4xx')
    expect(statusClass(200, false)).toBe('aborted')
  })

  it('keeps one set of figures per process, whoever asks', () => {
    expect(metrics()).toBe(metrics())
  })
})
