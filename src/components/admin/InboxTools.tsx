'use client'

import { useAuth } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { useAdminText } from './useAdminText'

/** The inbox filtered to the leads about the listings and projects whose agent signs in as `userId`. */
export const myLeadsQuery = (userId: number | string): string =>
  new URLSearchParams({
    'where[or][0][and][0][property.agent.account][equals]': String(userId),
    'where[or][1][and][0][project.agent.account][equals]': String(userId),
  }).toString()

/**
 * Above the inbox list: "my listings' leads" for a staff member who handles listings, and the CSV export
 * of exactly what the list shows (its filters and search).
 */
export const InboxTools = () => {
  const { t } = useAdminText()
  const params = useSearchParams()
  const { user } = useAuth()
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
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'calc(var(--base) * 0.5)', marginBottom: 'calc(var(--base) * 0.5)' }}>
      {user && (
        <a className="btn btn--style-secondary btn--size-small btn--icon-style-without-border" href={`/admin/collections/form-submissions?${myLeadsQuery(user.id)}`}>
          {t('INBOX_MY_LEADS')}
        </a>
      )}
      <a className="btn btn--style-secondary btn--size-small btn--icon-style-without-border" href={href} download>
        {t('INBOX_EXPORT')}
      </a>
    </div>
  )
}
