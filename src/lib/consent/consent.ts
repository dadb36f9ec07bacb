/**
 * Cookie consent rules (SPEC.md sections 4 and 7): the five flags, how a choice is stored, when the
 * dialog shows, the Google Consent Mode v2 state, which third-party scripts a choice allows, and the
 * campaign parameters that page views carry. Pure: no React, Next or browser globals.
 */
import { isPreviewPath } from '@/i18n/routing'
import { type TrackingIdKind, isValidTrackingId } from '@/lib/domain/trackingIds'

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

/** What the consent code needs of localStorage. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Storage format, one key per flag, named as the flag:
 *   consent                  = 'set'              a choice was saved (the necessary flag, always on)
 *   consentAdUserData        = 'true' | 'false'
 *   consentAdStorage         = 'true' | 'false'
 *   consentAnalyticsStorage  = 'true' | 'false'
 *   consentAdPersonalization = 'true' | 'false'
 * Without consent='set' nothing is stored; a flag reads as on only when it is exactly 'true'.
 */
export const CONSENT_SET = 'set'

/** The saved choice, or null when none is saved or storage cannot be read (blocked, private mode). */
export const readStoredConsent = (storage: ConsentStorage | null | undefined): ConsentFlags | null => {
  try {
    if (!storage || storage.getItem('consent') !== CONSENT_SET) return null
    return selectedConsent(Object.fromEntries(OPTIONAL_CONSENT_FLAGS.map((flag) => [flag, storage.getItem(flag) === 'true'])))
  } catch {
    return null
  }
}

/** Saves a choice (the necessary flag is always saved as set); false when storage refused it. */
export const writeConsent = (storage: ConsentStorage | null | undefined, flags: ConsentFlags): boolean => {
  try {
    if (!storage) return false
    for (const flag of OPTIONAL_CONSENT_FLAGS) storage.setItem(flag, flags[flag] ? 'true' : 'false')
    storage.setItem('consent', CONSENT_SET)
    return true
  } catch {
    return false
  }
}

/** Forgets the choice (`?setcookies`), so the dialog asks again. */
export const clearConsent = (storage: ConsentStorage | null | undefined): void => {
  try {
    for (const flag of CONSENT_FLAGS) storage?.removeItem(flag)
  } catch {
    // Storage is blocked: there is nothing stored to forget.
  }
}

const SETCOOKIES = 'setcookies'
const rawKey = (part: string): string => {
  const key = part.split('=')[0].replace(/\+/g, ' ')
  try {
    return decodeURIComponent(key).toLowerCase()
  } catch {
    return key.toLowerCase()
  }
}
const queryParts = (search: string): string[] => search.replace(/^\?/, '').split('&').filter(Boolean)

/** Whether the query string asks to choose cookies again (`?setcookies`, any value, any case). */
export const hasSetCookiesParam = (search: string): boolean => queryParts(search).some((part) => rawKey(part) === SETCOOKIES)

/** The query string without `setcookies`, other parameters kept as written: '' or '?a=1'. */
export const withoutSetCookiesParam = (search: string): string => {
  const kept = queryParts(search).filter((part) => rawKey(part) !== SETCOOKIES)
  return kept.length ? `?${kept.join('&')}` : ''
}

/** SPEC 4: the dialog shows when no choice is stored (or `setcookies` clears it) and the path is not a preview. */
export const shouldShowDialog = (input: { stored: ConsentFlags | null; pathname: string; search: string }): boolean =>
  !isPreviewPath(input.pathname) && (input.stored === null || hasSetCookiesParam(input.search))

export type ConsentModeValue = 'granted' | 'denied'
export type ConsentModeState = {
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  analytics_storage: ConsentModeValue
}

/** The Google Consent Mode v2 signal each optional flag sets. */
export const CONSENT_MODE_KEYS: Readonly<Record<OptionalConsentFlag, keyof ConsentModeState>> = {
  consentAdUserData: 'ad_user_data',
  consentAdStorage: 'ad_storage',
  consentAnalyticsStorage: 'analytics_storage',
  consentAdPersonalization: 'ad_personalization',
}

const mode = (on: boolean | undefined): ConsentModeValue => (on ? 'granted' : 'denied')

/** `gtag('consent', 'update', …)` for a choice; no choice is all denied. */
export const consentModeState = (flags: ConsentFlags | null): ConsentModeState => ({
  ad_storage: mode(flags?.consentAdStorage),
  ad_user_data: mode(flags?.consentAdUserData),
  ad_personalization: mode(flags?.consentAdPersonalization),
  analytics_storage: mode(flags?.consentAnalyticsStorage),
})

/** `gtag('consent', 'default', …)`, set before any tag: all denied, tags wait up to 500 ms for the update (SPEC 9). */
export const CONSENT_DEFAULTS: Readonly<ConsentModeState & { wait_for_update: number }> = Object.freeze({
  ...consentModeState(null),
  wait_for_update: 500,
})

/**
 * The inline head script: dataLayer, gtag, the denied defaults and, when a choice is stored, its update
 * at once. Built only from the constants above (no user input); ES5 so it runs anywhere, first.
 */
export const consentDefaultsScript = (): string => {
  const update = OPTIONAL_CONSENT_FLAGS.map((flag) => `${CONSENT_MODE_KEYS[flag]}:s.getItem('${flag}')==='true'?'granted':'denied'`).join(',')
  return (
    '(function(w){w.dataLayer=w.dataLayer||[];' +
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments)};' +
    `w.gtag('consent','default',${JSON.stringify(CONSENT_DEFAULTS)});` +
    "w.gtag('set','ads_data_redaction',true);" +
    `try{var s=w.localStorage;if(s.getItem('consent')==='${CONSENT_SET}'){w.gtag('consent','update',{${update}})}}catch(e){}` +
    '})(window);'
  )
}

export type TrackingIds = {
  googleAnalyticsId?: string | null
  adsId?: string | null
  tagManagerId?: string | null
  facebookPixelId?: string | null
}

/** An ID worth loading a script for: set and in its provider's format, trimmed; otherwise null. */
export const usableTrackingId = (kind: TrackingIdKind, value: string | null | undefined): string | null => {
  const id = typeof value === 'string' ? value.trim() : ''
  return id !== '' && isValidTrackingId(kind, id) ? id : null
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js'
export const GTM_URL = 'https://www.googletagmanager.com/gtm.js'
export const FACEBOOK_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js'

export type ScriptPlan = {
  /** gtag.js, loaded once for Google Analytics and/or Google Ads; `ids` are configured in that order. */
  gtag: { src: string; ids: string[] } | null
  tagManager: { src: string; id: string } | null
  facebookPixel: { src: string; id: string } | null
}

/**
 * Which scripts a choice allows, each only with a set and valid ID:
 * - Google Analytics needs analytics storage; Google Ads and the Facebook pixel need ad storage.
 * - Tag Manager loads once any optional category is granted (never before a choice nor after a decline),
 *   and the tags inside it follow Consent Mode, which the head script and every save keep up to date
 *   (non-Google tags in the container need their own consent checks there).
 */
export const scriptPlan = (flags: ConsentFlags | null, ids: TrackingIds): ScriptPlan => {
  const analytics = flags?.consentAnalyticsStorage ? usableTrackingId('googleAnalyticsId', ids.googleAnalyticsId) : null
  const ads = flags?.consentAdStorage ? usableTrackingId('adsId', ids.adsId) : null
  const anyOptional = OPTIONAL_CONSENT_FLAGS.some((flag) => flags?.[flag] === true)
  const gtm = anyOptional ? usableTrackingId('tagManagerId', ids.tagManagerId) : null
  const pixel = flags?.consentAdStorage ? usableTrackingId('facebookPixelId', ids.facebookPixelId) : null
  const gtagIds = [analytics, ads].filter((id): id is string => id !== null)
  return {
    gtag: gtagIds.length ? { src: `${GTAG_URL}?id=${encodeURIComponent(gtagIds[0])}`, ids: gtagIds } : null,
    tagManager: gtm ? { src: `${GTM_URL}?id=${encodeURIComponent(gtm)}`, id: gtm } : null,
    facebookPixel: pixel ? { src: FACEBOOK_PIXEL_URL, id: pixel } : null,
  }
}

/** Whether a new choice takes back a category the previous one granted (scripts already loaded must go). */
export const withdrawsConsent = (previous: ConsentFlags | null, next: ConsentFlags): boolean =>
  OPTIONAL_CONSENT_FLAGS.some((flag) => previous?.[flag] === true && !next[flag])

const ANALYTICS_COOKIE = /^(_ga$|_ga_|_gid$|_gat)/
const AD_COOKIE = /^(_gcl_|_fbp$|_fbc$)/
/** Names of the analytics and ads cookies in a `document.cookie` string that a choice does not allow (to delete). */
export const disallowedCookieNames = (cookies: string, flags: ConsentFlags | null): string[] =>
  cookies
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter((name) => (!flags?.consentAnalyticsStorage && ANALYTICS_COOKIE.test(name)) || (!flags?.consentAdStorage && AD_COOKIE.test(name)))

export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'] as const
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number]
export type Campaign = Partial<Record<CampaignParam, string>>

/** The session-storage key holding the visit's campaign parameters (JSON). */
export const CAMPAIGN_STORAGE_KEY = 'campaign'
const MAX_CAMPAIGN_VALUE = 200

const campaignValue = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text !== '' && text.length <= MAX_CAMPAIGN_VALUE && !/\p{Cc}/u.test(text) ? text : null
}

const toCampaign = (read: (param: CampaignParam) => unknown): Campaign | null => {
  const out: Campaign = {}
  for (const param of CAMPAIGN_PARAMS) {
    const value = campaignValue(read(param))
    if (value !== null) out[param] = value
  }
  return Object.keys(out).length ? out : null
}

/** The campaign parameters of a query string (utm_*, gclid, fbclid); null when it has none. */
export const captureCampaign = (search: string): Campaign | null => {
  const params = new URLSearchParams(search)
  return toCampaign((param) => params.get(param))
}

/** A stored campaign read back from JSON, keeping only known parameters with sane values. */
export const parseStoredCampaign = (text: string | null | undefined): Campaign | null => {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
    return toCampaign((param) => (Object.hasOwn(value, param) ? (value as Record<string, unknown>)[param] : undefined))
  } catch {
    return null
  }
}

/** The page location a page view reports: the href with the stored campaign parameters it lacks appended (href kept as written). */
export const pageLocationWithCampaign = (href: string, stored: Campaign | null): string => {
  if (!stored) return href
  const hashAt = href.indexOf('#')
  const base = hashAt < 0 ? href : href.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : href.slice(hashAt)
  const queryAt = base.indexOf('?')
  const present = new URLSearchParams(queryAt < 0 ? '' : base.slice(queryAt + 1))
  const extra = CAMPAIGN_PARAMS.flatMap((param) => {
    const value = stored[param]
    return value === undefined || present.has(param) ? [] : [`${param}=${encodeURIComponent(value)}`]
  })
  if (!extra.length) return href
  const separator = queryAt < 0 ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}${extra.join('&')}${hash}`
}

export type PageViewEvent = { page_location: string; page_referrer: string; consent_state: ConsentModeState }

/** SPEC 7: a page view carries the location with campaign parameters, the referrer and the consent state. */
export const pageViewEvent = (input: { href: string; referrer: string; campaign: Campaign | null; flags: ConsentFlags | null }): PageViewEvent => ({
  page_location: pageLocationWithCampaign(input.href, input.campaign),
  page_referrer: input.referrer,
  consent_state: consentModeState(input.flags),
})
