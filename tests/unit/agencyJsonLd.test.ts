import { describe, expect, it } from 'vitest'

import { agencyJsonLd, internationalPhone, jsonForScript } from '@/components/seo/AgencyJsonLd'
import type { SiteSetting } from '@/payload-types'

const settings: SiteSetting = {
  id: 1,
  agency: {
    name: 'Immo Horizon',
    legalName: 'Immo Horizon BV',
    street: 'Kortrijksesteenweg',
    houseNumber: '412',
    zip: '9000',
    city: 'Gent',
    country: 'België',
    phone: '092341870',
    email: 'info@immohorizon.be',
    vatNumber: 'BE0790.512.386',
    bivNumber: '512 874',
  },
  social: { facebook: 'https://www.facebook.com/immohorizon', instagram: '', linkedin: null, youtube: 'javascript:alert(1)' },
  languages: { enabled: ['nl', 'fr', 'en'], defaultLocale: 'nl' },
}

describe('agencyJsonLd', () => {
  it('describes the agency as a schema.org RealEstateAgent', () => {
    expect(agencyJsonLd({ settings, siteUrl: 'https://www.immohorizon.be/', logoUrl: '/api/media/file/logo.png', locale: 'fr' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.immohorizon.be/#agency',
      name: 'Immo Horizon',
      legalName: 'Immo Horizon BV',
      url: 'https://www.immohorizon.be/fr/',
      logo: 'https://www.immohorizon.be/api/media/file/logo.png',
      image: 'https://www.immohorizon.be/api/media/file/logo.png',
      telephone: '+3292341870',
      email: 'info@immohorizon.be',
      address: { '@type': 'PostalAddress', streetAddress: 'Kortrijksesteenweg 412', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
      vatID: 'BE0790.512.386',
      identifier: { '@type': 'PropertyValue', propertyID: 'BIV', name: 'BIV', value: '512 874' },
      sameAs: ['https://www.facebook.com/immohorizon'],
    })
  })

  it('leaves out what is not set', () => {
    const data = agencyJsonLd({ settings: { id: 1, languages: settings.languages }, siteUrl: 'http://localhost:3000', locale: 'nl' })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'http://localhost:3000/#agency',
      url: 'http://localhost:3000/nl/',
      address: { '@type': 'PostalAddress', addressCountry: 'BE' },
    })
  })

  it('keeps an absolute logo URL', () => {
    expect(agencyJsonLd({ settings, siteUrl: 'https://a.be', logoUrl: 'https://cdn.be/logo.svg', locale: 'nl' }).logo).toBe('https://cdn.be/logo.svg')
  })
})

describe('jsonForScript', () => {
  it('escapes < so no text can close the script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script><!--' })
    expect(json).not.toContain('<')
    expect(json).toContain('\\u003c/script>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' })
  })

  it('escapes a name typed with a closing tag in the agency data', () => {
    const json = jsonForScript(agencyJsonLd({ settings: { ...settings, agency: { name: 'A</script>B' } }, siteUrl: 'https://a.be', locale: 'nl' }))
    expect(json).not.toMatch(/<\/script/i)
  })
})

describe('internationalPhone', () => {
  it('writes Belgian numbers with +32 and keeps international ones', () => {
    expect(internationalPhone('09 234 18 70')).toBe('+3292341870')
    expect(internationalPhone('0470 12 34 56')).toBe('+32470123456')
    expect(internationalPhone('+32 (0)9 234 18 70')).toBe('+3292341870')
    expect(internationalPhone('0031 20 123 4567')).toBe('+31201234567')
    expect(internationalPhone('1234')).toBe('1234')
    expect(internationalPhone('  ')).toBeUndefined()
    expect(internationalPhone(null)).toBeUndefined()
  })
})
