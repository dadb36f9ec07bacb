import type { Metadata } from 'next'

import { rootLocale } from '@/lib/routing/rootLocale'
import { NotFoundView, notFoundMetadata } from '@/views/NotFoundView'

export const generateMetadata = async (): Promise<Metadata> => notFoundMetadata((await rootLocale()).locale)

/**
 * The boundary a page's notFound() shows, in the language of the path (read from the root layout's
 * segment, not from the request). Next 16 renders it only in the browser (vercel/next.js#62228), so
 * the proxy sends the paths it knows are missing to the `404/` page instead, which the server renders.
 * As Next writes this boundary into every page's payload, it is the bare message, link home and
 * search, without the header and footer every page carries already.
 */
const NotFound = async () => <NotFoundView {...await rootLocale()} bare />

export default NotFound
