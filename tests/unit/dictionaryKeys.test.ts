import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { adminTexts } from '@/i18n/admin/texts'

import { dictionary } from '../../seed/data/dictionary'

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })

/** The keys `t('KEY')` asks for in `files`. */
const keysUsed = (files: string[]): Set<string> => {
  const used = new Set<string>()
  for (const file of files) for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*)'/g)) used.add(match[1])
  return used
}
/** The admin's own components speak from its dictionary (src/i18n/admin/texts.ts), not the site's. */
const ADMIN = path.resolve('src', 'components', 'admin')
/** The mandatory mentions name themselves in the admin's words (its checklist, its refusals). */
const MENTIONS = path.resolve('src', 'lib', 'domain', 'mandatoryMentions.ts')
const adminFiles = () => [...sourceFiles(ADMIN), MENTIONS, ...sourceFiles(path.resolve('collections')).filter((file) => file.endsWith('.tsx')), ...sourceFiles(path.resolve('collections', 'hooks'))]

describe('the UI dictionary', () => {
  it('has every key the site asks for, in nl, fr and en', () => {
    const used = keysUsed(sourceFiles(path.resolve('src')).filter((file) => !file.startsWith(ADMIN) && file !== MENTIONS))
    expect(used.size).toBeGreaterThan(20)
    const missing = [...used].filter((key) => !dictionary[key])
    expect(missing).toEqual([])
    for (const key of used) {
      for (const locale of ['nl', 'fr', 'en'] as const) expect(dictionary[key][locale], `${key} ${locale}`).toBeTruthy()
    }
  })

  it('spaces French punctuation with no-break spaces, as do the seeded pages and site texts, so no line starts with "?" or ":"', async () => {
    const { pages } = await import('../../seed/data/pages')
    const site = await import('../../seed/data/siteContent')
    const broken: string[] = []
    JSON.stringify([dictionary, pages, site], (key, value: unknown) => {
      if (key === 'fr') for (const text of [value].flat()) if (typeof text === 'string' && / [;:!?»]|« /.test(text)) broken.push(text)
      return value
    })
    expect(broken).toEqual([])
    expect(dictionary.FORGOT_PASSWORD.fr).toBe('Mot de passe oublié\u00a0?')
  })

  it('has a thank-you title and text for every form', async () => {
    const { FORM_KINDS } = await import('@/lib/forms/kinds')
    for (const kind of FORM_KINDS) {
      const key = `THANK_YOU_${kind.toUpperCase().replace(/-/g, '_')}`
      expect(dictionary[key], key).toBeTruthy()
      expect(dictionary[`${key}_TEXT`], `${key}_TEXT`).toBeTruthy()
    }
  })

  it('has every key the admin’s own components ask for, in its own dictionary', () => {
    const used = keysUsed(adminFiles())
    expect(used.size).toBeGreaterThan(20)
    expect([...used].filter((key) => !(key in adminTexts.en))).toEqual([])
  })
})
