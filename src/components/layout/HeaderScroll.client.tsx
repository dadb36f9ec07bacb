'use client'

import type React from 'react'
import { useEffect } from 'react'

import { headerIsFixed } from '@/lib/domain/layout'
import { LOCALE_STORAGE_KEY, localeCookie } from '@/lib/routing/localeCookie'

import { useScrollFlag } from './useScrollFlag'

/** Remembers a language picked in the switcher, in the cookie and in localStorage (i18nextLng), before its link is followed. */
const rememberLanguage = (event: React.MouseEvent<HTMLElement>) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language-choice]') : null
  if (!link) return
  document.cookie = localeCookie(link.hreflang, window.location.protocol)
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, link.hreflang)
  } catch {
    // storage may be blocked; the cookie is enough
  }
}

/** Marks the page loaded (`data-loaded` on <html>) once its load event has passed: the home banner's later photos wait for it. */
const markLoaded = () => document.documentElement.setAttribute('data-loaded', '')

/**
 * The header's scroll state (SPEC.md section 4): beyond 30 px it is fixed, opaque and compact;
 * at 30 px or less it returns to absolute (transparent on the home page). Scroll events are
 * throttled at about 100 ms.
 */
export const HeaderScroll = ({ className, home, children }: { className: string; home: boolean; children: React.ReactNode }) => {
  const scrolled = useScrollFlag(headerIsFixed)
  useEffect(() => {
    if (document.readyState === 'complete') {
      markLoaded()
      return
    }
    window.addEventListener('load', markLoaded, { once: true })
    return () => window.removeEventListener('load', markLoaded)
  }, [])
  return (
    <header className={className} data-home={home ? 'true' : 'false'} data-scrolled={scrolled ? 'true' : 'false'} onClick={rememberLanguage}>
      {children}
    </header>
  )
}
