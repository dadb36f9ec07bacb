import { describe, expect, it } from 'vitest'

import { adminCsp, publicCsp } from '@/lib/security/csp'
import { adminOnlyClientHints, HSTS, type HeaderRule, securityHeaderRules } from '@/lib/security/headers'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `) || d === name)
const headersFor = (rules: HeaderRule[], source: string) => Object.fromEntries((rules.find((r) => r.source === source)?.headers ?? []).map((h) => [h.key, h.value]))

describe('publicCsp', () => {
  const csp = publicCsp({ https: false, dev: false })

  it('forbids plugins, <base>, foreign form targets and framing', () => {
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'")
    expect(directive(csp, 'form-action')).toBe("form-action 'self'")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(publicCsp({ https: false, dev: false, framedBy: 'self' }), 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })

  it('allows scripts from this origin and the consented trackers only, never eval outside development', () => {
    const scripts = directive(csp, 'script-src') ?? ''
    expect(scripts).toContain("'self'")
    expect(scripts).toContain('https://www.googletagmanager.com')
    expect(scripts).toContain('https://connect.facebook.net')
    expect(scripts).not.toContain('unsafe-eval')
    expect(scripts).not.toMatch(/ https?: | \*( |$)/)
    expect(directive(publicCsp({ https: false, dev: true }), 'script-src')).toContain("'unsafe-eval'")
  })

  it("allows Google Maps' own script and API hosts, never a wildcard host where anybody can publish a script", () => {
    for (const name of ['script-src', 'connect-src']) {
      const hosts = directive(csp, name) ?? ''
      expect(hosts).toContain('https://maps.googleapis.com')
      expect(hosts).toContain('https://maps.gstatic.com')
      expect(hosts).not.toContain('*.googleapis.com')
    }
    expect(directive(csp, 'img-src')).toContain('https://*.gstatic.com')
  })

  it('upgrades insecure requests on an https site', () => {
    expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined()
    expect(directive(publicCsp({ https: true, dev: false }), 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests')
  })
})

describe('adminCsp', () => {
  it('lets the admin frame the site and be framed by it only', () => {
    const csp = adminCsp({ https: false, dev: false })
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(csp, 'frame-src')).toContain("'self'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  })
})

describe('securityHeaderRules', () => {
  it('denies framing of public pages and allows it for the admin and previews, from the site only', () => {
    const rules = securityHeaderRules({ siteUrl: 'http://localhost:3000', dev: false })
    expect(headersFor(rules, '/:path*')['X-Frame-Options']).toBe('DENY')
    expect(headersFor(rules, '/:path*')['X-Content-Type-Options']).toBe('nosniff')
    expect(headersFor(rules, '/:path*')['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headersFor(rules, '/admin/:path*')['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(headersFor(rules, '/admin')['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(headersFor(rules, '/:locale/preview/:path*')['X-Frame-Options']).toBe('SAMEORIGIN')
  })

  it('sends HSTS only when the site is served over https', () => {
    expect(headersFor(securityHeaderRules({ siteUrl: 'http://localhost:3000', dev: false }), '/:path*')['Strict-Transport-Security']).toBeUndefined()
    expect(headersFor(securityHeaderRules({ siteUrl: 'https://agency.be', dev: false }), '/:path*')['Strict-Transport-Security']).toBe(HSTS)
  })
})

describe('adminOnlyClientHints', () => {
  it("moves Payload's client-hint rule to the admin and leaves the others alone", () => {
    const hints: HeaderRule = { source: '/:path*', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }, { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] }
    const other: HeaderRule = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }
    const rules = adminOnlyClientHints([other, hints])
    expect(rules[0]).toEqual(other)
    expect(rules.slice(1).map((r) => r.source)).toEqual(['/admin', '/admin/:path*'])
    expect(rules.filter((r) => r.headers.some((h) => h.key === 'Accept-CH')).every((r) => r.source.startsWith('/admin'))).toBe(true)
  })
})
