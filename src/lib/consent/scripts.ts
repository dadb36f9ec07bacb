/** Which third-party scripts a consent choice allows, and which of their cookies it does not (SPEC.md section 7). Pure. */
import { type TrackingIdKind, isValidTrackingId } from '@/lib/domain/trackingIds'

import { type ConsentFlags, OPTIONAL_CONSENT_FLAGS } from './flags'

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
