import { describe, expect, it } from 'vitest'

import { metrics } from '@/lib/metrics/metrics.mjs'

/** One sample's value in Prometheus text, by its name and labels as written. */
const sample = (text: string, series: string) => Number(text.split('\n').find((row) => row.startsWith(`${series} `))?.slice(series.length + 1) ?? NaN)

describe('answers counted and timed by the server', () => {
  it('read as a counter by route kind and status class, and a cumulative histogram by route kind', async () => {
    const { answered, registry } = metrics()
    answered.record('form', '2xx', 0.004)
    answered.record('form', '2xx', 0.03)
    answered.record('form', '4xx', 0.0005)
    answered.record('form', 'aborted', 12)
    const text = await registry.metrics()
    expect(text).toContain('# TYPE site_http_requests_total counter')
    expect(text).toContain('# TYPE site_http_request_duration_seconds histogram')
    expect(sample(text, 'site_http_requests_total{kind="form",status="2xx"}')).toBe(2)
    expect(sample(text, 'site_http_requests_total{kind="form",status="4xx"}')).toBe(1)
    expect(sample(text, 'site_http_requests_total{kind="form",status="aborted"}')).toBe(1)
    // Each bucket counts the answers at or under its bound; the slowest is past the last.
    const bucket = (le: string) => sample(text, `site_http_request_duration_seconds_bucket{le="${le}",kind="form"}`)
    expect([bucket('0.001'), bucket('0.0025'), bucket('0.005'), bucket('0.025'), bucket('0.05'), bucket('10'), bucket('+Inf')]).toEqual([1, 1, 2, 2, 3, 3, 4])
    expect(sample(text, 'site_http_request_duration_seconds_count{kind="form"}')).toBe(4)
    expect(sample(text, 'site_http_request_duration_seconds_sum{kind="form"}')).toBeCloseTo(12.0345, 6)
  })
})
