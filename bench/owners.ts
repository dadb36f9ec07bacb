/**
 * The owner side under load: the visit beacon at 50 connections (visitors from many addresses and
 * browsers, as a busy day sends them; target p95 under 5 ms), beside a bare Node server sending its
 * empty answer to the same load (the limit for any Node server here) and an empty static file from the
 * site's server under the same load (what any answer through Next costs), and the owner portal of owners
 * with 10 listings and a year of daily visits each (target p95 under 100 ms; one owner at a time, and
 * five different owners at once). Before the server starts, the weekly mail of 1,000 owners is built
 * and queued in the bench's own process (target: within a minute), and its queued mails removed again.
 */
import autocannon from 'autocannon'
import type { Payload } from 'payload'

import { bulkInsert } from '../seed/bulk'
import { setOwnerAndVersions, visitHistory } from '../seed/steps/ownerActivity'
import { sendOwnerDigests } from '../src/lib/owners/digest'
import { databaseOf, sql } from '../src/lib/payload/database'
import { brusselsDay } from '../src/lib/visits/days'

import { startBareServer, stopGroup } from './bare'
import { percentile } from './stats'

export const BENCH_OWNER = { email: 'owner@example.com', password: 'owner-demo' }
/** The owners whose portals load at once: the demo owner and four of the bench's own. */
export const BENCH_OWNERS = [BENCH_OWNER, ...[2, 3, 4, 5].map((n) => ({ email: `bench-owner-${n}@example.com`, password: BENCH_OWNER.password }))]
const LISTINGS = 10
const BEACON_TARGET_MS = 5
/** The beacon's visitors, and the beacons each connection sends in turn (drawn from them at random). */
const VISITORS = 60_000
const BEACONS_PER_CONNECTION = 4_000
const PORTAL_TARGET_MS = 100
/** The weekly mail's owners: each with a few listings and a year of visits. */
const DIGEST_OWNERS = 1_000
const DIGEST_LISTINGS = 3
const DIGEST_TARGET_MS = 60_000
/** Digest owners given their listings and visits per step (a step's visits are some 110,000 rows). */
const DIGEST_STEP = 100

/** Published listings nobody owns yet, `count` of them. */
const ownerless = async (payload: Payload, count: number): Promise<number[]> =>
  (
    await payload.find({
      collection: 'properties',
      where: { and: [{ _status: { equals: 'published' } }, { owner: { exists: false } }] },
      limit: count,
      depth: 0,
      overrideAccess: true,
      select: { goal: true },
    })
  ).docs.map(({ id }) => id)

/** A year of daily visits for `listings` (visitHistory's), after the last stored row. */
const addVisits = async (payload: Payload, listings: readonly number[], seed: number) => {
  const rows = visitHistory(listings.map((id) => ({ id, publishedAt: null })), brusselsDay(new Date()), seed)
  const last = await payload.find({ collection: 'property-visits', sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  const first = (last.docs[0]?.id ?? 0) + 1
  await bulkInsert(payload, 'property-visits', rows.map((row, index) => ({ id: first + index, ...row })), new Date())
}

/** The account of `email`, created as an owner when missing. */
const ownerAccount = async (payload: Payload, account: { email: string; password: string }): Promise<number> => {
  const found = (await payload.find({ collection: 'users', where: { email: { equals: account.email } }, limit: 1, depth: 0, overrideAccess: true, select: { email: true } })).docs[0]
  if (found) return found.id
  return (await payload.create({ collection: 'users', data: { ...account, name: account.email, roles: ['owner'] }, overrideAccess: true })).id
}

/** Gives an owner `LISTINGS` published listings with a year of daily visits each, as many as it lacks. */
const prepareOwner = async (payload: Payload, owner: number, seed: number) => {
  const owned = await payload.count({ collection: 'properties', where: { owner: { equals: owner } }, overrideAccess: true })
  if (owned.totalDocs >= LISTINGS) return
  const ids = await ownerless(payload, LISTINGS - owned.totalDocs)
  for (const id of ids) await setOwnerAndVersions(payload, id, owner)
  await addVisits(payload, ids, seed)
}

/** The weekly mail's 1,000 owners (digest-owner-N@example.com, who never sign in), each with 3 listings and a year of visits. */
const prepareDigestOwners = async (payload: Payload) => {
  const db = databaseOf(payload)
  const emails = Array.from({ length: DIGEST_OWNERS }, (_, n) => `digest-owner-${n + 1}@example.com`)
  const { docs } = await payload.find({ collection: 'users', where: { email: { like: 'digest-owner-' } }, pagination: false, depth: 0, overrideAccess: true, select: { email: true } })
  const known = new Map(docs.map((doc) => [doc.email, doc.id]))
  const owners: number[] = []
  for (const [n, email] of emails.entries()) {
    const preferredLocale = (['nl', 'fr', 'en'] as const)[n % 3]
    owners.push(known.get(email) ?? (await payload.db.create({ collection: 'users', data: { email, name: email, roles: ['owner'], preferredLocale, weeklyDigest: true } })).id)
  }
  for (let start = 0; start < owners.length; start += DIGEST_STEP) {
    const step = owners.slice(start, start + DIGEST_STEP)
    const owning = await db.all<{ owner: number }>(sql`SELECT DISTINCT owner_id AS owner FROM properties WHERE owner_id IN (${sql.join(step.map((id) => sql`${id}`), sql`, `)})`)
    const bare = step.filter((owner) => !owning.some((row) => Number(row.owner) === owner))
    if (bare.length === 0) continue
    const listings = await ownerless(payload, bare.length * DIGEST_LISTINGS)
    for (const [index, owner] of bare.entries()) {
      const mine = sql.join(listings.slice(index * DIGEST_LISTINGS, (index + 1) * DIGEST_LISTINGS).map((id) => sql`${id}`), sql`, `)
      await db.run(sql`UPDATE properties SET owner_id = ${owner} WHERE id IN (${mine})`)
      await db.run(sql`UPDATE _properties_v SET version_owner_id = ${owner} WHERE parent_id IN (${mine})`)
    }
    await addVisits(payload, listings, start + 1)
  }
}

/**
 * Builds and queues the weekly mail of every owner (the 1,000 and the bench's own) in this process, as
 * the jobs runner would on Monday, and prints the time; the mails it queued are removed, never sent.
 */
export const benchDigest = async (payload: Payload) => {
  const started = new Date()
  const clock = performance.now()
  const sent = await sendOwnerDigests(payload, started)
  const ms = performance.now() - clock
  await payload.db.deleteMany({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { createdAt: { greater_than_equal: started.toISOString() } }] } })
  const label = `weekly mail of ${sent.toLocaleString('en')} owners, built and queued`
  console.log(`${label.padEnd(58)} ${(ms / 1000).toFixed(1).padStart(8)} s (target < ${DIGEST_TARGET_MS / 1000} s: ${ms < DIGEST_TARGET_MS ? 'ok' : 'ABOVE TARGET'})`)
}

/**
 * The bench's owners, made once per bench database: the demo owner and four more with 10 published
 * listings and a year of daily visits each (their portals load at once), and the weekly mail's 1,000
 * owners with 3 each. Then times the weekly mail (benchDigest), the bench's one use of them here.
 */
export const prepareBenchOwner = async (payload: Payload) => {
  for (const [index, account] of BENCH_OWNERS.entries()) {
    const owner = await ownerAccount(payload, account)
    await prepareOwner(payload, owner, 99 + index)
  }
  await prepareDigestOwners(payload)
  await benchDigest(payload)
}

type Load = { rps: number; p95: number; statuses: autocannon.Result['statusCodeStats']; failed: number }

const run = async (options: autocannon.Options): Promise<Load & { latencies: number[] }> => {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time))
  })
  return { rps: result.requests.total / (options.duration as number), p95: percentile(latencies, 95), statuses: result.statusCodeStats, failed: result.errors + result.timeouts, latencies }
}

/** Loads run side by side (one per owner), their figures together. */
const runTogether = async (loads: autocannon.Options[]): Promise<Load> => {
  const results = await Promise.all(loads.map(run))
  const statuses: NonNullable<Load['statuses']> = {}
  for (const { statuses: each } of results) {
    for (const [code, { count = 0 }] of Object.entries(each ?? {}) as [`${number}`, { count?: number }][]) statuses[code] = { count: (statuses[code]?.count ?? 0) + count }
  }
  return {
    rps: results.reduce((sum, result) => sum + result.rps, 0),
    p95: percentile(results.flatMap((result) => result.latencies), 95),
    statuses,
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  }
}

/** A load's figures, judged against `target` when it has one (the reference loads have none). */
const line = (label: string, result: Load, target?: number) =>
  console.log(
    `${label.padEnd(44)} ${result.rps.toFixed(0).padStart(6)} req/s p95 ${result.p95.toFixed(1).padStart(6)} ms` +
      (target === undefined ? '' : ` (target p95 < ${target} ms: ${result.p95 < target ? 'ok' : 'ABOVE TARGET'})`) +
      ` | statuses ${Object.entries(result.statuses ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ')}${result.failed ? ` | ${result.failed} failed` : ''}`,
  )

/** Runs both loads against the bench server at `origin`; `listing` is a published listing's id. */
export const benchOwners = async (origin: string, listing: number, emptyFile: string, bare: { file: string; port: number }) => {
  const agents = ['Chrome/131.0', 'Firefox/133.0', 'Version/17.5 Mobile Safari/604.1', 'Edg/131.0'].map((tail, i) => `Mozilla/5.0 (X11; Linux x86_64; b${i}) AppleWebKit/537.36 (KHTML, like Gecko) ${tail}`)
  const body = JSON.stringify({ property: listing })
  // Each request from one of 60,000 visitors, drawn at random. Each connection walks a list of its own,
  // drawn and built before the load starts (one list for all would send every connection's first
  // requests from the same few addresses; a request built as it is sent would spend on the load
  // generator the cores the server is measured on).
  const visitorRequests = (): autocannon.Request[] =>
    Array.from({ length: BEACONS_PER_CONNECTION }, () => {
      const visitor = Math.floor(Math.random() * VISITORS)
      return {
        method: 'POST',
        path: '/api/visits',
        body,
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.7`, 'user-agent': agents[visitor % agents.length] },
      }
    })
  const beacons = { url: origin, connections: 50, requests: [{ method: 'POST' as const, path: '/api/visits', body }], setupClient: (client: autocannon.Client) => client.setRequests(visitorRequests()) }
  console.log('\nowner side')
  await run({ ...beacons, duration: 3 })
  const beacon = await run({ ...beacons, duration: 10 })
  line('visit beacon, 50 connections', beacon, BEACON_TARGET_MS)
  // The limit: a bare Node server sending the beacon's empty answer (its status and headers) to the same load.
  const server = await startBareServer({ '/api/visits': { status: 204, headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }, body: '' } }, bare.file, bare.port)
  try {
    const limit = await run({ ...beacons, url: `http://127.0.0.1:${bare.port}`, duration: 10 })
    console.log(`${'the same beacons to a bare Node server'.padEnd(44)} ${limit.rps.toFixed(0).padStart(6)} req/s p95 ${limit.p95.toFixed(1).padStart(6)} ms: the beacon at ${((beacon.rps / limit.rps) * 100).toFixed(0)}% of its throughput`)
  } finally {
    stopGroup(server)
  }
  line('an empty static file, 50 connections', await run({ url: origin + emptyFile, connections: 50, duration: 10 }))

  const portals = []
  for (const account of BENCH_OWNERS) portals.push(await signedInPortal(origin, account))
  const [own] = portals
  await run({ ...own, connections: 2, duration: 3 })
  line(`owner portal, ${LISTINGS} listings × a year, 1 connection`, await run({ ...own, connections: 1, duration: 10 }), PORTAL_TARGET_MS)
  line(`owner portal, ${portals.length} owners at once`, await runTogether(portals.map((portal) => ({ ...portal, connections: 1, duration: 10 }))), PORTAL_TARGET_MS)
}

/** An owner's portal request, signed in; checks the page shows all their listings. */
const signedInPortal = async (origin: string, account: { email: string; password: string }) => {
  const login = await fetch(`${origin}/api/owner/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ ...account, locale: 'nl' }) })
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
  if (!login.ok || !cookie) throw new Error(`bench: ${account.email} could not log in (${login.status})`)
  const portal = { url: `${origin}/nl/eigenaar/`, headers: { cookie, 'sec-fetch-site': 'same-origin' } }
  const page = await fetch(portal.url, { headers: portal.headers })
  const listings = ((await page.text()).match(/<article/g) ?? []).length
  if (!page.ok || listings < LISTINGS) throw new Error(`bench: the portal of ${account.email} shows ${listings} listings (${page.status})`)
  return portal
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
