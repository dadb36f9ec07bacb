'use client'

import { useEffect } from 'react'

/**
 * Tells the site a person opened this listing (POST /api/visits), once per page view. No cookie and no
 * storage: the server counts one visit per visitor and day from what every request carries anyway.
 * Runs only when the page is shown, so a prefetched or prerendered page counts nothing.
 */
export const VisitBeacon = ({ property }: { property: number }) => {
  useEffect(() => {
    const body = JSON.stringify({ property })
    const send = () => {
      if (navigator.sendBeacon?.('/api/visits', body)) return
      void fetch('/api/visits', { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined)
    }
    if (document.visibilityState === 'visible') send()
    else {
      const onVisible = () => {
        if (document.visibilityState !== 'visible') return
        document.removeEventListener('visibilitychange', onVisible)
        send()
      }
      document.addEventListener('visibilitychange', onVisible)
      return () => document.removeEventListener('visibilitychange', onVisible)
    }
  }, [property])
  return null
}
