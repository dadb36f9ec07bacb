/**
 * From SweepBright's webhook to the cached public page: the production build (built into .next-test when it is
 * not there) on the demo's data, with its jobs runner polling at its production pace (JOBS_INTERVAL_MS 2000) and
 * SweepBright's stand-in (scripts/e2e-server.mjs starts all three). An estate is imported, its page read until
 * cached, then its price changed five times: each time, the time from the `estate-updated` call until a visitor's
 * request to the cached page shows the new price (target: within 10 s).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { sweepBrightEstate, webhookCall } from '../tests/fakes/sweepbright'
import { median } from './stats'

const PORT = 3950
const SITE = `http://127.0.0.1:${PORT}`
const FAKE = `http://127.0.0.1:${PORT + 1}`
const DIST = '.next-test'
const ESTATE = 'bench-webhook'
const TARGET_MS = 10_000

const until = async <T>(what: string, probe: () => Promise<T | null>, timeoutMs: number, everyMs = 100): Promise<T> => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const found = await probe().catch(() => null)
    if (found !== null) return found
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
}

const put = (price: number) =>
  fetch(`${FAKE}/__fake/estates/${ESTATE}`, { method: 'PUT', body: JSON.stringify(sweepBrightEstate(ESTATE, { photos: 5, photoSeed: 900, price: { amount: price, currency: 'EUR' }, settings: { reference: 'SB-BENCH' } })) })

const announce = async (event: 'estate-added' | 'estate-updated') => {
  const { body, signature } = webhookCall(event, ESTATE, new Date())
  const answer = await fetch(`${SITE}/api/crm/sweepbright`, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hook-signature': signature } })
  if (answer.status !== 202) throw new Error(`the webhook answered ${answer.status}`)
}

const shows = async (pathname: string, price: number) => {
  const html = await (await fetch(`${SITE}${pathname}`)).text()
  return html.includes(price.toLocaleString('nl-BE')) ? true : null
}

export const benchWebhookToPage = async () => {
  if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
    console.log('building the site for the webhook timing (about two minutes)…')
    const built = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_DIST_DIR: DIST, PAYLOAD_SECRET: 'build-only' } })
    if (built.status !== 0) throw new Error('next build failed')
  }
  const server = spawn('node', ['scripts/e2e-server.mjs', String(PORT)], { stdio: 'ignore', detached: true, env: { ...process.env, NEXT_DIST_DIR: DIST, JOBS_INTERVAL_MS: '2000' } })
  try {
    await until('the site', async () => ((await fetch(`${SITE}/nl/`)).ok ? true : null), 300_000, 1000)
    await until('the stand-in', async () => ((await fetch(`${FAKE}/__fake/state`)).ok ? true : null), 60_000, 500)
    let price = 500_000
    await put(price)
    const added = Date.now()
    await announce('estate-added')
    const address = await until('the first import', async () => ((await (await fetch(`${FAKE}/__fake/state`)).json()) as { urls: Record<string, string> }).urls[ESTATE] ?? null, 60_000)
    const pathname = new URL(address).pathname
    console.log(`webhook estate-added to the listing online (5 photos): ${((Date.now() - added) / 1000).toFixed(1)} s`)
    for (let i = 0; i < 3; i++) await shows(pathname, price)
    const samples: number[] = []
    for (let round = 0; round < 5; round++) {
      price += 1_000
      await put(price)
      const started = Date.now()
      await announce('estate-updated')
      await until('the new price on the page', () => shows(pathname, price), 60_000)
      samples.push(Date.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    console.log(`webhook estate-updated to the cached page: median ${(median(samples) / 1000).toFixed(1)} s, slowest ${(Math.max(...samples) / 1000).toFixed(1)} s of 5 (target ≤ ${TARGET_MS / 1000} s)`)
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
}
