import { describe, expect, it } from 'vitest'

import { siteUrlFromEnv, siteUrlFromHeaders } from '@/lib/seo/siteUrl'

const from = (headers: Record<string, string>) => siteUrlFromHeaders((name) => headers[name] ?? null)

describe('siteUrlFromEnv', () => {
  it('takes an http(s) URL without trailing slashes', () => {
    expect(siteUrlFromEnv('https://www.immohorizon.be/')).toBe('https://www.immohorizon.be')
    expect(siteUrlFromEnv(' http://localhost:3000// ')).toBe('http://localhost:3000')
    expect(siteUrlFromEnv('https://agency.be/site/')).toBe('https://agency.be/site')
  })

  it('ignores an unset or unusable value', () => {
    for (const value of [undefined, null, '', '  ', 'agency.be', 'ftp://agency.be', 'https://', 'https://a.be/?x=1']) {
      expect(siteUrlFromEnv(value)).toBeNull()
    }
  })
})

describe('siteUrlFromHeaders', () => {
  it('prefers the forwarded protocol and host of a proxy', () => {
    expect(from({ host: '127.0.0.1:3000', 'x-forwarded-host': 'www.immohorizon.be', 'x-forwarded-proto': 'https' })).toBe('https://www.immohorizon.be')
    expect(from({ 'x-forwarded-host': 'a.be, proxy.local', 'x-forwarded-proto': 'https,http' })).toBe('https://a.be')
  })

  it('falls back to the Host header over plain http', () => {
    expect(from({ host: '127.0.0.1:3100' })).toBe('http://127.0.0.1:3100')
    expect(from({ host: 'Agency.BE' })).toBe('http://agency.be')
    expect(from({ host: '[::1]:3000' })).toBe('http://[::1]:3000')
  })

  it('refuses a missing or forged host', () => {
    for (const host of ['', 'a.be/evil', 'a.be"><script>', 'a.be@b.be', 'a b', '-a.be']) expect(from({ host })).toBeNull()
    expect(from({})).toBeNull()
  })

  it('only knows http and https', () => {
    expect(from({ host: 'a.be', 'x-forwarded-proto': 'javascript' })).toBe('http://a.be')
  })
})
