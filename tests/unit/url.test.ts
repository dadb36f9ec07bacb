import { describe, expect, it } from 'vitest'
import { hostIs, MAX_URL_LENGTH, normaliseHost, parseWebUrl } from '@/lib/domain/url'

describe('parseWebUrl', () => {
  it('reads http and https URLs', () => {
    expect(parseWebUrl('https://www.youtube.com/watch?v=x')?.url.hostname).toBe('www.youtube.com')
    expect(parseWebUrl(' HTTP://Example.BE/a ')?.href).toBe('http://example.be/a')
  })

  it('tolerates a missing scheme', () => {
    expect(parseWebUrl('youtu.be/abc')?.href).toBe('https://youtu.be/abc')
    expect(parseWebUrl('//vimeo.com/1')?.href).toBe('https://vimeo.com/1')
    expect(parseWebUrl('agency.be:8080/x')?.url.port).toBe('8080')
  })

  it('keeps host-relative paths relative', () => {
    expect(parseWebUrl('/media/tour.mp4?x=1')).toMatchObject({ href: '/media/tour.mp4?x=1', relative: true })
  })

  it('refuses other schemes, credentials, control characters and junk', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'ftp://example.be/a.mp4',
      'file:///etc/passwd',
      'vbscript:x',
      'https://user:pw@youtube.com/watch?v=abcdefghijk',
      'https://user@tvl.be/tour',
      'https://:pw@tvl.be/tour',
      'https://evil.be\\@youtube.com/',
      'https://you\ttube.com/',
      'https://localhost/x.mp4',
      'http://',
      'not a url',
      '',
      '   ',
      'example',
    ]) {
      expect(parseWebUrl(text)).toBeNull()
    }
    expect(parseWebUrl(undefined)).toBeNull()
    expect(parseWebUrl(null)).toBeNull()
  })

  it('refuses texts beyond the length limit', () => {
    const base = 'https://example.be/'
    expect(parseWebUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length))).not.toBeNull()
    expect(parseWebUrl(base + 'a'.repeat(MAX_URL_LENGTH - base.length + 1))).toBeNull()
  })
})

describe('hostIs', () => {
  it('matches the domain and its subdomains only', () => {
    expect(hostIs('tvl.be', 'tvl.be')).toBe(true)
    expect(hostIs('www.tvl.be', 'tvl.be')).toBe(true)
    expect(hostIs('a.b.TVL.be', 'tvl.be')).toBe(true)
    expect(hostIs('evil-tvl.be', 'tvl.be')).toBe(false)
    expect(hostIs('tvl.be.evil.com', 'tvl.be')).toBe(false)
    expect(hostIs('tvl.be', '')).toBe(false)
  })
})

describe('normaliseHost', () => {
  it('reduces several spellings to a bare host', () => {
    expect(normaliseHost('Agency.be')).toBe('agency.be')
    expect(normaliseHost('https://www.agency.be/nl/')).toBe('www.agency.be')
    expect(normaliseHost(' agency.be:3000 ')).toBe('agency.be')
  })

  it('gives null for nothing usable', () => {
    for (const v of ['', '  ', 'javascript:x', 'localhost', undefined, null]) expect(normaliseHost(v)).toBeNull()
  })
})
