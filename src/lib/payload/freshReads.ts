/**
 * Reads that bypass the page cache: for form posts, mails and jobs, which run outside a page (the
 * jobs runner has no Next cache at all) and must use what is stored now.
 */
import type { Payload, PayloadRequest } from 'payload'

import { translator, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { PageForAddress } from '@/lib/routing/languageAddresses'
import { type PageRoute, toPageRoute } from '@/lib/routing/pageRoute'
import type { Page } from '@/payload-types'

import { databaseOf, sql } from './database'

/** The UI dictionary of one language, read fresh (a post is rare; its messages must be current). */
export const dictionaryOf = async (payload: Payload, locale: Locale): Promise<Translate> => {
  const { docs } = await payload.find({ collection: 'translations', locale, depth: 0, pagination: false, overrideAccess: true, select: { key: true, value: true } })
  return translator(Object.fromEntries(docs.filter((d) => d.value).map((d) => [d.key, d.value as string])))
}

/**
 * Every published page's routing data (what localised paths are built from): the one read of it,
 * which the cached read (getPageRoutes) and the proxy's route table wrap. With `drafts`, every page's
 * latest draft instead (the admin's live preview).
 */
export const pageRoutes = async (payload: Payload, options: { drafts?: boolean } = {}): Promise<PageRoute[]> => {
  const access = options.drafts ? { draft: true, overrideAccess: true } : { overrideAccess: false }
  const { docs } = await payload.find({ collection: 'pages', locale: 'all', depth: 0, pagination: false, sort: 'sort', ...access })
  return docs.map(toPageRoute)
}

/**
 * Every page's routing data and whether it is published, read within `req` (a save's transaction): what
 * the site settings check the languages a save switches on against (src/lib/routing/languageAddresses.ts).
 */
export const pagesForAddressCheck = async (req: PayloadRequest): Promise<PageForAddress[]> => {
  const { docs } = await req.payload.find({
    collection: 'pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { key: true, parent: true, slug: true, title: true, _status: true },
  })
  return docs.map((doc) => ({ ...toPageRoute(doc as Page), published: doc._status === 'published' }))
}

/**
 * Counts for the statistics module: the published listings on offer for sale and for rent, those sold or
 * rented, and the published projects. The listings in one grouped read of the (status, goal, marquee)
 * index: every save expires the home page, and counting the rows three times was most of its render.
 */
export const listingStats = async (payload: Payload): Promise<{ sale: number; rent: number; sold: number; projects: number }> => {
  const groups = await databaseOf(payload).all<{ goal: string; marquee: string | null; count: number | string }>(
    sql`SELECT CAST(goal AS text) AS goal, CAST(marquee AS text) AS marquee, count(*) AS count FROM properties WHERE _status = 'published' GROUP BY goal, marquee`,
  )
  const done = (group: { marquee: string | null }) => group.marquee === 'sold' || group.marquee === 'rented'
  const sum = (keep: (group: (typeof groups)[number]) => boolean) => groups.filter(keep).reduce((total, group) => total + Number(group.count), 0)
  const projects = (await payload.count({ collection: 'projects', overrideAccess: false })).totalDocs
  return { sale: sum((g) => g.goal === 'sale' && !done(g)), rent: sum((g) => g.goal === 'rent' && !done(g)), sold: sum(done), projects }
}
