import { describe, expect, it } from 'vitest'

import { localeCookie } from '@/lib/routing/localeCookie'
import { localPath, localRedirect } from '@/lib/routing/origin'
import { queryWithoutLng } from '@/lib/routing/queryWithoutLng'

describe('localPath', () => {
  it('keeps a path of this site as it is', () => {
    expect(localPath('/nl/te-koop/?search=gent')).toBe('/nl/te-koop/?search=gent')
    expect(localPath('nl/')).toBe('/nl/')
  })

  it('cannot become a URL of another host', () => {
    for (const path of ['//evil.example/', '///evil.example/', '/\\evil.example/', '\\\\evil.example/']) {
      const local = localPath(path)
      expect(new URL(local, 'https://agency.be').host, path).toBe('agency.be')
    }
  })
})

describe('localRedirect', () => {
  it('answers with a relative Location and the given status and headers', () => {
    const response = localRedirect('//evil.example/nl/', 308, { Vary: 'Cookie' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/evil.example/nl/')
    expect(response.headers.get('vary')).toBe('Cookie')
  })
})

describe('queryWithoutLng', () => {
  it('keeps every parameter but lng, in order', () => {
    expect(queryWithoutLng(new URLSearchParams('search=gent&lng=fr&bedrooms=2&bedrooms=3'))).toBe('?search=gent&bedrooms=2&bedrooms=3')
    expect(queryWithoutLng(new URLSearchParams('lng=en'))).toBe('')
  })
})

describe('localeCookie', () => {
  it('is Secure over https only', () => {
    expect(localeCookie('fr', 'https:')).toBe('i18next=fr; path=/; max-age=31536000; samesite=lax; secure')
    expect(localeCookie('fr', 'http:')).toBe('i18next=fr; path=/; max-age=31536000; samesite=lax')
  })
})
