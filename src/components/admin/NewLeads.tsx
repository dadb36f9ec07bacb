import type { Payload, PayloadRequest } from 'payload'

import { adminTranslator } from '@/i18n/admin/texts'

import { isStaffUser } from '@/lib/access/roles'

/** In the admin's navigation: how many submissions wait in the inbox, linking to them. Staff only. */
export const NewLeads = async ({ payload, user, i18n }: { payload: Payload; user?: PayloadRequest['user']; i18n: { language: string } }) => {
  if (!isStaffUser(user)) return null
  const t = adminTranslator(i18n.language)
  const { totalDocs } = await payload.count({ collection: 'form-submissions', where: { status: { equals: 'new' } }, overrideAccess: true })
  return (
    <a href="/admin/collections/form-submissions?where[status][equals]=new" style={{ display: 'block', margin: '0 0 calc(var(--base) * 0.75)', fontWeight: 600 }} data-new-leads={totalDocs}>
      {totalDocs === 1 ? t('NEW_SUBMISSIONS_ONE') : t('NEW_SUBMISSIONS', { count: totalDocs })}
    </a>
  )
}
