import { type KeyboardEvent, useRef } from 'react'

import styles from './Gallery.module.css'
import type { GalleryLabels } from './photos'

export type Tab = 'photos' | 'plans'
const TABS: readonly Tab[] = ['photos', 'plans']

/**
 * The gallery's tabs, photos and floor plans, as the tabs pattern has them: arrows, Home and End move
 * between the tabs and show the one they reach. `id` prefixes the tabs' and panels' ids.
 */
export const GalleryTabs = ({ id, tab, choose, labels }: { id: string; tab: Tab; choose: (next: Tab) => void; labels: GalleryLabels }) => {
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab)
    const moves: Record<string, Tab> = { ArrowLeft: TABS[(at + TABS.length - 1) % TABS.length], ArrowRight: TABS[(at + 1) % TABS.length], Home: TABS[0], End: TABS[TABS.length - 1] }
    const next = moves[event.key]
    if (!next) return
    event.preventDefault()
    // Not the slideshow's arrows as well.
    event.stopPropagation()
    choose(next)
    buttons.current[next]?.focus()
  }
  return (
    <div className={styles.tabs} role="tablist" onKeyDown={onKeyDown}>
      {TABS.map((which) => (
        <button
          key={which}
          ref={(button) => void (buttons.current[which] = button)}
          type="button"
          role="tab"
          id={`${id}-${which}-tab`}
          className={styles.tab}
          aria-selected={tab === which}
          aria-controls={`${id}-${which}`}
          tabIndex={tab === which ? 0 : -1}
          onClick={() => choose(which)}
        >
          {which === 'photos' ? labels.PHOTOS : labels.FLOOR_PLANS}
        </button>
      ))}
    </div>
  )
}
