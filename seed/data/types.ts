import type { Localized } from '@/i18n/locales'
import type { FormKind } from '@/lib/forms/kinds'
import type { PageKey } from '@/lib/routing/pageKeys'

/** Shapes of the hand-written seed data. The seed script turns them into Payload documents. */
export type SeedCity = {
  zip: string
  name: Localized
  country: 'BE' | 'LU'
  latitude: number
  longitude: number
}

export type SeedPropertyType = {
  webID: number
  key: 'house' | 'apartment' | 'studio' | 'plot' | 'yield' | 'commercial' | 'industrial' | 'office' | 'parking'
  name: Localized
  showOrder: number
  sale: boolean
  rent: boolean
  /** A building that needs an energy certificate (EPC): false for plots and parkings. */
  needsEpc: boolean
  /** Bought as a home, as building land, or as neither (the cost panel's duties). */
  costUse: 'home' | 'land' | 'other'
}

/** UI dictionary: SCREAMING_SNAKE keys, `{placeholder}` interpolation. */
export type Dictionary = Record<string, Localized>

export type TeamCategory = 'management' | 'sales' | 'rentals' | 'administration'
export type SeedTeamMember = {
  name: string
  role: Localized
  email: string
  phone: string
  category: TeamCategory
  languages: ('nl' | 'fr' | 'en' | 'de')[]
}

export { PAGE_KEYS, type PageKey } from '@/lib/routing/pageKeys'

export type SeedModule =
  | { blockType: 'article'; title?: Localized; content: Localized<string[]> }
  | { blockType: 'property-list'; title?: Localized; goal?: 'sale' | 'rent'; maxItems: number; itemsPerRow: number }
  | { blockType: 'stats-view'; title?: Localized }
  | { blockType: 'category'; title?: Localized; category: TeamCategory | 'all'; maxItems: number; itemsPerRow: number }
  | { blockType: 'contact'; title?: Localized; description?: Localized; formKind: FormKind }

export type SeedPage = {
  key: PageKey
  /** The path segment per language (DESIGN.md's URL table); the home page's is home/accueil/home. */
  slug: Localized
  title: Localized
  metaTitle: Localized
  metaDescription: Localized
  showPageBanner: boolean
  showBreadCrumb: boolean
  bannerTitle?: Localized
  bannerDescription?: Localized
  /** Shown in the main menu, in this order (undefined: not in the menu). */
  menuOrder?: number
  modules: SeedModule[]
}
