import { describe, expect, it } from 'vitest'

import { applyShortClassNames, shortClassName } from '@/lib/build/cssClassNames'
import { onlyEntriesImport } from '@/lib/build/serverClassMaps'

describe('shortClassName', () => {
  it('is a valid class name of seven characters, the same for the same class in every build', () => {
    const name = shortClassName('src/components/property/PropertyDetail.module.css', 'columns')
    expect(name).toMatch(/^c[A-Za-z0-9_-]{6}$/)
    expect(shortClassName('src/components/property/PropertyDetail.module.css', 'columns')).toBe(name)
  })

  it('differs between classes and between files', () => {
    const names = new Set([
      shortClassName('src/a.module.css', 'title'),
      shortClassName('src/a.module.css', 'text'),
      shortClassName('src/b.module.css', 'title'),
    ])
    expect(names.size).toBe(3)
  })
})

describe('applyShortClassNames', () => {
  // Next's own naming function, which the loaders are known by.
  function getCssModuleLocalIdent() {
    return 'Long_name__hash'
  }
  const fontIdent = () => 'font'

  it("replaces Next's class naming in nested loaders and leaves the others", () => {
    const cssModules = { loader: 'css-loader', options: { modules: { getLocalIdent: getCssModuleLocalIdent } } }
    const font = { loader: 'css-loader', options: { modules: { getLocalIdent: fontIdent } } }
    const rules = [{ oneOf: [{ test: /x/, use: ['style-loader', cssModules] }, { rules: [{ use: [font] }] }] }]
    applyShortClassNames(rules)
    const ident = cssModules.options.modules.getLocalIdent as unknown as (context: object, template: string, name: string) => string
    expect(ident({ rootContext: '/site', resourcePath: '/site/src/a.module.css' }, '', 'title')).toBe(shortClassName('src/a.module.css', 'title'))
    expect(font.options.modules.getLocalIdent).toBe(fontIdent)
  })
})

describe('onlyEntriesImport', () => {
  const entry = { request: '/site/node_modules/next/dist/build/webpack/loaders/next-flight-client-entry-loader.js?modules=...' }
  const clientComponent = { request: '/site/src/components/search/SearchForm.client.tsx' }

  it('holds for a CSS module that only route entries import (server components use it)', () => {
    expect(onlyEntriesImport([entry])).toBe(true)
    expect(onlyEntriesImport([entry, entry])).toBe(true)
  })

  it('fails as soon as a client component imports it, or when nothing is known to', () => {
    expect(onlyEntriesImport([entry, clientComponent])).toBe(false)
    expect(onlyEntriesImport([clientComponent])).toBe(false)
    expect(onlyEntriesImport([null])).toBe(false)
    expect(onlyEntriesImport([])).toBe(false)
  })
})
