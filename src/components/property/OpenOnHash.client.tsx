'use client'

import { useEffect } from 'react'

/** Opens the disclosure a link points at (`#send-to-friend`), on arrival and on later in-page links. */
export const OpenOnHash = () => {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null
      if (target instanceof HTMLDetailsElement && !target.open) {
        target.open = true
        target.scrollIntoView({ block: 'start' })
      }
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
  return null
}
