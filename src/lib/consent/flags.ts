/** The five consent flags (SPEC.md sections 4 and 10), the dialog's text keys and the three choices. Pure. */

/** The flags in SPEC order; `consent` is the necessary one and is always on. */
export const CONSENT_FLAGS = ['consent', 'consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'] as const
export type ConsentFlag = (typeof CONSENT_FLAGS)[number]
export type OptionalConsentFlag = Exclude<ConsentFlag, 'consent'>
export const OPTIONAL_CONSENT_FLAGS = ['consentAdUserData', 'consentAdStorage', 'consentAnalyticsStorage', 'consentAdPersonalization'] as const
export type ConsentFlags = Readonly<Record<ConsentFlag, boolean>>

/** The dictionary keys the consent dialog reads (a server layout passes `pick(t, CONSENT_TEXT_KEYS)`). */
export const CONSENT_TEXT_KEYS: readonly string[] = [
  'COOKIE_CONSENT_TITLE',
  'COOKIE_CONSENT_TEXT',
  'COOKIE_SETTINGS_TITLE',
  'COOKIE_SETTINGS',
  'COOKIE_POLICY',
  'ACCEPT_ALL',
  'DECLINE',
  'SETTINGS',
  'ACCEPT_SELECTION',
  'ALWAYS_ACTIVE',
  'COOKIE_NECESSARY',
  'COOKIE_NECESSARY_TEXT',
  'COOKIE_AD_USER_DATA',
  'COOKIE_AD_USER_DATA_TEXT',
  'COOKIE_AD_STORAGE',
  'COOKIE_AD_STORAGE_TEXT',
  'COOKIE_ANALYTICS_STORAGE',
  'COOKIE_ANALYTICS_STORAGE_TEXT',
  'COOKIE_AD_PERSONALIZATION',
  'COOKIE_AD_PERSONALIZATION_TEXT',
  'CLOSE',
]

/** Accept all: every flag on. */
export const ACCEPT_ALL_CONSENT: ConsentFlags = Object.freeze({
  consent: true,
  consentAdUserData: true,
  consentAdStorage: true,
  consentAnalyticsStorage: true,
  consentAdPersonalization: true,
})

/** Decline: only the necessary flag on. */
export const DECLINE_CONSENT: ConsentFlags = Object.freeze({
  consent: true,
  consentAdUserData: false,
  consentAdStorage: false,
  consentAnalyticsStorage: false,
  consentAdPersonalization: false,
})

/** Accept selection: the necessary flag plus exactly the optional ones chosen (anything but `true` is off). */
export const selectedConsent = (chosen: Partial<Record<OptionalConsentFlag, boolean>>): ConsentFlags => ({
  consent: true,
  consentAdUserData: chosen.consentAdUserData === true,
  consentAdStorage: chosen.consentAdStorage === true,
  consentAnalyticsStorage: chosen.consentAnalyticsStorage === true,
  consentAdPersonalization: chosen.consentAdPersonalization === true,
})
