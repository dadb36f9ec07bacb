import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          setupFiles: ['tests/helpers/intEnv.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
        },
      },
    ],
  },
})
