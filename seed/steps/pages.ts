import type { Payload, PayloadRequest } from 'payload'

import type { ContentLocale } from '@/i18n/locales'

import { type SeedRun, SEED_CONTEXT, otherLocales } from '../context'
import { pages } from '../data/pages'
import type { SeedModule, SeedPage } from '../data/types'
import { richText } from '../lexical'

const moduleData = (module: SeedModule, locale: ContentLocale, id: string) => {
  const common = { id, blockType: module.blockType, title: module.title?.[locale] }
  switch (module.blockType) {
    case 'article':
      return { ...common, blockType: 'article' as const, content: richText(module.content[locale]) }
    case 'property-list':
      return { ...common, blockType: 'property-list' as const, goal: module.goal, maxItems: module.maxItems, numberItemOfRow: module.itemsPerRow }
    case 'stats-view':
      return { ...common, blockType: 'stats-view' as const }
    case 'category':
      return { ...common, blockType: 'category' as const, category: module.category, maxItems: module.maxItems, numberItemOfRow: module.itemsPerRow }
    case 'contact':
      return { ...common, blockType: 'contact' as const, formKind: module.formKind, description: module.description?.[locale] }
  }
}

const pageData = (page: SeedPage, locale: ContentLocale, sort: number) => ({
  _status: 'published' as const,
  key: page.key,
  title: page.title[locale],
  slug: page.slug[locale],
  sort,
  showPageBanner: page.showPageBanner,
  showBreadCrumb: page.showBreadCrumb,
  bannerTitle: page.bannerTitle?.[locale],
  bannerDescription: page.bannerDescription?.[locale],
  meta: { title: page.metaTitle[locale], description: page.metaDescription[locale] },
  modules: page.modules.map((module, i) => moduleData(module, locale, `${page.key}-${i + 1}`)),
})

/**
 * One seed page in every language; returns its id. `req` runs it in a migration's transaction (a page
 * added after sites went live reaches their databases through a data migration).
 */
export const createSeedPage = async (payload: Payload, page: SeedPage, sort: number, req?: PayloadRequest): Promise<number> => {
  const options = { overrideAccess: true, context: SEED_CONTEXT, req } as const
  const doc = await payload.create({ collection: 'pages', locale: 'nl', data: pageData(page, 'nl', sort), ...options })
  for (const locale of otherLocales) {
    await payload.update({ collection: 'pages', id: doc.id, locale, data: pageData(page, locale, sort), ...options })
  }
  return doc.id
}

/** Every page definition of SPEC.md section 2 in three languages, then the main and footer menus. */
export const seedPages = async ({ payload }: SeedRun) => {
  const ids = new Map<string, number>()
  for (const [index, page] of pages.entries()) {
    ids.set(page.key, await createSeedPage(payload, page, index + 1))
  }

  // Array rows get fixed ids, so every language writes the same rows and a re-seed gives the same data.
  const items = (name: string, entries: SeedPage[], locale: ContentLocale) =>
    entries.map((page, i) => ({ id: `${name}-${i + 1}`, title: page.title[locale], status: 'published' as const, page: ids.get(page.key) }))
  const inMenu = pages.filter((p) => p.menuOrder !== undefined).sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))
  const legal = pages.filter((p) => ['privacy-statement', 'cookie-policy', 'disclaimer'].includes(p.key))
  for (const [name, entries] of [['main', inMenu], ['footer', legal]] as const) {
    const options = { overrideAccess: true, context: SEED_CONTEXT }
    const doc = await payload.create({ collection: 'menus', locale: 'nl', data: { name, items: items(name, entries, 'nl') }, ...options })
    for (const locale of otherLocales) {
      await payload.update({ collection: 'menus', id: doc.id, locale, data: { items: items(name, entries, locale) }, ...options })
    }
  }
}
