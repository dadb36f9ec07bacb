/** Belgian postcode regions and the two country ids the listing feed uses (SPEC 9). */

/** The three Belgian regions, each with its own EPC scale. */
export type Region = 'flanders' | 'brussels' | 'wallonia'

/** Countries the site knows: Belgium and Luxembourg. */
export type CountryCode = 'BE' | 'LU'

/** Feed country ids: 10 is Belgium, 50 is Luxembourg. */
export const COUNTRY_IDS = { BE: 10, LU: 50 } as const satisfies Record<CountryCode, number>

/** Reverse lookup of COUNTRY_IDS: feed id to country code. */
export const COUNTRY_CODES_BY_ID: Readonly<Record<number, CountryCode>> = {
  [COUNTRY_IDS.BE]: 'BE',
  [COUNTRY_IDS.LU]: 'LU',
}

/** Type guard for CountryCode. */
export const isCountryCode = (value: unknown): value is CountryCode => value === 'BE' || value === 'LU'

/** Country code for a feed country id (number or numeric string), or null when unknown. */
export const countryCodeForId = (id: number | string | null | undefined): CountryCode | null => {
  const n = typeof id === 'string' && /^\s*\d+\s*$/.test(id) ? Number(id) : id
  return typeof n === 'number' ? (COUNTRY_CODES_BY_ID[n] ?? null) : null
}

/** Postcode ranges per region, both bounds inclusive (SPEC 9). */
export const POSTCODE_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
]

/** A four-digit postcode as a number, or null. Strings are trimmed; anything else than exactly 4 digits is rejected. */
export const parsePostcode = (zip: string | number | null | undefined): number | null => {
  if (typeof zip === 'number') return Number.isInteger(zip) && zip >= 1000 && zip <= 9999 ? zip : null
  if (typeof zip !== 'string') return null
  const text = zip.trim()
  return /^\d{4}$/.test(text) ? Number(text) : null
}

/** The Belgian region of a postcode, or null when it is not a Belgian postcode. */
export const regionForPostcode = (zip: string | number | null | undefined): Region | null => {
  const code = parsePostcode(zip)
  if (code === null) return null
  return POSTCODE_RANGES.find((r) => code >= r.from && code <= r.to)?.region ?? null
}

/** The region of a postcode in a country: Luxembourg postcodes (also 4 digits) never map to a Belgian region. */
export const regionFor = (zip: string | number | null | undefined, country: CountryCode): Region | null =>
  country === 'BE' ? regionForPostcode(zip) : null
