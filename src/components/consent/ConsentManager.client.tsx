'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { type KeyboardEvent, Suspense, useCallback, useEffect, useRef, useState } from 'react'

import { isPreviewPath, isPrintPath } from '@/lib/routing/specialPaths'
import {
  type ConsentFlags,
  DECLINE_CONSENT,
  type TrackingIds,
  clearConsent,
  consentModeState,
  disallowedCookieNames,
  hasSetCookiesParam,
  readStoredConsent,
  shouldShowDialog,
  withoutSetCookiesParam,
  writeConsent,
} from '@/lib/consent/consent'

import { browserStorage } from './browserStorage'
import { ConsentDialog, ReopenButton } from './ConsentDialog'
import { gtag } from './gtag'
import { loadTrackers, loadedTrackers } from './trackersLoader'
import { useConsentTracking } from './useConsentTracking'

export type ConsentManagerProps = {
  texts: Record<string, string>
  ids: TrackingIds
  title?: string | null
  text?: string | null
  cookiePolicyHref: string
}

type View = 'closed' | 'banner' | 'settings'

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
  const preview = isPreviewPath(pathname ?? '') || isPrintPath(pathname ?? '')
  const [ready, setReady] = useState(false)
  const [stored, setStored] = useState<ConsentFlags | null>(null)
  const [view, setView] = useState<View>('closed')
  const [draft, setDraft] = useState<ConsentFlags>(DECLINE_CONSENT)
  const dialogRef = useRef<HTMLDivElement>(null)
  const reopenRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const storedRef = useRef<ConsentFlags | null>(null)
  const tracking = useConsentTracking(storedRef, ids)
  const { apply, keepCampaign, restoreCampaign } = tracking

  useEffect(() => {
    const local = browserStorage('localStorage')
    const { pathname: path, search } = window.location
    if (hasSetCookiesParam(search)) {
      clearConsent(local)
      gtag('consent', 'update', consentModeState(null))
      window.history.replaceState(window.history.state, '', `${path}${withoutSetCookiesParam(search)}${window.location.hash}`)
    }
    const flags = readStoredConsent(local)
    storedRef.current = flags
    restoreCampaign()
    setStored(flags)
    setReady(true)
    if (shouldShowDialog({ stored: flags, pathname: path, search })) setView('banner')
    apply(flags)
  }, [apply, restoreCampaign])

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
    const plan = tracking.plan(flags)
    const trackers = loadedTrackers()
    writeConsent(browserStorage('localStorage'), flags)
    gtag('consent', 'update', consentModeState(flags))
    // The trackers' code deletes the cookies a choice no longer allows; it is fetched for that only when there are some.
    if (trackers) trackers.deleteDisallowedCookies(flags)
    else if (disallowedCookieNames(document.cookie, flags).length) loadTrackers().then((loaded) => loaded.deleteDisallowedCookies(flags), () => undefined)
    storedRef.current = flags
    keepCampaign()
    setStored(flags)
    setView('closed')
    // A loaded script cannot be unloaded: withdrawing its category starts the page afresh without it.
    if (trackers?.loadedBeyond(plan)) window.location.reload()
    else apply(flags)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return
    if (storedRef.current) setView('closed')
    else if (view === 'settings') setView('banner')
  }

  if (!ready || preview) return null

  return (
    <>
      <Suspense fallback={null}>
        <RouteWatcher onRoute={tracking.onRoute} />
      </Suspense>
      {view === 'closed' ? (
        <ReopenButton buttonRef={reopenRef} label={t('COOKIE_SETTINGS')} onClick={openSettings} />
      ) : (
        <ConsentDialog
          view={view}
          t={t}
          title={title?.trim() || t('COOKIE_CONSENT_TITLE')}
          text={text?.trim() || t('COOKIE_CONSENT_TEXT')}
          cookiePolicyHref={cookiePolicyHref}
          closable={stored !== null}
          draft={draft}
          onDraft={(flag, on) => setDraft((current) => ({ ...current, [flag]: on }))}
          onSave={save}
          onSettings={openSettings}
          onClose={() => setView('closed')}
          onKeyDown={onKeyDown}
          dialogRef={dialogRef}
        />
      )}
    </>
  )
}
