'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { type KeyboardEvent, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'

import { isPreviewPath } from '@/i18n/routing'
import {
  ACCEPT_ALL_CONSENT,
  CAMPAIGN_STORAGE_KEY,
  CONSENT_TEXT_KEYS,
  type Campaign,
  type ConsentFlags,
  DECLINE_CONSENT,
  OPTIONAL_CONSENT_FLAGS,
  type OptionalConsentFlag,
  type TrackingIds,
  captureCampaign,
  clearConsent,
  consentModeState,
  hasSetCookiesParam,
  pageViewEvent,
  parseStoredCampaign,
  readStoredConsent,
  scriptPlan,
  selectedConsent,
  shouldShowDialog,
  withoutSetCookiesParam,
  writeConsent,
} from '@/lib/consent/consent'

import styles from './Consent.module.css'
import { deleteDisallowedCookies, gtag, hasTrackers, loadScripts, loadedBeyond, sendPageView } from './trackers'

/** For client code; server code imports it from `@/components/consent/ConsentDefaults` or `@/lib/consent/consent`. */
export { CONSENT_TEXT_KEYS }

export type ConsentManagerProps = {
  texts: Record<string, string>
  ids: TrackingIds
  title?: string | null
  text?: string | null
  cookiePolicyHref: string
}

type View = 'closed' | 'banner' | 'settings'

/** The text key of each category, in SPEC order after the necessary one. */
const CATEGORY_KEYS: Record<OptionalConsentFlag, string> = {
  consentAdUserData: 'COOKIE_AD_USER_DATA',
  consentAdStorage: 'COOKIE_AD_STORAGE',
  consentAnalyticsStorage: 'COOKIE_ANALYTICS_STORAGE',
  consentAdPersonalization: 'COOKIE_AD_PERSONALIZATION',
}

const storage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return window[kind]
  } catch {
    return null
  }
}

const anyOptional = (flags: ConsentFlags | null) => OPTIONAL_CONSENT_FLAGS.some((flag) => flags?.[flag])

/** Reports every client route (pathname or query change; `setcookies` alone does not count). */
const RouteWatcher = ({ onRoute }: { onRoute: () => void }) => {
  const pathname = usePathname()
  const search = withoutSetCookiesParam(useSearchParams().toString())
  useEffect(() => onRoute(), [pathname, search, onRoute])
  return null
}

/**
 * The cookie consent dialog (SPEC 4) and the analytics it allows (SPEC 7). Render once in the layout,
 * with `<ConsentDefaults />` in the head. A first layer offers accept all, decline and settings with
 * equal weight; settings lists the five categories. A small button at the bottom left, or any element
 * with `data-cookie-settings` (e.g. a footer link), reopens the settings.
 */
export const ConsentManager = ({ texts, ids, title, text, cookiePolicyHref }: ConsentManagerProps) => {
  const t = (key: string) => texts[key] ?? key
  const pathname = usePathname()
  const preview = isPreviewPath(pathname ?? '')
  const [ready, setReady] = useState(false)
  const [stored, setStored] = useState<ConsentFlags | null>(null)
  const [view, setView] = useState<View>('closed')
  const [draft, setDraft] = useState<ConsentFlags>(DECLINE_CONSENT)
  const dialogRef = useRef<HTMLDivElement>(null)
  const reopenRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const idsRef = useRef(ids)
  idsRef.current = ids
  const storedRef = useRef<ConsentFlags | null>(null)
  const campaign = useRef<Campaign | null>(null)
  const visits = useRef({ count: 0, sent: 0, href: '', referrer: '' })
  const uid = useId()
  const titleId = `${uid}-title`
  const textId = `${uid}-text`

  const keepCampaign = useCallback(() => {
    const session = storage('sessionStorage')
    try {
      if (anyOptional(storedRef.current) && campaign.current) session?.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaign.current))
      else session?.removeItem(CAMPAIGN_STORAGE_KEY)
    } catch {
      // Storage is blocked: the campaign stays in memory for this page.
    }
  }, [])

  /** Sends the page view of the current route once, when a tracker is loaded. */
  const trackPageView = useCallback(() => {
    const v = visits.current
    if (v.count === 0 || v.sent === v.count || !hasTrackers() || isPreviewPath(window.location.pathname)) return
    v.sent = v.count
    sendPageView(pageViewEvent({ href: v.href, referrer: v.referrer, campaign: campaign.current, flags: storedRef.current }))
  }, [])

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

  const apply = useCallback(
    (flags: ConsentFlags | null) => {
      if (!flags || isPreviewPath(window.location.pathname)) return
      loadScripts(scriptPlan(flags, idsRef.current))
      trackPageView()
    },
    [trackPageView],
  )

  useEffect(() => {
    const local = storage('localStorage')
    const { pathname: path, search } = window.location
    if (hasSetCookiesParam(search)) {
      clearConsent(local)
      gtag('consent', 'update', consentModeState(null))
      window.history.replaceState(window.history.state, '', `${path}${withoutSetCookiesParam(search)}${window.location.hash}`)
    }
    const flags = readStoredConsent(local)
    storedRef.current = flags
    campaign.current = captureCampaign(search) ?? parseStoredCampaign(storage('sessionStorage')?.getItem(CAMPAIGN_STORAGE_KEY))
    keepCampaign()
    setStored(flags)
    setReady(true)
    if (shouldShowDialog({ stored: flags, pathname: path, search })) setView('banner')
    apply(flags)
  }, [apply, keepCampaign])

  // A visitor who has not chosen yet and leaves a preview path is asked on the next page.
  useEffect(() => {
    if (ready && stored === null && !preview) setView((current) => (current === 'closed' ? 'banner' : current))
  }, [ready, stored, preview, pathname])

  const openSettings = useCallback(() => {
    setDraft(storedRef.current ?? DECLINE_CONSENT)
    returnFocus.current = storedRef.current !== null
    setView('settings')
  }, [])

  // Any element with data-cookie-settings (a footer link, a cookie-policy page button) opens the settings.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('[data-cookie-settings]') : null
      if (!target) return
      event.preventDefault()
      openSettings()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [openSettings])

  useEffect(() => {
    if (view !== 'closed') dialogRef.current?.focus()
    else if (returnFocus.current) {
      returnFocus.current = false
      reopenRef.current?.focus()
    }
  }, [view])

  const save = (flags: ConsentFlags) => {
    const plan = scriptPlan(flags, idsRef.current)
    writeConsent(storage('localStorage'), flags)
    gtag('consent', 'update', consentModeState(flags))
    deleteDisallowedCookies(flags)
    storedRef.current = flags
    keepCampaign()
    setStored(flags)
    setView('closed')
    // A loaded script cannot be unloaded: withdrawing its category starts the page afresh without it.
    if (loadedBeyond(plan)) window.location.reload()
    else apply(flags)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    if (storedRef.current) setView('closed')
    else if (view === 'settings') setView('banner')
  }

  if (!ready || preview) return null

  const open = view !== 'closed'
  const heading = view === 'settings' ? t('COOKIE_SETTINGS_TITLE') : title?.trim() || t('COOKIE_CONSENT_TITLE')
  const buttons = (list: [string, () => void][]) => (
    <div className={styles.actions}>
      {list.map(([key, onClick]) => (
        <button key={key} type="button" className={styles.button} onClick={onClick}>
          {t(key)}
        </button>
      ))}
    </div>
  )

  return (
    <>
      <Suspense fallback={null}>
        <RouteWatcher onRoute={onRoute} />
      </Suspense>
      {open ? (
        <div
          ref={dialogRef}
          className={styles.dialog}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={view === 'banner' ? textId : undefined}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {heading}
            </h2>
            {stored ? (
              <button type="button" className={styles.close} aria-label={t('CLOSE')} onClick={() => setView('closed')}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {view === 'banner' ? (
            <>
              <p id={textId} className={styles.text}>
                {text?.trim() || t('COOKIE_CONSENT_TEXT')}{' '}
                <a href={cookiePolicyHref} className={styles.policy}>
                  {t('COOKIE_POLICY')}
                </a>
              </p>
              {buttons([
                ['ACCEPT_ALL', () => save(ACCEPT_ALL_CONSENT)],
                ['DECLINE', () => save(DECLINE_CONSENT)],
                ['SETTINGS', openSettings],
              ])}
            </>
          ) : (
            <>
              <ul className={styles.categories}>
                <li className={styles.category}>
                  <label className={styles.name} htmlFor={`${uid}-consent`}>
                    {t('COOKIE_NECESSARY')}
                  </label>
                  <span className={styles.control}>
                    <span className={styles.always}>{t('ALWAYS_ACTIVE')}</span>
                    <input id={`${uid}-consent`} className={styles.switch} type="checkbox" role="switch" checked disabled aria-describedby={`${uid}-consent-text`} />
                  </span>
                  <p id={`${uid}-consent-text`} className={styles.explain}>
                    {t('COOKIE_NECESSARY_TEXT')}
                  </p>
                </li>
                {OPTIONAL_CONSENT_FLAGS.map((flag) => (
                  <li key={flag} className={styles.category}>
                    <label className={styles.name} htmlFor={`${uid}-${flag}`}>
                      {t(CATEGORY_KEYS[flag])}
                    </label>
                    <span className={styles.control}>
                      <input
                        id={`${uid}-${flag}`}
                        className={styles.switch}
                        type="checkbox"
                        role="switch"
                        checked={draft[flag]}
                        onChange={(event) => setDraft((current) => ({ ...current, [flag]: event.target.checked }))}
                        aria-describedby={`${uid}-${flag}-text`}
                      />
                    </span>
                    <p id={`${uid}-${flag}-text`} className={styles.explain}>
                      {t(`${CATEGORY_KEYS[flag]}_TEXT`)}
                    </p>
                  </li>
                ))}
              </ul>
              {buttons([
                ['ACCEPT_SELECTION', () => save(selectedConsent(draft))],
                ['DECLINE', () => save(DECLINE_CONSENT)],
                ['ACCEPT_ALL', () => save(ACCEPT_ALL_CONSENT)],
              ])}
            </>
          )}
        </div>
      ) : (
        <button ref={reopenRef} type="button" className={styles.reopen} onClick={openSettings} title={t('COOKIE_SETTINGS')}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-4-4 4 4 0 0 1-4-4 2 2 0 0 0-2-2Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 1a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
            />
          </svg>
          <span className={styles.reopenText}>{t('COOKIE_SETTINGS')}</span>
        </button>
      )}
    </>
  )
}
