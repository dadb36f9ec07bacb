/** Formats of the third-party IDs an agency pastes into site-settings; a typo would load nothing. */
const PATTERNS = {
  googleAnalyticsId: /^G-[A-Z0-9]{4,16}$/,
  adsId: /^AW-\d{6,14}$/,
  tagManagerId: /^GTM-[A-Z0-9]{4,12}$/,
  facebookPixelId: /^\d{10,20}$/,
  googleMapsKey: /^[A-Za-z0-9_-]{20,60}$/,
} as const
export type TrackingIdKind = keyof typeof PATTERNS

export const TRACKING_ID_EXAMPLES: Record<TrackingIdKind, string> = {
  googleAnalyticsId: 'G-ABC123XYZ9',
  adsId: 'AW-123456789',
  tagManagerId: 'GTM-AB12CD3',
  facebookPixelId: '123456789012345',
  googleMapsKey: 'AIza…',
}

/** Empty is allowed (the script is then not loaded); anything else must match the provider's format. */
export const isValidTrackingId = (kind: TrackingIdKind, value: unknown): boolean => {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && PATTERNS[kind].test(value.trim())
}

/** The enabled languages must be a non-empty set that contains the default one. */
export const languageSettingsError = (enabled: readonly string[] | null | undefined, defaultLocale: string | null | undefined): string | null => {
  if (!enabled || enabled.length === 0) return 'Enable at least one language.'
  if (defaultLocale && !enabled.includes(defaultLocale)) return 'The default language must be one of the enabled languages.'
  return null
}
