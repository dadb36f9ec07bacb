import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { LivePreviewRefresh } from '@/components/layout/LivePreviewRefresh.client'
import { translator } from '@/i18n/dictionary'
import { isStaffUser } from '@/lib/access/roles'
import { payloadClient } from '@/lib/payload/client'
import { pageRoutes } from '@/lib/payload/freshReads'
import { getDictionary } from '@/lib/payload/queries'
import { sessionUser } from '@/lib/payload/sessionUser'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { CmsPageLayout } from '@/views/CmsPageView'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The admin's live preview of a page: its latest draft, for signed-in staff only, re-rendered on
 * every save. Its path contains "preview", so no cookie dialog covers it.
 */
const PreviewPage = async ({ params }: { params: Promise<{ locale: string; id: string }> }) => {
  const { locale: raw, id } = await params
  const { locale, valid, enabled } = await resolveLocale(raw)
  if (!valid || !/^\d{1,10}$/.test(id)) notFound()
  const payload = await payloadClient()
  const requestHeaders = await headers()
  const user = await sessionUser(payload, requestHeaders)
  if (!isStaffUser(user)) notFound()
  const draft = await payload.findByID({ collection: 'pages', id: Number(id), locale, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
  if (!draft) notFound()
  const pages = await pageRoutes(payload, { drafts: true })
  const route = pages.find((p) => p.id === draft.id)
  if (!route) notFound()
  const t = translator(await getDictionary(locale))
  return <CmsPageLayout page={draft} route={route} locale={locale} enabled={enabled} pages={pages} t={t} extra={<LivePreviewRefresh serverURL={getSiteUrl()} />} />
}

export default PreviewPage
