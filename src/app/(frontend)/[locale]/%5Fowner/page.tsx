import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { OwnerPortal } from '@/components/owner/OwnerPortal'
import { CmsPage } from '@/components/layout/CmsPage'
import { translator } from '@/i18n/dictionary'
import { pageByKey, pathForKey } from '@/i18n/routing'
import { ownerPortal } from '@/lib/owners/portal'
import { payloadClient } from '@/lib/payload/client'
import { getDictionary, getPage, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/locale'

type Params = { params: Promise<{ locale: string }> }

/**
 * `/{lang}/_owner/`: the owner portal, which the proxy renders under its localised path (/nl/eigenaar/,
 * /fr/proprietaire/, /en/owner/). Rendered for each request from the sign-in cookie, never cached
 * (Next sends it `private, no-store`); without a signed-in account it sends the visitor to the login.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => {
  const { locale } = await resolveLocale((await params).locale)
  const [settings, dictionary] = await Promise.all([getSiteSettings(locale), getDictionary(locale)])
  return { title: `${translator(dictionary)('OWNER_PORTAL')} | ${settings.agency?.name ?? ''}`, robots: { index: false, follow: false } }
}

const OwnerPortalPage = async ({ params }: Params) => {
  const { locale, valid, enabled } = await resolveLocale((await params).locale)
  if (!valid) notFound()
  const pages = await getPageRoutes()
  const route = pageByKey(pages, 'owner')
  if (!route) notFound()
  const payload = await payloadClient()
  // Showing this page changes nothing, so a signed-in owner arriving from a link in a mail (a cross-site
  // navigation, which Payload's CSRF check would refuse the cookie) sees it too: the cookie (SameSite=Lax)
  // reaches this GET only on a top-level navigation.
  const request = new Headers(await headers())
  request.delete('origin')
  request.set('sec-fetch-site', 'same-origin')
  const { user } = await payload.auth({ headers: request })
  if (!user || user.collection !== 'users') redirect(pathForKey(pages, 'login', locale))
  const [page, dictionary, listings] = await Promise.all([
    getPage(route.id, locale),
    getDictionary(locale),
    ownerPortal(payload, { id: user.id, roles: user.roles, collection: 'users' }, locale, pages),
  ])
  if (!page) notFound()
  const t = translator(dictionary)
  return <CmsPage page={page} route={route} locale={locale} enabled={enabled} pages={pages} t={t} extra={<OwnerPortal listings={listings} email={user.email} locale={locale} t={t} />} />
}

export default OwnerPortalPage
