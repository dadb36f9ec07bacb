/**
 * The role matrix, as the product promises it: for every collection and global, who reads what and who
 * writes. The access tests (Local API, REST, GraphQL) check each cell against the running code.
 */
export const ACTORS = ['anonymous', 'ownerA', 'ownerB', 'editor', 'admin'] as const
export type Actor = (typeof ACTORS)[number]

/**
 * - all: every document; none: refused; published: published documents only;
 * - publishedOrOwn: published ones and the actor's own listings (drafts too);
 * - ownProperty: documents about the actor's own listings (submissions: not spam);
 * - self: the actor's own account; ownersAndSelf: owners' accounts and the actor's own;
 * - mine: documents of the actor's own (preferences), none for visitors;
 * - publicHistory: the history of published listings, price events only while the listing's page shows its price.
 */
export type ReadRule = 'all' | 'none' | 'published' | 'publishedOrOwn' | 'ownProperty' | 'self' | 'ownersAndSelf' | 'mine' | 'publicHistory'
/** Writes: yes (allowed), no (refused), self (only the actor's own document). */
export type WriteRule = 'yes' | 'no' | 'self'
type Cell<T> = Record<Actor, T>

const staffOnly = <T>(staff: T, others: T): Cell<T> => ({ anonymous: others, ownerA: others, ownerB: others, editor: staff, admin: staff })
const adminOnly = <T>(admin: T, others: T): Cell<T> => ({ anonymous: others, ownerA: others, ownerB: others, editor: others, admin })
const everyone = <T>(value: T): Cell<T> => ({ anonymous: value, ownerA: value, ownerB: value, editor: value, admin: value })

export type CollectionRules = { read: Cell<ReadRule>; create: Cell<WriteRule>; update: Cell<WriteRule>; delete: Cell<WriteRule>; versions?: Cell<boolean> }

const content = (read: Cell<ReadRule>, versions = false): CollectionRules => ({
  read,
  create: staffOnly<WriteRule>('yes', 'no'),
  update: staffOnly<WriteRule>('yes', 'no'),
  delete: staffOnly<WriteRule>('yes', 'no'),
  ...(versions ? { versions: staffOnly(true, false) } : {}),
})
const staffData = content(staffOnly<ReadRule>('all', 'none'))
const serverOnly: CollectionRules = { read: everyone<ReadRule>('none'), create: everyone<WriteRule>('no'), update: everyone<WriteRule>('no'), delete: everyone<WriteRule>('no') }

export const COLLECTION_RULES: Record<string, CollectionRules> = {
  properties: content({ anonymous: 'published', ownerA: 'publishedOrOwn', ownerB: 'publishedOrOwn', editor: 'all', admin: 'all' }, true),
  projects: content(staffOnly<ReadRule>('all', 'published'), true),
  pages: content(staffOnly<ReadRule>('all', 'published'), true),
  cities: content(everyone<ReadRule>('all')),
  'property-types': content(everyone<ReadRule>('all')),
  menus: content(everyone<ReadRule>('all')),
  translations: content(everyone<ReadRule>('all')),
  'team-members': content(everyone<ReadRule>('all')),
  media: content(everyone<ReadRule>('all')),
  'form-submissions': content({ anonymous: 'none', ownerA: 'ownProperty', ownerB: 'ownProperty', editor: 'all', admin: 'all' }),
  'form-files': staffData,
  'appointment-slots': staffData,
  'search-alerts': staffData,
  'shortlist-alerts': staffData,
  'cost-rules': staffData,
  'application-rules': staffData,
  'alert-matches': staffData,
  'property-visits': {
    read: { anonymous: 'none', ownerA: 'ownProperty', ownerB: 'ownProperty', editor: 'all', admin: 'all' },
    create: everyone<WriteRule>('no'),
    update: everyone<WriteRule>('no'),
    delete: staffOnly<WriteRule>('yes', 'no'),
  },
  // Written by the listings' save hooks alone: nobody writes through the API, staff included.
  'listing-events': { ...serverOnly, read: staffOnly<ReadRule>('all', 'publicHistory') },
  // The CRM import log: staff read it; only the importer and the CRM jobs write it.
  'crm-log': { ...serverOnly, read: staffOnly<ReadRule>('all', 'none') },
  'visit-keys': serverOnly,
  'visit-salts': serverOnly,
  users: {
    read: { anonymous: 'none', ownerA: 'self', ownerB: 'self', editor: 'ownersAndSelf', admin: 'all' },
    create: adminOnly<WriteRule>('yes', 'no'),
    update: { anonymous: 'no', ownerA: 'self', ownerB: 'self', editor: 'self', admin: 'yes' },
    delete: adminOnly<WriteRule>('yes', 'no'),
  },
  'payload-locked-documents': staffData,
  // The admin's remembered choices (columns, open groups): each signed-in account keeps its own.
  'payload-preferences': {
    read: { anonymous: 'none', ownerA: 'mine', ownerB: 'mine', editor: 'mine', admin: 'mine' },
    create: { anonymous: 'no', ownerA: 'yes', ownerB: 'yes', editor: 'yes', admin: 'yes' },
    update: { anonymous: 'no', ownerA: 'self', ownerB: 'self', editor: 'self', admin: 'self' },
    delete: { anonymous: 'no', ownerA: 'self', ownerB: 'self', editor: 'self', admin: 'self' },
  },
  // Staff's saved list views: an owner, though signed in, neither reads nor makes one.
  'payload-query-presets': staffData,
  'payload-jobs': serverOnly,
  'payload-kv': serverOnly,
  'payload-migrations': { read: adminOnly<ReadRule>('all', 'none'), create: adminOnly<WriteRule>('yes', 'no'), update: adminOnly<WriteRule>('yes', 'no'), delete: adminOnly<WriteRule>('yes', 'no') },
}

export const GLOBAL_RULES: Record<string, { read: Cell<boolean>; update: Cell<boolean> }> = {
  header: { read: everyone(true), update: staffOnly(true, false) },
  footer: { read: everyone(true), update: staffOnly(true, false) },
  'site-settings': { read: everyone(true), update: adminOnly(true, false) },
  'payload-jobs-stats': { read: adminOnly(true, false), update: adminOnly(true, false) },
}

/**
 * Queries that filter, sort or count by a field visitors and owners may not see (a hidden price, a street,
 * an exact position, a listing's owner, what a visitor wrote about themselves), directly, through a relation
 * or through a join: refused (403) to everyone but staff, who get their answer. `project` has units.
 */
export const hiddenFieldQueries = ({ project, owner }: { project: number | string; owner: number | string }): string[] => [
  `/api/projects/${project}?depth=0&joins[units][where][price][equals]=300000`,
  `/api/projects/${project}?depth=0&joins[units][sort]=-price`,
  `/api/projects/${project}?depth=0&joins[units][sort]=-publishedAt,price`,
  `/api/projects/${project}?depth=0&joins[units][where][street][equals]=Kerkstraat`,
  `/api/projects/${project}?depth=0&joins[units][where][owner][equals]=${owner}`,
  `/api/projects/${project}?depth=0&joins[units][count]=true&joins[units][where][or][0][price][less_than]=200000`,
  `/api/projects?depth=0&where[units.price][greater_than]=0`,
  `/api/projects?depth=0&sort=-units.price`,
  `/api/properties?depth=0&where[latitude][greater_than]=50`,
  `/api/properties?depth=0&where[project.units.owner][equals]=${owner}`,
  `/api/listing-events?depth=0&where[property.price][greater_than]=0`,
  `/api/form-submissions?depth=0&where[property.street][exists]=true`,
  `/api/form-submissions?depth=0&where[email][like]=example`,
  `/api/team-members?depth=0&where[account][exists]=true`,
]
