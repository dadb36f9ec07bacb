import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

/** Tests of what instances share through Redis, with no database: clients that reconnect for the life of their process. */
const REDIS_FILE = 'tests/int/sharedState.int.spec.ts'

/**
 * The integration suite, on a new database per file (tests/helpers/intEnv.ts): SQLite, or a PostgreSQL
 * server. A file named `*.sqlite.int.spec.ts` or `*.postgres.int.spec.ts` is about that database alone.
 * Files run one after another in each worker process: loading Payload and its packages again for every
 * file was three quarters of the files' import time. The setup file gives each file the site's modules,
 * environment and process-wide state afresh.
 */
const integration = (name: string, other: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/int/**/*.int.spec.ts'],
    exclude: [`tests/int/**/*.${other}.int.spec.ts`, REDIS_FILE],
    setupFiles: ['tests/helpers/intEnv.ts'],
    globalSetup: ['tests/helpers/migratedTemplate.ts'],
    environment: 'node' as const,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks' as const,
    isolate: false,
    env,
  },
})

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, which leaves a
    // core idle while a file waits on PostgreSQL, a socket or a child server. Files are independent
    // (own database, media folder and ports), so three run at once.
    maxWorkers: 3,
    projects: [
      // Unit tests are pure functions: one module registry per worker, not per file, which spent two thirds
      // of their time importing the same modules again (45 -> 14 s alone). A file that changes the
      // environment or the timers puts them back when it ends.
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      integration('int', 'postgres', { TEST_DATABASE: 'sqlite' }),
      integration('int-postgres', 'sqlite', { TEST_DATABASE: 'postgres' }),
      // Once, in a process of its own: its Redis clients, one of them on a dead port, end with it.
      { resolve: { alias }, test: { name: 'int-redis', include: [REDIS_FILE], environment: 'node' as const, pool: 'forks' as const, testTimeout: 120_000 } },
    ],
  },
})
