'use client'

import type React from 'react'
import { useEffect, useState } from 'react'

import { headerIsFixed, SCROLL } from '@/lib/domain/layout'
import { throttle } from '@/lib/throttle'

/**
 * The header's scroll state (SPEC.md section 4): beyond 30 px it is fixed, opaque and compact;
 * at 30 px or less it returns to absolute (transparent on the home page). Scroll events are
 * throttled at about 100 ms.
 */
export const HeaderScroll = ({ className, home, children }: { className: string; home: boolean; children: React.ReactNode }) => {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = throttle(() => setScrolled(headerIsFixed(window.scrollY)), SCROLL.throttleMs)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [])
  return (
    <header className={className} data-home={home ? 'true' : 'false'} data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  )
}
