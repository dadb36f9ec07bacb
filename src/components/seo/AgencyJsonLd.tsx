import type { Locale } from '@/i18n/locales'
import { type WebUrl, parseWebUrl } from '@/lib/domain/url'
import { absoluteUrl, trimSiteUrl } from '@/lib/seo/metadata'
import type { SiteSetting } from '@/payload-types'

export type AgencyJsonLdProps = { settings: SiteSetting; siteUrl: string; logoUrl?: string | null; locale: Locale }

export type JsonObject = { [key: string]: JsonValue }
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/** A Belgian number in international form ('092341870' → '+3292341870'); others as written. */
export const internationalPhone = (value: string | null | undefined): string | undefined => {
  const raw = text(value)
  if (!raw) return undefined
  const digits = raw.replace(/\(0\)/g, '').replace(/[^0-9]/g, '')
  if (raw.startsWith('+')) return `+${digits}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  if (/^0\d{8,9}$/.test(digits)) return `+32${digits.slice(1)}`
  return raw
}

/** Drops keys whose value is undefined, so the JSON only says what is known. */
export const compact = (entries: Record<string, JsonValue | undefined>): JsonObject =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as JsonObject

/** The agency as a schema.org RealEstateAgent: identity, contact, address, VAT, BIV number and social profiles. */
export const agencyJsonLd = ({ settings, siteUrl, logoUrl, locale }: AgencyJsonLdProps): JsonObject => {
  const agency = settings.agency ?? {}
  const site = trimSiteUrl(siteUrl)
  const street = [text(agency.street), text(agency.houseNumber)].filter(Boolean).join(' ')
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street || undefined,
    postalCode: text(agency.zip),
    addressLocality: text(agency.city),
    addressCountry: 'BE',
  })
  const social = settings.social ?? {}
  const sameAs = [social.facebook, social.instagram, social.linkedin, social.youtube]
    .map((link) => parseWebUrl(link))
    .filter((link): link is WebUrl => link !== null && !link.relative)
    .map((link) => link.href)
  const biv = text(agency.bivNumber)
  const logo = text(logoUrl)
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${site}/#agency`,
    name: text(agency.name),
    legalName: text(agency.legalName),
    url: `${site}/${locale}/`,
    logo: logo ? absoluteUrl(site, logo) : undefined,
    image: logo ? absoluteUrl(site, logo) : undefined,
    telephone: internationalPhone(agency.phone),
    email: text(agency.email),
    address,
    vatID: text(agency.vatNumber),
    identifier: biv ? { '@type': 'PropertyValue', propertyID: 'BIV', name: 'BIV', value: biv } : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  })
}

/** JSON for a script element: '<' escaped so no text can close the element or open a comment. */
export const jsonForScript = (value: JsonValue): string => JSON.stringify(value).replace(/</g, '\\u003c')

/** The agency's structured data, once per page (in the layout). */
export const AgencyJsonLd = (props: AgencyJsonLdProps) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(agencyJsonLd(props)) }} />
)
