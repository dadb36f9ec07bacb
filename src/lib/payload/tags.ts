/** Cache tags shared by the cached reads and the revalidation hooks: one per collection or global. */
export const TAGS = {
  pages: 'pages',
  menus: 'menus',
  translations: 'translations',
  header: 'global:header',
  footer: 'global:footer',
  settings: 'global:site-settings',
  properties: 'properties',
  listingEvents: 'listing-events',
  projects: 'projects',
  cities: 'cities',
  propertyTypes: 'property-types',
  team: 'team-members',
  media: 'media',
  slots: 'appointment-slots',
  costRules: 'cost-rules',
  applicationRules: 'application-rules',
} as const
export type CacheTag = (typeof TAGS)[keyof typeof TAGS]

/** The tag a collection or global's changes expire. */
export const tagFor = (slug: string): CacheTag | null => {
  const byCollection: Record<string, CacheTag> = {
    pages: TAGS.pages,
    menus: TAGS.menus,
    translations: TAGS.translations,
    properties: TAGS.properties,
    'listing-events': TAGS.listingEvents,
    projects: TAGS.projects,
    cities: TAGS.cities,
    'property-types': TAGS.propertyTypes,
    'team-members': TAGS.team,
    media: TAGS.media,
    'appointment-slots': TAGS.slots,
    'cost-rules': TAGS.costRules,
    'application-rules': TAGS.applicationRules,
    header: TAGS.header,
    footer: TAGS.footer,
    'site-settings': TAGS.settings,
  }
  return byCollection[slug] ?? null
}
