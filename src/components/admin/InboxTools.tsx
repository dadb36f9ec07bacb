'use client'

import { useSearchParams } from 'next/navigation'

/** Above the inbox list: the CSV export of exactly what the list shows (its filters and search). */
export const InboxTools = () => {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'search') query.append(key, value)
  const search = query.get('search')
  if (search) {
    // The list's search box searches these fields; the export applies the same search.
    query.delete('search')
    ;['name', 'email', 'phone'].forEach((field, i) => query.append(`where[and][0][or][${i}][${field}][like]`, search))
  }
  const href = `/api/form-submissions/export.csv${query.size ? `?${query}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'calc(var(--base) * 0.5)' }}>
      <a className="btn btn--style-secondary btn--size-small btn--icon-style-without-border" href={href} download>
        Export as CSV
      </a>
    </div>
  )
}
