import { describe, expect, it } from 'vitest'

import { hintedFiles, runsOnPublicPages } from '@/lib/build/compileHints'

describe('runsOnPublicPages', () => {
  it("takes Next's app runtime and the public routes, not the admin's nor the legacy pages runtime", () => {
    expect(runsOnPublicPages('main-app')).toBe(true)
    expect(runsOnPublicPages('app/(frontend)/[locale]/layout')).toBe(true)
    expect(runsOnPublicPages('app/(frontend)/[locale]/[[...path]]/page')).toBe(true)
    expect(runsOnPublicPages('app/(payload)/admin/[[...segments]]/page')).toBe(false)
    expect(runsOnPublicPages('app/(payload)/layout')).toBe(false)
    expect(runsOnPublicPages('main')).toBe(false)
    expect(runsOnPublicPages('pages/_app')).toBe(false)
  })
})

describe('hintedFiles', () => {
  it("lists each script of the public entries' chunks once, and no stylesheet", () => {
    const runtime = { files: ['static/chunks/webpack-1.js'] }
    const framework = { files: ['static/chunks/4bd1-2.js'] }
    const entries: [string, { chunks: { files: string[] }[] }][] = [
      ['main-app', { chunks: [runtime, framework, { files: ['static/chunks/main-app-3.js'] }] }],
      ['app/(frontend)/[locale]/layout', { chunks: [runtime, framework, { files: ['static/chunks/layout-4.js', 'static/css/a.css'] }] }],
      ['app/(payload)/admin/[[...segments]]/page', { chunks: [framework, { files: ['static/chunks/admin-5.js'] }] }],
    ]
    expect([...hintedFiles(entries)].sort()).toEqual(['static/chunks/4bd1-2.js', 'static/chunks/layout-4.js', 'static/chunks/main-app-3.js', 'static/chunks/webpack-1.js'])
  })
})
