'use client'

import { SCROLL, showBackToTop } from '@/lib/domain/layout'

import styles from './BackToTop.module.css'
import { useScrollFlag } from './useScrollFlag'

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/** Scrolls to the top in about 500 ms (at once when the visitor prefers reduced motion). */
const scrollToTop = () => {
  const start = window.scrollY
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || start === 0) {
    window.scrollTo(0, 0)
    return
  }
  const began = performance.now()
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SCROLL.smoothScrollMs)
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))))
    if (progress < 1) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** Appears once the page is scrolled 10 px or more (SPEC.md section 2). */
export const BackToTop = ({ label }: { label: string }) => {
  const visible = useScrollFlag(showBackToTop)
  return (
    <button type="button" className={styles.button} data-visible={visible} hidden={!visible} onClick={scrollToTop} aria-label={label}>
      <span aria-hidden="true">↑</span>
    </button>
  )
}
