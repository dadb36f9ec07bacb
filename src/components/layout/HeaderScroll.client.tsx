'use client'

import type React from 'react'

import { headerIsFixed } from '@/lib/domain/layout'

import { useScrollFlag } from './useScrollFlag'

/**
 * The header's scroll state (SPEC.md section 4): beyond 30 px it is fixed, opaque and compact;
 * at 30 px or less it returns to absolute (transparent on the home page). Scroll events are
 * throttled at about 100 ms.
 */
export const HeaderScroll = ({ className, home, children }: { className: string; home: boolean; children: React.ReactNode }) => {
  const scrolled = useScrollFlag(headerIsFixed)
  return (
    <header className={className} data-home={home ? 'true' : 'false'} data-scrolled={scrolled ? 'true' : 'false'}>
      {children}
    </header>
  )
}
