'use client'

import { useEffect, useState } from 'react'

import { SCROLL } from '@/lib/domain/layout'
import { throttle } from '@/lib/throttle'

/** `test(window.scrollY)`, re-evaluated on scroll at most every 100 ms (and once more when scrolling stops). */
export const useScrollFlag = (test: (scrollY: number) => boolean): boolean => {
  const [flag, setFlag] = useState(false)
  useEffect(() => {
    const update = throttle(() => setFlag(test(window.scrollY)), SCROLL.throttleMs)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
    }
  }, [test])
  return flag
}
