import { describe, expect, it } from 'vitest'

import { fallbackSiteUrl, siteUrlFromEnv, siteUrlOf } from '@/lib/seo/siteUrl'

describe('siteUrlFromEnv', () => {
  it('takes an http(s) URL without trailing slashes', () => {
    expect(siteUrlFromEnv('https://www.immohorizon.be/')).toBe('https://www.immohorizon.be')
    expect(siteUrlFromEnv(' http://localhost:3000// ')).toBe('http://localhost:3000')
    expect(siteUrlFromEnv('https://agency.be/site/')).toBe('https://agency.be/site')
  })

  it('ignores an unset or unusable value', () => {
    for (const value of [undefined, null, '', '  ', 'agency.be', 'ftp://agency.be', 'https://', 'https://a.be/?x=1', 'javascript://a.be']) {
      expect(siteUrlFromEnv(value)).toBeNull()
    }
  })
})

describe('siteUrlOf', () => {
  it('is SITE_URL when it is set', () => {
    expect(siteUrlOf({ SITE_URL: 'https://www.immohorizon.be/', PORT: '4000' })).toBe('https://www.immohorizon.be')
  })

  it('is this machine on PORT (3000 by default) otherwise: one constant, whatever a request says', () => {
    expect(siteUrlOf({})).toBe('http://localhost:3000')
    expect(siteUrlOf({ PORT: '4100' })).toBe('http://localhost:4100')
    expect(siteUrlOf({ SITE_URL: 'evil.example', PORT: 'x' })).toBe('http://localhost:3000')
    expect(fallbackSiteUrl(' 8080 ')).toBe('http://localhost:8080')
  })
})
