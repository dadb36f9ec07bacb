import type { Metadata } from 'next'

import { resolveLocale } from '@/lib/routing/resolveLocale'
import { NotFoundView, notFoundMetadata } from '@/views/NotFoundView'

type Params = { params: Promise<{ locale: string }> }

/**
 * `/{lang}/404/property/`: "Property Not Found", shown with status 404 under the URL of a listing
 * that does not exist or is not published (the proxy rewrites it here), rendered and cached like `404/`.
 */
export const generateStaticParams = async (): Promise<{ locale: string }[]> => []
export const revalidate = 300

export const generateMetadata = async ({ params }: Params): Promise<Metadata> =>
  notFoundMetadata((await resolveLocale((await params).locale)).locale, 'property')

const PropertyNotFoundPage = async ({ params }: Params) => {
  const { locale, enabled } = await resolveLocale((await params).locale)
  return <NotFoundView locale={locale} enabled={enabled} kind="property" />
}

export default PropertyNotFoundPage
