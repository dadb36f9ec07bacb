import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { dictionary } from '../../seed/data/dictionary'

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })

describe('the UI dictionary', () => {
  it('has every key the site asks for, in nl, fr and en', () => {
    const used = new Set<string>()
    for (const file of sourceFiles(path.resolve('src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Z][A-Z0-9_]*)'/g)) used.add(match[1])
    }
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
})
