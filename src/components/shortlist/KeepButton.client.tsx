'use client'

import { isKept, keepListing, type ListingSnapshot, removeListing } from '@/lib/shortlist/snapshot'

import { HeartIcon } from './HeartIcon'
import { shortlistStore, useShortlist } from './store'

type Props = {
  listing: ListingSnapshot
  labels: { keep: string; remove: string }
  /** 'icon' on a card (the name is for screen readers), 'text' on the listing's page. */
  variant?: 'icon' | 'text'
  className?: string
}

/**
 * The heart: keeps the listing in this browser's shortlist, or takes it out. The visitor asks for the
 * storage by pressing it, so it needs no consent, and nothing leaves the browser. It shows only once
 * React runs: without JavaScript it could do nothing, and it sits over the photo or in a kept place,
 * so its arrival moves nothing.
 */
export const KeepButton = ({ listing, labels, variant = 'icon', className }: Props) => {
  const kept = useShortlist()
  if (kept === null) return null
  const on = isKept(kept, listing.id)
  const label = on ? labels.remove : labels.keep
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      onClick={() => shortlistStore.set(on ? removeListing(kept, listing.id) : keepListing(kept, listing, Date.now()))}
    >
      <HeartIcon filled={on} />
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{label}</span>
    </button>
  )
}
