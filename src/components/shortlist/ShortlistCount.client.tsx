'use client'

import { useShortlist } from './store'

/**
 * The header's shortlist link's name and number, read from this browser once React runs (the cached
 * page knows no visitor): "Shortlist (2)" for screen readers, in one piece so it reads as one, and the
 * number in a badge over the heart, so its arrival moves nothing.
 */
export const ShortlistCount = ({ label, className }: { label: string; className?: string }) => {
  const count = useShortlist()?.length ?? 0
  return (
    <>
      <span className="visually-hidden">{count > 0 ? `${label} (${count})` : label}</span>
      {count > 0 && (
        <span className={className} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  )
}
