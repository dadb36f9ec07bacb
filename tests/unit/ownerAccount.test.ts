import { describe, expect, it } from 'vitest'

import { formatDay, formatMoment } from '@/lib/domain/dates'
import { digestSignature, digestSignatureValid, weekFigures } from '@/lib/owners/digest'
import { LINK_TOKEN, linkIsValid, newLinkToken, passwordProblem, tokenDigest } from '@/lib/owners/links'
import { funnelOf } from '@/lib/owners/portal'
import { describeAgent } from '@/lib/owners/userAgent'

describe('one-time sign-in links', () => {
  const now = new Date('2026-11-24T10:00:00Z')
  const token = newLinkToken()
  const stored = { hash: tokenDigest(token), expires: new Date(now.getTime() + 60_000).toISOString() }

  it('are 32 random bytes, stored only as their SHA-256', () => {
    expect(token).toMatch(LINK_TOKEN)
    expect(newLinkToken()).not.toBe(token)
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.hash).not.toContain(token)
  })

  it('sign in with their own token until they expire, and with nothing else', () => {
    expect(linkIsValid(stored, token, now)).toBe(true)
    expect(linkIsValid(stored, token, new Date(now.getTime() + 59_999))).toBe(true)
    expect(linkIsValid(stored, token, new Date(now.getTime() + 60_000))).toBe(false)
    expect(linkIsValid(stored, newLinkToken(), now)).toBe(false)
    expect(linkIsValid(stored, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toBe(false)
    expect(linkIsValid(stored, 'short', now)).toBe(false)
    // A spent link (its hash cleared) signs in nobody.
    expect(linkIsValid({ hash: null, expires: stored.expires }, token, now)).toBe(false)
    expect(linkIsValid({ hash: stored.hash, expires: null }, token, now)).toBe(false)
  })
})

describe('new passwords', () => {
  it('need 8 to 128 characters, typed twice alike', () => {
    expect(passwordProblem('1234567', '1234567')).toEqual({ key: 'PASSWORD_TOO_SHORT', values: { min: 8 } })
    expect(passwordProblem('12345678', '12345678')).toBeNull()
    expect(passwordProblem('a'.repeat(128), 'a'.repeat(128))).toBeNull()
    expect(passwordProblem('a'.repeat(129), 'a'.repeat(129))).toEqual({ key: 'MAX_LENGTH', values: { max: 128 } })
    expect(passwordProblem('12345678', '12345679')).toEqual({ key: 'PASSWORDS_DO_NOT_MATCH' })
  })
})

describe('the login notice', () => {
  it('names the browser and system a person recognises', () => {
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome / Windows')
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari / iOS')
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Edge / Windows')
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox / Linux')
    expect(describeAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')).toBe('Samsung Internet / Android')
    expect(describeAgent('')).toBe('?')
    expect(describeAgent(null)).toBe('?')
  })

  it('gives the moment in Brussels time, in the owner’s language', () => {
    expect(formatMoment(new Date('2026-07-01T12:05:00Z'), 'nl')).toMatch(/1 juli 2026.*14:05/)
    expect(formatMoment(new Date('2026-12-01T12:05:00Z'), 'fr')).toMatch(/1 décembre 2026.*13:05/)
    expect(formatDay('2026-11-24', 'en', 'long')).toBe('24 November 2026')
  })
})

describe('the funnel and the weekly figures', () => {
  it('counts each step from the listing’s submissions', () => {
    expect(funnelOf(120, 9, ['contact-me', 'contact-appointment', 'documents-request', 'purchase-offer', 'send-to-friend', 'contact-appointment', 'rent-application'])).toEqual({
      views: 120,
      alerts: 9,
      enquiries: 2,
      visitRequests: 2,
      offers: 2,
    })
    expect(funnelOf(0, 0, [])).toEqual({ views: 0, alerts: 0, enquiries: 0, visitRequests: 0, offers: 0 })
  })

  it('takes last week’s days and submissions only', () => {
    const series = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, visits: 1 }))
    const listing = {
      series,
      totals: { today: 1, week: 1, month: 30, total: 99 },
      communications: [
        { id: 1, kind: 'contact-me', createdAt: '2026-11-16T09:00:00.000Z', appointmentStatus: null },
        { id: 2, kind: 'contact-appointment', createdAt: '2026-11-22T23:59:00.000Z', appointmentStatus: null },
        { id: 3, kind: 'purchase-offer', createdAt: '2026-11-23T00:00:00.000Z', appointmentStatus: null },
        { id: 4, kind: 'contact-me', createdAt: '2026-11-15T23:00:00.000Z', appointmentStatus: null },
      ],
    }
    expect(weekFigures(listing as never, '2026-11-16', '2026-11-22')).toEqual({ visits: 7, total: 99, enquiries: 1, viewings: 1, offers: 0 })
  })

  it('signs the opt-out link per account, so no one stops another’s mail', () => {
    const signature = digestSignature('secret', 5)
    expect(digestSignatureValid('secret', 5, signature)).toBe(true)
    expect(digestSignatureValid('secret', 6, signature)).toBe(false)
    expect(digestSignatureValid('other', 5, signature)).toBe(false)
    expect(digestSignatureValid('secret', 5, '')).toBe(false)
  })
})
