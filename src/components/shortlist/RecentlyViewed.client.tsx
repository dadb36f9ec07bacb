'use client'

import { useEffect, useId } from 'react'

import { type ListingSnapshot, recordViewed } from '@/lib/shortlist/snapshot'

import styles from './Recent.module.css'
import { RecentItems } from './RecentItems'
import { useRecentlyViewed, viewedStore } from './store'

/**
 * Under a listing's page: notes the listing among the last ones viewed (in this browser only, see the
 * privacy statement) and shows the others. Nothing shows before React runs or on a first visit; it
 * comes last on the page, so its arrival moves nothing above it.
 */
export const RecentlyViewed = ({ current, title }: { current: ListingSnapshot; title: string }) => {
  const viewed = useRecentlyViewed()
  const heading = useId()
  useEffect(() => {
    viewedStore.set(recordViewed(viewedStore.get(), current, Date.now()))
  }, [current])
  const others = viewed?.filter((item) => item.id !== current.id) ?? []
  if (others.length === 0) return null
  return (
    <section aria-labelledby={heading} className={`container ${styles.section}`}>
      <h2 id={heading}>{title}</h2>
      <RecentItems items={others} />
    </section>
  )
}
