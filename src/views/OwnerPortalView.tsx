import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OwnerPortal } from '@/components/owner/OwnerPortal'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { ownerPortal } from '@/lib/owners/portal'
import { payloadClient } from '@/lib/payload/client'
import { getDictionary, getPage, getSiteSettings } from '@/lib/payload/queries'
import type { PageRoute } from '@/lib/routing/pageRoute'
import type { User } from '@/payload-types'

import { CmsPageLayout } from './CmsPageView'

/** The owner page (its route) for a signed-in account. */
export type OwnerPortalRequest = { locale: Locale; enabled: Locale[]; pages: PageRoute[]; route: PageRoute; user: Pick<User, 'id' | 'roles' | 'email'> }

/** The portal's head: its name in the language, never indexed nor followed (it is personal). */
export const ownerPortalMetadata = async (locale: Locale): Promise<Metadata> => {
  const [settings, dictionary] = await Promise.all([getSiteSettings(locale), getDictionary(locale)])
  return { title: `${translator(dictionary)('OWNER_PORTAL')} | ${settings.agency?.name ?? ''}`, robots: { index: false, follow: false } }
}

/** The owner page of the CMS with the account's listings and their figures under its modules. */
export const OwnerPortalView = async ({ locale, enabled, pages, route, user }: OwnerPortalRequest) => {
  const payload = await payloadClient()
  const [page, dictionary, listings] = await Promise.all([
    getPage(route.id, locale),
    getDictionary(locale),
    ownerPortal(payload, { id: user.id, roles: user.roles, collection: 'users' }, locale, pages),
  ])
  if (!page) notFound()
  const t = translator(dictionary)
  return <CmsPageLayout page={page} route={route} locale={locale} enabled={enabled} pages={pages} t={t} extra={<OwnerPortal listings={listings} email={user.email} locale={locale} t={t} />} />
}
