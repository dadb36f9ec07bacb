/** Campaign parameters kept for a visit and the page-view event that carries them (SPEC.md section 7). Pure. */
import { type ConsentModeState, consentModeState } from './consentMode'
import type { ConsentFlags } from './flags'

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
