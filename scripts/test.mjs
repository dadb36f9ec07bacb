// `npm test`: every suite, in the order that fails fastest. It installs what it lacks first.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { HEADLESS_SHELL, FULL_CHROMIUM } from './chromium.mjs'
import { postgresAnswers } from './postgres.mjs'

/** Each stage's time, printed at the end (and when a stage fails), so a slow stage shows. */
const started = Date.now()
const stages = []
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const printTimes = () => {
  console.log('\nstage times:')
  for (const { label, ms } of stages) console.log(`  ${seconds(ms).padStart(6)}  ${label}`)
  console.log(`  ${seconds(Date.now() - started).padStart(6)}  in all`)
}

/** Runs a stage; one that fails ends the run, unless `optional` (then it answers false). */
const run = (label, command, args, env = {}, { optional = false } = {}) => {
  console.log(`\n▶ ${label}`)
  const from = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  stages.push({ label, ms: Date.now() - from })
  if (result.status === 0) return true
  console.error(`✗ ${label} failed`)
  if (optional) return false
  printTimes()
  process.exit(result.status ?? 1)
}

/** Stages that only read the files, side by side (two cores): each one's output is printed whole once all are done. */
const runTogether = async (stagesToRun) => {
  console.log(`\n▶ ${stagesToRun.map(({ label }) => label).join(' and ')}, side by side`)
  const from = Date.now()
  const results = await Promise.all(
    stagesToRun.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (status) => resolve({ label, status, output, ms: Date.now() - from }))
        }),
    ),
  )
  for (const { label, status, output, ms } of results) {
    console.log(`\n▶ ${label}${output ? `\n${output.trimEnd()}` : ''}`)
    stages.push({ label, ms })
    if (status !== 0) console.error(`✗ ${label} failed`)
  }
  if (results.some(({ status }) => status !== 0)) {
    printTimes()
    process.exit(results.find(({ status }) => status !== 0).status ?? 1)
  }
}

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0
const hasNginx = () => fs.existsSync('/usr/sbin/nginx') || spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0

/** Debian packages the suites need: Chromium for the browser tests (chromium.mjs), Java for the Nu HTML checker, nginx for the site behind it. */
const ensurePackages = () => {
  const named = process.env.CHROMIUM_PATH
  const noShell = !named && !fs.existsSync(HEADLESS_SHELL)
  const browser = named ? !fs.existsSync(named) && 'chromium' : noShell && !fs.existsSync(FULL_CHROMIUM) && 'chromium-headless-shell'
  const missing = [browser, !hasJava() && 'default-jre-headless', !hasNginx() && 'nginx'].filter(Boolean)
  if (missing.length) install(missing, 'The tests need these Debian packages')
  // Beside the full browser the headless shell only makes the browser tests quicker: failing to install it fails nothing.
  if (noShell && !browser) install(['chromium-headless-shell'], 'Without the headless shell the browser tests run on the full Chromium (17 minutes instead of 12 here)', { optional: true })
}

/** Whether something listens on a loopback port. */
const listens = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 2000 })
    const done = (answer) => () => {
      socket.destroy()
      resolve(answer)
    }
    socket.on('connect', done(true)).on('error', done(false)).on('timeout', done(false))
  })

/**
 * Installs Debian packages as root, or stops naming them. `optional` ones only make the run quicker: when
 * they cannot be installed, `why` is said and the run goes on.
 */
const install = (packages, why, { optional = false } = {}) => {
  const command = `apt-get install -y ${packages.join(' ')}`
  if (process.getuid?.() !== 0) {
    if (optional) return console.warn(`${why}: sudo ${command}`)
    console.error(`${why}. Install them first: sudo ${command}`)
    process.exit(1)
  }
  const label = `install ${packages.join(', ')} (apt-get)`
  if (!run(label, 'bash', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive ${command}`], {}, { optional })) console.warn(why)
}

/** The directory of PostgreSQL's server programs (initdb, pg_ctl), or undefined. */
const postgresBin = () => {
  const root = '/usr/lib/postgresql'
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined
  return version && fs.existsSync(path.join(root, version, 'bin', 'initdb')) ? path.join(root, version, 'bin') : undefined
}

/** A PostgreSQL cluster of the tests' own in the temporary folder, trusting loopback, started on `port`. */
const startPostgres = (port) => {
  if (!postgresBin()) install(['postgresql', 'postgresql-contrib'], 'The tests need a PostgreSQL server on 127.0.0.1:5432 (user postgres, trust), or its Debian packages to start one')
  const bin = postgresBin()
  const data = path.join(os.tmpdir(), 'agency-test-postgres')
  // initdb and the server refuse to run as root.
  const asPostgres = (label, command) =>
    process.getuid?.() === 0 ? run(label, 'su', ['postgres', '-s', '/bin/bash', '-c', command]) : run(label, 'bash', ['-c', command])
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(data, { recursive: true })
    if (process.getuid?.() === 0) spawnSync('chown', ['postgres:postgres', data])
    asPostgres('make a PostgreSQL cluster for the tests', `${bin}/initdb -D ${data} -U postgres --auth=trust > /dev/null`)
  }
  asPostgres(`start PostgreSQL on 127.0.0.1:${port}`, `${bin}/pg_ctl -D ${data} -l ${data}/server.log -w -o "-c listen_addresses=127.0.0.1 -p ${port} -k /tmp" start > /dev/null`)
}

/**
 * The PostgreSQL server (trust authentication on loopback) and the Redis server the integration and
 * two-instance tests use: the machine's own when they answer on their usual ports, else ones started
 * for the tests on ports of their own (installed from Debian's packages first when run as root).
 */
const ensureServers = async () => {
  if (!(await postgresAnswers())) {
    const port = 5433
    process.env.TEST_POSTGRES_URL = `postgres://postgres@127.0.0.1:${port}/postgres`
    if (!(await postgresAnswers())) startPostgres(port)
  }
  const redis = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379')
  if (!(await listens(Number(redis.port || 6379)))) {
    const port = 6380
    process.env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`
    if (!(await listens(port))) {
      if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) install(['redis-server'], 'The tests need a Redis server on 127.0.0.1:6379, or its Debian package')
      run(`start Redis on 127.0.0.1:${port}`, 'redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'yes'])
    }
  }
}

console.log(`Node ${process.version}`)
ensurePackages()
await ensureServers()
// The check regenerates files the linter and the type-checker read: it goes first.
run('generated files and migrations are current', 'node', ['scripts/check-generated.mjs'])
await runTogether([
  { label: 'lint', command: 'npx', args: ['eslint', '.'] },
  { label: 'type-check', command: 'npx', args: ['tsc', '--noEmit'] },
])
run('unit and integration tests', 'npx', ['vitest', 'run'])
run('production build', 'npx', ['next', 'build', '--webpack'], { NEXT_DIST_DIR: '.next-test', PAYLOAD_SECRET: 'build-only' })
// A test that fails is run once more, in a new worker, and Playwright names it flaky if it then passes: a
// renderer of the headless shell crashed once in some 700 test runs here ("This page couldn't load"), which is
// the browser's failure, not the site's; a test that fails twice fails the run.
run('browser tests', 'npx', ['playwright', 'test', '--retries', '1'], { NEXT_DIST_DIR: '.next-test' })
printTimes()
