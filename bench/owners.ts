/**
 * The owner side under load: the visit beacon at 50 connections (visitors from many addresses and
 * browsers, as a busy day sends them; target p95 under 5 ms), beside an empty static file from the same
 * server under the same load (what any answer through Next costs here), and the owner portal of an owner
 * with 10 listings and a year of daily visits each (target p95 under 150 ms; one owner at a time, and
 * several owners at once).
 */
import autocannon from 'autocannon'
import type { Payload } from 'payload'

import { bulkInsert } from '../seed/bulk'
import { setOwnerAndVersions, visitHistory } from '../seed/steps/ownerActivity'
import { brusselsDay } from '../src/lib/visits/days'

import { percentile } from './stats'

export const BENCH_OWNER = { email: 'owner@example.com', password: 'owner-demo' }
const LISTINGS = 10
const BEACON_TARGET_MS = 5
const PORTAL_TARGET_MS = 150

/** Gives the bench owner 10 published listings with a year of daily visits each (once per bench database). */
export const prepareBenchOwner = async (payload: Payload) => {
  const owner = (await payload.find({ collection: 'users', where: { email: { equals: BENCH_OWNER.email } }, limit: 1, overrideAccess: true })).docs[0]
  if (!owner) throw new Error('bench: the demo owner is missing')
  const owned = await payload.count({ collection: 'properties', where: { owner: { equals: owner.id } }, overrideAccess: true })
  if (owned.totalDocs >= LISTINGS) return
  const { docs } = await payload.find({ collection: 'properties', where: { and: [{ _status: { equals: 'published' } }, { owner: { exists: false } }] }, limit: LISTINGS - owned.totalDocs, depth: 0, overrideAccess: true, select: { goal: true } })
  for (const { id } of docs) await setOwnerAndVersions(payload, id, owner.id)
  const rows = visitHistory(docs.map(({ id }) => ({ id, publishedAt: null })), brusselsDay(new Date()), 99)
  const last = await payload.find({ collection: 'property-visits', sort: '-id', limit: 1, overrideAccess: true })
  const first = (last.docs[0]?.id ?? 0) + 1
  await bulkInsert(payload, 'property-visits', rows.map((row, index) => ({ id: first + index, ...row })), new Date())
}

const run = async (options: autocannon.Options) => {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  return { rps: result.requests.total / (options.duration as number), p95: percentile(latencies, 95), statuses: result.statusCodeStats, failed: result.errors + result.timeouts }
}

const line = (label: string, result: Awaited<ReturnType<typeof run>>, target: number) =>
  console.log(
    `${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s p95 ${result.p95.toFixed(1).padStart(6)} ms (target p95 < ${target} ms: ${result.p95 < target ? 'ok' : 'ABOVE TARGET'})` +
      ` | statuses ${Object.entries(result.statuses ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ')}${result.failed ? ` | ${result.failed} failed` : ''}`,
  )

/** Runs both loads against the bench server at `origin`; `listing` is a published listing's id. */
export const benchOwners = async (origin: string, listing: number, emptyFile: string) => {
  const agents = ['Chrome/131.0', 'Firefox/133.0', 'Version/17.5 Mobile Safari/604.1', 'Edg/131.0'].map((tail, i) => `Mozilla/5.0 (X11; Linux x86_64; b${i}) AppleWebKit/537.36 (KHTML, like Gecko) ${tail}`)
  // Each request from one of 60,000 visitors, drawn at random (autocannon walks a list of requests
  // per connection, which would send every connection's first requests from the same few addresses).
  const requests = [
    {
      method: 'POST' as const,
      path: '/api/visits',
      body: JSON.stringify({ property: listing }),
      setupRequest: (request: autocannon.Request): autocannon.Request => {
        const visitor = Math.floor(Math.random() * 60_000)
        return { ...request, headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.7`, 'user-agent': agents[visitor % agents.length] } }
      },
    },
  ]
  console.log('\nowner side')
  await run({ url: origin, connections: 50, duration: 3, requests })
  line('visit beacon, 50 connections', await run({ url: origin, connections: 50, duration: 10, requests }), BEACON_TARGET_MS)
  line('an empty static file, 50 connections', await run({ url: origin + emptyFile, connections: 50, duration: 10 }), BEACON_TARGET_MS)

  const login = await fetch(`${origin}/api/owner/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ ...BENCH_OWNER, locale: 'nl' }) })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  if (!login.ok || !cookie) throw new Error(`bench: the owner could not log in (${login.status})`)
  const portal = { url: `${origin}/nl/eigenaar/`, headers: { cookie, 'sec-fetch-site': 'same-origin' } }
  const page = await fetch(portal.url, { headers: portal.headers })
  const listings = ((await page.text()).match(/<article/g) ?? []).length
  if (!page.ok || listings < LISTINGS) throw new Error(`bench: the portal shows ${listings} listings (${page.status})`)
  await run({ ...portal, connections: 2, duration: 3 })
  line(`owner portal, ${listings} listings × a year, 1 connection`, await run({ ...portal, connections: 1, duration: 10 }), PORTAL_TARGET_MS)
  line(`owner portal, ${listings} listings × a year, 5 connections`, await run({ ...portal, connections: 5, duration: 10 }), PORTAL_TARGET_MS)
}

/**
 * A wrong password for an account that exists against one for an address nobody has: the answers must
 * not tell them apart, by their words or by their time (sequential, each from an address of its own).
 */
export const benchSignInTimes = async (origin: string) => {
  const samples: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] }
  const bodies = new Set<string>()
  for (let i = 0; i < 60; i++) {
    const kind = i % 2 === 0 ? 'known' : 'unknown'
    const email = kind === 'known' ? 'owner2@example.com' : `nobody-${i}@example.com`
    const started = performance.now()
    const answer = await fetch(`${origin}/api/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email, password: `wrong-${i}`, locale: 'nl' }),
    })
    bodies.add(`${answer.status} ${await answer.text()}`)
    samples[kind].push(performance.now() - started)
  }
  const figure = (kind: 'known' | 'unknown') => `p50 ${percentile(samples[kind], 50).toFixed(0)} ms, p95 ${percentile(samples[kind], 95).toFixed(0)} ms`
  console.log(`${'wrong password, existing account (30)'.padEnd(44)} ${figure('known')}`)
  console.log(`${'wrong password, unknown account (30)'.padEnd(44)} ${figure('unknown')} | ${bodies.size === 1 ? 'the same answer' : `${bodies.size} different answers`}`)
}
