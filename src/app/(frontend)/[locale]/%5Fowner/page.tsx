import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { payloadClient } from '@/lib/payload/client'
import { getPageRoutes } from '@/lib/payload/queries'
import { sessionUser } from '@/lib/payload/sessionUser'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { pageByKey, pathForKey } from '@/lib/routing/paths'
import { OwnerPortalView, ownerPortalMetadata } from '@/views/OwnerPortalView'

type Params = { params: Promise<{ locale: string }> }

/**
 * `/{lang}/_owner/`: the owner portal, which the proxy renders under its localised path (/nl/eigenaar/,
 * /fr/proprietaire/, /en/owner/). Rendered for each request from the sign-in cookie, never cached
 * (Next sends it `private, no-store`); without a signed-in account it sends the visitor to the login.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => ownerPortalMetadata((await resolveLocale((await params).locale)).locale)

const OwnerPortalPage = async ({ params }: Params) => {
  const { locale, valid, enabled } = await resolveLocale((await params).locale)
  if (!valid) notFound()
  const pages = await getPageRoutes()
  const route = pageByKey(pages, 'owner')
  if (!route) notFound()
  // Showing this page changes nothing, so a signed-in owner arriving from a link in a mail (a cross-site
  // navigation, which Payload's CSRF check would refuse the cookie) sees it too: the cookie (SameSite=Lax)
  // reaches this GET only on a top-level navigation.
  const request = new Headers(await headers())
  request.delete('origin')
  request.set('sec-fetch-site', 'same-origin')
  const user = await sessionUser(await payloadClient(), request)
  if (!user || user.collection !== 'users') redirect(pathForKey(pages, 'login', locale))
  return OwnerPortalView({ locale, enabled, pages, route, user })
}

export default OwnerPortalPage
