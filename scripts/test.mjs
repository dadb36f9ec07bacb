// `npm test`: every suite, in the order that fails fastest. It installs what it lacks first.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0

/** Debian packages the suites need: Chromium for the browser tests, Java for the Nu HTML checker. */
const ensurePackages = () => {
  const missing = [!fs.existsSync(CHROMIUM) && 'chromium', !hasJava() && 'default-jre-headless'].filter(Boolean)
  if (!missing.length) return
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(' ')}. Install them first: sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(1)
  }
  run(`install ${missing.join(', ')} (apt-get)`, 'bash', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`])
}

console.log(`Node ${process.version}`)
ensurePackages()
run('lint', 'npx', ['eslint', '.'])
run('generated files and migrations are current', 'node', ['scripts/check-generated.mjs'])
run('type-check', 'npx', ['tsc', '--noEmit'])
run('unit and integration tests', 'npx', ['vitest', 'run'])
run('production build', 'npx', ['next', 'build', '--webpack'], { NEXT_DIST_DIR: '.next-test', PAYLOAD_SECRET: 'build-only' })
run('browser tests', 'npx', ['playwright', 'test'], { NEXT_DIST_DIR: '.next-test' })
