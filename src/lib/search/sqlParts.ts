/**
 * The SQL pieces the index's statements share on both databases (engine.ts, sqlite.ts, postgres.ts):
 * the snapshot's columns, the sort orders, and the values written from a properties row `p`.
 */
import { type SQL, sql } from '@/lib/payload/database'
import { MARQUEE_PRICE_IGNORE_LIST } from '@/lib/domain/marquee'
import { ROOM_KINDS } from '@/lib/domain/rooms'
import type { SearchSort } from '@/lib/domain/searchQuery'

export const join = (parts: SQL[], separator: string): SQL => sql.join(parts, sql.raw(separator))
export const list = (values: readonly number[]): SQL => join(values.map((v) => sql`${v}`), ', ')

/**
 * The columns of the snapshot, in the order IndexSql.rows writes them: numbers (-1 stands for none: a list
 * of numbers has no null), then the publication date (ISO text, or '': no comma in either).
 */
export const SNAPSHOT_FIELDS = [
  'id',
  "CASE WHEN goal = 'rent' THEN 1 ELSE 0 END",
  'city_id',
  'web_id',
  'coalesce(price, -1)',
  ...ROOM_KINDS,
  'coalesce(living, -1)',
  'coalesce(plot, -1)',
  'epc',
  'features',
  'published_at',
]

/**
 * The sort orders, read through the index of each. The price per m² divides the shown price by the
 * living area in the database's double precision, as JavaScript divides (the reference's order).
 * snapshotPatch.ts puts a changed row in its place by the same rules (COMPARE): change both together.
 */
export const ORDERS: Record<SearchSort, SQL> = {
  newest: sql`published_at DESC, id DESC`,
  'price-asc': sql`(price IS NULL), price, id DESC`,
  'price-desc': sql`(price IS NULL), price DESC, id DESC`,
  'price-m2-asc': sql`(price IS NULL OR living IS NULL), price / living, id DESC`,
  'living-desc': sql`(living IS NULL), living DESC, id DESC`,
}

/**
 * The living and plot areas of a properties row `p` as the index keeps them (`real`: the database's
 * double-precision type): the area when above 0, NULL otherwise (lib/domain/areas' listingArea).
 */
export const areaValues = (real: string): SQL =>
  sql.raw(['surfaces_living', 'surfaces_ground'].map((column) => `CASE WHEN p.${column} > 0 THEN CAST(p.${column} AS ${real}) END`).join(', '))

/**
 * shownPrice (lib/domain/priceDisplay) in SQL, over a properties row `p`: `amount` (the price as the
 * database stores the index's whole euros) when the listing's page shows its price, NULL otherwise, so
 * a price the page does not show never matches a range and sorts last. SQL cannot call the function, so
 * this is built from the same ignore list, and tests/int/search.int.spec.ts holds the two together for
 * every marquee, flag and amount on both databases. The marquee is compared as text: an enum on PostgreSQL.
 */
export const shownPriceSql = (amount: SQL): SQL => {
  const marquees = join(MARQUEE_PRICE_IGNORE_LIST.map((marquee) => sql`${marquee}`), ', ')
  const notIgnored = MARQUEE_PRICE_IGNORE_LIST.length ? sql` AND coalesce(CAST(p.marquee AS text), '') NOT IN (${marquees})` : sql``
  return sql`CASE WHEN p.publish_price AND p.price > 0${notIgnored} THEN ${amount} END`
}

/** The source column of each room count in the properties table. */
export const ROOM_SOURCES: Record<(typeof ROOM_KINDS)[number], string> = {
  bedrooms: 'rooms_bedrooms',
  bathrooms: 'rooms_bathrooms',
  showerrooms: 'rooms_shower_rooms',
  toilets: 'rooms_toilets',
  garages: 'rooms_garages',
}
export const roomColumns = sql.raw(ROOM_KINDS.join(', '))
export const roomValues = sql.raw(ROOM_KINDS.map((kind) => `CAST(coalesce(p.${ROOM_SOURCES[kind]}, 0) AS integer)`).join(', '))
