'use client'

import { type RefObject, useCallback, useRef } from 'react'

import { isPreviewPath } from '@/lib/routing/specialPaths'
import {
  CAMPAIGN_STORAGE_KEY,
  type Campaign,
  type ConsentFlags,
  OPTIONAL_CONSENT_FLAGS,
  type TrackingIds,
  captureCampaign,
  pageViewEvent,
  parseStoredCampaign,
  scriptPlan,
} from '@/lib/consent/consent'

import { browserStorage } from './browserStorage'
import { loadTrackers, loadedTrackers } from './trackersLoader'

const anyOptional = (flags: ConsentFlags | null) => OPTIONAL_CONSENT_FLAGS.some((flag) => flags?.[flag])

/**
 * What a stored choice sets in motion: the scripts it allows, one page view per route once a tracker is
 * loaded, and the visit's campaign parameters (kept in sessionStorage only with an optional consent).
 */
export const useConsentTracking = (storedRef: RefObject<ConsentFlags | null>, ids: TrackingIds) => {
  const idsRef = useRef(ids)
  idsRef.current = ids
  const campaign = useRef<Campaign | null>(null)
  const visits = useRef({ count: 0, sent: 0, href: '', referrer: '' })

  const keepCampaign = useCallback(() => {
    const session = browserStorage('sessionStorage')
    try {
      if (anyOptional(storedRef.current) && campaign.current) session?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign.current))
      else session?.removeItem(CAMPAIGN_STORAGE_KEY)
    } catch {
      // Storage is blocked: the campaign stays in memory for this page.
    }
  }, [storedRef])

  /** Sends the page view of the current route once, when a tracker is loaded. */
  const trackPageView = useCallback(() => {
    const v = visits.current
    const trackers = loadedTrackers()
    if (v.count === 0 || v.sent === v.count || !trackers?.hasTrackers() || isPreviewPath(window.location.pathname)) return
    v.sent = v.count
    trackers.sendPageView(pageViewEvent({ href: v.href, referrer: v.referrer, campaign: campaign.current, flags: storedRef.current }))
  }, [storedRef])

  /** A route was shown (first load or client navigation). */
  const onRoute = useCallback(() => {
    const v = visits.current
    const href = window.location.href
    v.referrer = v.count === 0 ? document.referrer : v.href
    v.href = href
    v.count += 1
    const landed = captureCampaign(window.location.search)
    if (landed) {
      campaign.current = landed
      keepCampaign()
    }
    trackPageView()
  }, [keepCampaign, trackPageView])

  /** Loads what a choice allows (never on a preview path) and reports the current page. */
  const apply = useCallback(
    (flags: ConsentFlags | null) => {
      if (!flags || isPreviewPath(window.location.pathname)) return
      const plan = scriptPlan(flags, idsRef.current)
      if (!plan.gtag && !plan.tagManager && !plan.facebookPixel) return
      loadTrackers().then(
        (trackers) => {
          trackers.loadScripts(plan)
          trackPageView()
        },
        () => undefined,
      )
    },
    [trackPageView],
  )

  /** On the first load: the campaign of the landing URL, or the one kept for this visit. */
  const restoreCampaign = useCallback(() => {
    campaign.current = captureCampaign(window.location.search) ?? parseStoredCampaign(browserStorage('sessionStorage')?.getItem(CAMPAIGN_STORAGE_KEY))
    keepCampaign()
  }, [keepCampaign])

  return { onRoute, apply, keepCampaign, restoreCampaign, plan: (flags: ConsentFlags) => scriptPlan(flags, idsRef.current) }
}
