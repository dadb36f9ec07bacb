'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import styles from './Header.module.css'

/**
 * The phone menu: every menu item, the free-valuation link, the header links and the language
 * switcher (passed in as children). While open it locks page scrolling; Escape, the close button
 * or a link closes it and gives focus back to the menu button.
 */
export const MobileDrawer = ({ labels, children }: { labels: { open: string; close: string }; children: React.ReactNode }) => {
  const [open, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    document.body.classList.add('scroll-locked')
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.classList.remove('scroll-locked')
      document.removeEventListener('keydown', onKey)
      button.current?.focus()
    }
  }, [open])

  return (
    <>
      <button ref={button} type="button" className={styles.burger} aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)}>
        <span aria-hidden="true" className={styles.burgerIcon} />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <div className={styles.overlay} data-open={open} onClick={() => setOpen(false)} aria-hidden="true" />
      <div
        ref={panel}
        id={id}
        className={styles.drawer}
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label={labels.open}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        <button type="button" className={styles.drawerClose} onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{labels.close}</span>
        </button>
        {children}
      </div>
    </>
  )
}
