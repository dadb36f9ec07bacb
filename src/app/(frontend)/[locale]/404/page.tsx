import type { Metadata } from 'next'

import { resolveLocale } from '@/lib/routing/resolveLocale'
import { NotFoundView, notFoundMetadata } from '@/views/NotFoundView'

type Params = { params: Promise<{ locale: string }> }

/**
 * `/{lang}/404/`: the not-found page, rendered on the server and cached like every page. The proxy
 * rewrites missing paths here with status 404 (see lib/routing/pageDecision.ts), so the visitor keeps
 * the URL they asked for and gets the page's HTML, in the language of the path.
 */
export const generateStaticParams = async (): Promise<{ locale: string }[]> => []
export const revalidate = 300

export const generateMetadata = async ({ params }: Params): Promise<Metadata> => notFoundMetadata((await resolveLocale((await params).locale)).locale)

const NotFoundPage = async ({ params }: Params) => {
  const { locale, enabled } = await resolveLocale((await params).locale)
  return <NotFoundView locale={locale} enabled={enabled} />
}

export default NotFoundPage
