import type { Payload, PayloadRequest } from 'payload'

import { adminTranslator } from '@/i18n/admin/texts'
import { isStaffUser } from '@/lib/access/roles'
import { quickViews } from '@/lib/staff/views'

/** Above the listing list: the views staff work from, one click each (their own saved views are Payload's presets). */
export const QuickViews = async ({ payload, user, i18n }: { payload: Payload; user?: PayloadRequest['user']; i18n: { language: string } }) => {
  if (!isStaffUser(user) || !user) return null
  const t = adminTranslator(i18n.language)
  const views = await quickViews(payload, user.id)
  return (
    <nav aria-label={t('VIEWS_TITLE')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 'var(--base)' }} data-quick-views>
      {views.map((view) => (
        <a key={view.key} href={view.href} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} data-view={view.key}>
          {t(view.key)}
        </a>
      ))}
    </nav>
  )
}
