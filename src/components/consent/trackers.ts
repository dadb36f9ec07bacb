/**
 * Browser side of the consent rules: gtag and dataLayer, loading the third-party scripts a choice
 * allows (once each), page views and deleting cookies a choice no longer allows. What is allowed is
 * decided by `scriptPlan` in `@/lib/consent/consent`; this module only carries it out. Pages load it
 * only when a choice allows a tracker or cookies must go (trackersLoader.ts).
 */
import { type ConsentFlags, type PageViewEvent, type ScriptPlan, disallowedCookieNames } from '@/lib/consent/consent'

import { type Command, gtag } from './gtag'

type Fbq = Command & { callMethod?: Command; queue: unknown[][]; push: Fbq; loaded: boolean; version: string }
type TrackingWindow = Window & { dataLayer?: unknown[]; fbq?: Fbq; _fbq?: Fbq }

const tracking = () => window as TrackingWindow

const dataLayerPush = (entry: Record<string, unknown>) => {
  const w = tracking()
  ;(w.dataLayer = w.dataLayer || []).push(entry)
}

/** The Facebook pixel's command queue, as its official snippet sets it up before fbevents.js arrives. */
const fbq = (): Fbq => {
  const w = tracking()
  if (w.fbq) return w.fbq
  const queue: Fbq = Object.assign(
    (...args: unknown[]) => {
      if (queue.callMethod) queue.callMethod(...args)
      else queue.queue.push(args)
    },
    { queue: [] as unknown[][], loaded: true, version: '2.0' },
  ) as Fbq
  queue.push = queue
  w.fbq = queue
  w._fbq = queue
  return queue
}

const injectScript = (id: string, src: string) => {
  if (document.getElementById(id)) return
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** What this page has loaded so far (scripts cannot be unloaded; a withdrawal reloads the page). */
const loaded = { gtag: [] as string[], tagManager: null as string | null, pixel: null as string | null }

export const hasTrackers = (): boolean => loaded.gtag.length > 0 || loaded.tagManager !== null || loaded.pixel !== null

/** Whether a script already on the page is one the new plan no longer allows. */
export const loadedBeyond = (plan: ScriptPlan): boolean =>
  loaded.gtag.some((id) => !plan.gtag?.ids.includes(id)) ||
  (loaded.tagManager !== null && plan.tagManager?.id !== loaded.tagManager) ||
  (loaded.pixel !== null && plan.facebookPixel?.id !== loaded.pixel)

/** Loads what the plan allows and is not loaded yet; page views are sent without automatic ones. */
export const loadScripts = (plan: ScriptPlan): void => {
  if (plan.gtag) {
    if (loaded.gtag.length === 0) {
      gtag('js', new Date())
      injectScript('consent-gtag', plan.gtag.src)
    }
    for (const id of plan.gtag.ids) {
      if (loaded.gtag.includes(id)) continue
      gtag('config', id, { send_page_view: false })
      loaded.gtag.push(id)
    }
  }
  if (plan.tagManager && loaded.tagManager === null) {
    dataLayerPush({ 'gtm.start': Date.now(), event: 'gtm.js' })
    injectScript('consent-gtm', plan.tagManager.src)
    loaded.tagManager = plan.tagManager.id
  }
  if (plan.facebookPixel && loaded.pixel === null) {
    fbq()('init', plan.facebookPixel.id)
    injectScript('consent-fbq', plan.facebookPixel.src)
    loaded.pixel = plan.facebookPixel.id
  }
}

/**
 * One page view to every loaded tracker. gtag gets the location and referrer and adds the Consent
 * Mode state itself; Tag Manager gets the whole event, consent state included, on dataLayer.
 */
export const sendPageView = (event: PageViewEvent): void => {
  if (loaded.gtag.length) {
    gtag('event', 'page_view', { page_location: event.page_location, page_referrer: event.page_referrer, send_to: [...loaded.gtag] })
  }
  if (loaded.tagManager) dataLayerPush({ event: 'page_view', ...event })
  if (loaded.pixel) fbq()('track', 'PageView')
}

/** Deletes the analytics and ads cookies a choice does not allow, on this host and its parent domains. */
export const deleteDisallowedCookies = (flags: ConsentFlags): void => {
  const names = disallowedCookieNames(document.cookie, flags)
  if (!names.length) return
  const labels = window.location.hostname.split('.')
  const domains = ['', ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join('.')}`)]
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`
  }
}
