import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type Locale, defaultEnabledLocales, defaultLocale, isLocale, locales } from '@/i18n/locales'
import { noteReadTags } from '@/lib/cache/readTags.mjs'
import { availableWhere } from '@/lib/domain/availability'
import type { Goal } from '@/lib/domain/propertyOptions'
import { parseSearchParams } from '@/lib/domain/searchQuery'
import { freeSlots } from '@/lib/forms/appointments'
import { searchProperties } from '@/lib/search'

import { readApplicationRules } from './applicationRules'
import { findCards } from './cards'
import { payloadClient } from './client'
import { readCostRules } from './costRules'
import { listingStats, pageRoutes } from './freshReads'
import { visitorHistories, withBadges } from './history'
import { TAGS } from './tags'

/**
 * The public site's reads. Each is cached under the tags of what it reads; the collections'
 * revalidation hooks expire those tags when staff save, so pages serve from cache and edits show
 * on the next request. Only published documents are read (no user: visitor access rules apply).
 * Within one render (a page, its metadata, its layout) a read with the same arguments is made once:
 * each read from Next's cache parses the stored copy again, and a page asks for the settings, the
 * dictionary and the page routes several times.
 */
export const cached = <A extends unknown[], R>(name: string, tags: string[], run: (...args: A) => Promise<R>) =>
  cache(taggedCache(run, [name], { tags, revalidate: CACHE_SECONDS }))

/**
 * Next's unstable_cache, with the read's tags noted for the page being rendered (src/lib/cache/readTags.mjs):
 * every cached read goes through it, so the site's page cache knows what each page depends on.
 */
export const taggedCache = <A extends unknown[], R>(run: (...args: A) => Promise<R>, keys: string[], options: { tags: string[]; revalidate: number }) => {
  const read = unstable_cache(run, keys, options)
  return (...args: A): Promise<R> => {
    noteReadTags(options.tags)
    return read(...args)
  }
}

/**
 * Saves through Payload expire the tags at once; this bound is for changes made around it (a
 * re-seed, a restore): the site shows them within five minutes.
 */
export const CACHE_SECONDS = 300

/** Site settings with their texts (legal mentions, consent texts) in `locale`. */
export const getSiteSettings = cached('site-settings', [TAGS.settings], async (locale: Locale = defaultLocale) =>
  (await payloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false }),
)

export type LanguageSettings = { enabled: Locale[]; defaultLocale: Locale }

/** The enabled languages (all the defaults when none is set) and the default one, from the site settings. */
export const languagesOf = (settings: { languages?: { enabled?: string[] | null; defaultLocale?: string | null } | null }): LanguageSettings => {
  const enabled = (settings.languages?.enabled ?? []).filter(isLocale)
  const list = enabled.length ? locales.filter((l) => enabled.includes(l)) : [...defaultEnabledLocales]
  const preferred = settings.languages?.defaultLocale
  return { enabled: list, defaultLocale: isLocale(preferred) && list.includes(preferred) ? preferred : (list[0] ?? defaultLocale) }
}

export const getLanguageSettings = async (): Promise<LanguageSettings> => languagesOf(await getSiteSettings())

/** Every published page's role, parent, and slug and title per language: what routing resolves against. */
export const getPageRoutes = cached('page-routes', [TAGS.pages], async () => pageRoutes(await payloadClient()))

export const getPage = cached('page', [TAGS.pages, TAGS.media], async (id: number, locale: Locale) =>
  (await payloadClient()).findByID({ collection: 'pages', id, locale, depth: 1, overrideAccess: false, disableErrors: true }),
)

export const getHeader = cached('header', [TAGS.header, TAGS.media], async (locale: Locale) =>
  (await payloadClient()).findGlobal({ slug: 'header', locale, depth: 1, overrideAccess: false }),
)

export const getFooter = cached('footer', [TAGS.footer, TAGS.media], async (locale: Locale) =>
  (await payloadClient()).findGlobal({ slug: 'footer', locale, depth: 1, overrideAccess: false }),
)

export const getMenu = cached('menu', [TAGS.menus], async (name: string, locale: Locale) => {
  const { docs } = await (await payloadClient()).find({
    collection: 'menus',
    where: { name: { equals: name } },
    locale,
    depth: 0,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The UI dictionary of a language (German falls back to Dutch key by key). */
export const getDictionary = cached('dictionary', [TAGS.translations], async (locale: Locale): Promise<Record<string, string>> => {
  const { docs } = await (await payloadClient()).find({
    collection: 'translations',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { key: true, value: true },
  })
  return Object.fromEntries(docs.filter((d) => d.value).map((d) => [d.key, d.value as string]))
})

/** Enough of a published property to build its URL in `locale` (see propertyUrl), or null. */
export const getPropertyRoute = cached('property-route', [TAGS.properties, TAGS.cities], async (id: number, locale: Locale) => {
  const payload = await payloadClient()
  const property = await payload.findByID({
    collection: 'properties',
    id,
    locale,
    depth: 1,
    overrideAccess: false,
    disableErrors: true,
    select: { goal: true, slug: true, city: true },
    populate: { cities: { slug: true } },
  })
  return property ?? null
})

/** Property types in display order, in one language. */
export const getPropertyTypes = cached('property-types', [TAGS.propertyTypes], async (locale: Locale) => {
  const { docs } = await (await payloadClient()).find({ collection: 'property-types', locale, depth: 0, pagination: false, sort: 'showOrder', overrideAccess: false })
  return docs
})

/** The newest published properties still on offer (never sold or rented; optionally for sale or for rent only), with what a card shows. */
export const getNewestProperties = cached(
  'newest-properties',
  [TAGS.properties, TAGS.listingEvents, TAGS.cities, TAGS.propertyTypes, TAGS.media],
  async (locale: Locale, goal: 'sale' | 'rent' | null, limit: number) => {
    const payload = await payloadClient()
    return withBadges(payload, await findCards(payload, { locale, where: availableWhere(goal), sort: '-publishedAt', limit: Math.min(Math.max(limit, 1), 48) }))
  },
)

/** The cards of some published properties, in the order of `ids` (a page of search results). */
export const getPropertyCards = cached('property-cards', [TAGS.properties, TAGS.listingEvents, TAGS.cities, TAGS.propertyTypes, TAGS.media], async (ids: number[], locale: Locale) => {
  if (ids.length === 0) return []
  const payload = await payloadClient()
  const byId = new Map((await withBadges(payload, await findCards(payload, { locale, where: { id: { in: ids } }, limit: ids.length }))).map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
})

/**
 * A published listing's history as visitors may read it (its price events only while its page shows the
 * price), oldest first; expired by the listings' saves, which write it.
 */
export const getListingHistory = cached('listing-history', [TAGS.properties, TAGS.listingEvents], async (id: number) =>
  (await visitorHistories(await payloadClient(), [id])).get(id) ?? [],
)

/** Counts for the statistics module (listingStats). */
export const getListingStats = cached('listing-stats', [TAGS.properties, TAGS.projects], async () => listingStats(await payloadClient()))

/** The team, or one category of it, in display order. */
export const getTeam = cached('team', [TAGS.team, TAGS.media], async (locale: Locale, category: string, limit: number) => {
  const { docs } = await (await payloadClient()).find({
    collection: 'team-members',
    locale,
    where: category === 'all' ? {} : { category: { equals: category } },
    sort: 'sort',
    limit: Math.min(Math.max(limit, 1), 48),
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

/** The team member handling a listing or project, with their photo; null when gone. */
export const getAgent = cached('agent', [TAGS.team, TAGS.media], async (id: number, locale: Locale) =>
  (await payloadClient()).findByID({
    collection: 'team-members',
    id,
    locale,
    depth: 1,
    overrideAccess: false,
    disableErrors: true,
    select: { name: true, role: true, phone: true, email: true, photo: true },
    populate: { media: { url: true, sizes: true } },
  }),
)

/**
 * One search, cached by its normalised query (`buildSearchQuery` of the parsed filters, so two URLs
 * meaning the same search share one entry); expires whenever a listing, city or type changes.
 */
export const getSearchResults = cached('search', [TAGS.properties, TAGS.cities, TAGS.propertyTypes], async (goal: Goal, query: string) =>
  searchProperties(await payloadClient(), parseSearchParams(goal, new URLSearchParams(query))),
)

/** Every city with its name in `locale`, for the search box and the results' filters. */
export const getCities = cached('cities', [TAGS.cities], async (locale: Locale) => {
  const { docs } = await (await payloadClient()).find({
    collection: 'cities',
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { name: true, zip: true, slug: true, latitude: true, longitude: true },
  })
  return docs
})

/** A listing's free visit slots (lib/forms/appointments.ts): fresh when a slot is added or taken. */
export const getFreeSlots = cached('free-slots', [TAGS.slots], async (propertyId: number) => freeSlots(await payloadClient(), propertyId))

/** The cost panel's rules, every scope and date (src/lib/payload/costRules.ts); a staff save shows at once. */
export const getCostRules = cached('cost-rules', [TAGS.costRules], async () => readCostRules(await payloadClient()))

/** What rent applications may ask, every region and date (src/lib/payload/applicationRules.ts); a staff save shows at once. */
export const getApplicationRules = cached('application-rules', [TAGS.applicationRules], async () => readApplicationRules(await payloadClient()))
