import { describe, expect, it } from 'vitest'

import { isSystemPath, isWellEncoded, notFoundRewrite } from '@/lib/routing/pathEncoding'

describe('isWellEncoded', () => {
  it('accepts plain paths and valid UTF-8 escapes', () => {
    for (const path of ['/', '/nl/te-koop/', '/nl/li%C3%A8ge/', '/nl/%2F/', '/nl/%25/', '/api/media/file/a%20b.jpg']) expect(isWellEncoded(path), path).toBe(true)
  })

  it('refuses escapes that do not decode', () => {
    for (const path of ['/nl/%ff/', '/nl/%c0%af/', '/nl/%zz/', '/nl/te-koop/%ff%fe/', '/nl/%e2%82/', '/nl/a%/', '/api/%ff']) expect(isWellEncoded(path), path).toBe(false)
  })
})

describe('notFoundRewrite', () => {
  it("shows the not-found page of the path's language, or of the default language", () => {
    expect(notFoundRewrite('/nl/%ff/')).toBe('/nl/404/')
    expect(notFoundRewrite('/fr/a-vendre/%ff%fe/')).toBe('/fr/404/')
    expect(notFoundRewrite('/%ff/')).toBe('/_/404/')
    expect(notFoundRewrite('/NL%ff/')).toBe('/_/404/')
  })

  it('leaves system paths to a plain 400', () => {
    for (const path of ['/api/%ff', '/admin/%ff', '/_next/static/%ff', '/api', '/admin']) {
      expect(isSystemPath(path), path).toBe(true)
      expect(notFoundRewrite(path), path).toBeNull()
    }
    expect(isSystemPath('/apis/')).toBe(false)
    expect(isSystemPath('/administratie/')).toBe(false)
  })
})
