import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/', '.next/', '.next-*/', 'data/', 'test-results/', 'playwright-report/',
      // Written by Payload's commands (generate:types, generate:importmap, migrate:create), never by hand.
      // The other files under src/app/(payload)/, the admin's page and layout included, are ours: linted.
      'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'src/migrations/', 'src/migrations-postgres/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
)
