/**
 * `npm run bench -- --postgres`, after the reads: the site as a hoster scales it out. Two instances of
 * the production build on the bench's PostgreSQL database, sharing Redis (REDIS_URL: their page cache and
 * rate-limit counters), behind nginx configured by deploy/nginx/ (tests/helpers/nginx.ts). Through nginx:
 * the public pages, a photo and an empty file beside a bare Node server sending the same bytes, then
 * the visit beacon from many visitors and the owner portal (bench/owners.ts). nginx takes the visitor's
 * address from the load generator's X-Forwarded-For, as it would from a load balancer in front of it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { serverArgs } from '../scripts/serverCommand.mjs'
import { startNginx } from '../tests/helpers/nginx'

import { stopGroup } from './bare'
import { benchOwners } from './owners'
import { build, detailPath, DIST, env, LOAD_PAGES, pageThroughput, STATIC_DIR } from './pages'

const INSTANCES = [3910, 3911]
const NGINX_PORT = 3912
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`

const listens = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok === true

const waitFor = async (url: string, processes: ChildProcess[]) => {
  for (let i = 0; i < 240; i++) {
    if (await answers(url)) return
    if (processes.some((child) => child.exitCode !== null)) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`bench: ${url} did not answer`)
}

export const benchScaleOut = async (databaseUri: string, dataDir: string) => {
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const redis = new URL(redisUrl)
  if (!(await listens(Number(redis.port || 6379), redis.hostname))) return console.log(`\nscale-out skipped: no Redis at ${redisUrl}`)
  for (const port of [...INSTANCES, NGINX_PORT]) if (await listens(port)) throw new Error(`port ${port} is taken: stop what listens there first`)
  const overrides = { DATABASE_URI: databaseUri, REDIS_URL: redisUrl, REDIS_PREFIX: 'agency-bench', SITE_URL: ORIGIN }
  build(dataDir, overrides)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-nginx-'))
  const children: ChildProcess[] = []
  fs.rmSync(STATIC_DIR, { recursive: true, force: true })
  fs.mkdirSync(STATIC_DIR, { recursive: true })
  try {
    for (const port of INSTANCES) {
      children.push(spawn('node', serverArgs(port, '127.0.0.1'), { stdio: 'ignore', env: env(dataDir, overrides), detached: true }))
    }
    children.push(startNginx({ dir, port: NGINX_PORT, upstreams: INSTANCES, dist: DIST, media: path.join(dataDir, 'media'), trustForwardedFrom: '127.0.0.1', workers: 'auto' }))
    for (const port of INSTANCES) await waitFor(`http://127.0.0.1:${port}/nl/`, children)
    await waitFor(`${ORIGIN}/nl/`, children)
    console.log(`\nscale-out: ${INSTANCES.length} instances on PostgreSQL with Redis, behind nginx`)
    const listing = await detailPath(ORIGIN)
    const pages: Record<string, string> = { ...LOAD_PAGES, listing }
    const sizes: Record<string, number> = {}
    for (const [name, url] of Object.entries(pages)) sizes[name] = (await (await fetch(ORIGIN + url)).arrayBuffer()).byteLength
    // Files of each page's size, and an empty one: nginx sends them from public/ as it would any file there.
    for (const [name, size] of Object.entries(sizes)) fs.writeFileSync(path.join(STATIC_DIR, `${name}.html`), 'x'.repeat(size))
    fs.writeFileSync(path.join(STATIC_DIR, 'empty.txt'), '')
    await pageThroughput(sizes, ORIGIN, pages)
    await benchOwners(ORIGIN, Number(listing.split('/').filter(Boolean).at(-1)), '/bench/empty.txt', { file: path.join(STATIC_DIR, 'bare-beacon.json'), port: 3913 })
  } finally {
    for (const child of children.slice(0, INSTANCES.length)) stopGroup(child)
    children.at(INSTANCES.length)?.kill('SIGQUIT')
    fs.rmSync(STATIC_DIR, { recursive: true, force: true })
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
