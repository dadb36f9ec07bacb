import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index written again under the rule of a shown price (shownPrice in
 * src/lib/domain/priceDisplay.ts): rows written before kept the price of a sold or rented listing, or a
 * price of 0, which the page does not show, so a price range matched it and a price sort put it among
 * the others. Data only: the index table keeps its columns, its price is NULL for these rows now.
 * The prices are written again in SQL rather than by the index's code, which writes columns added after.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // The rule as it stood (plain SQL of this date): published, above 0, not sold or rented.
  await db.execute(sql`UPDATE property_search SET price = (SELECT CASE WHEN p.publish_price AND p.price > 0 AND coalesce(CAST(p.marquee AS text), '') NOT IN ('sold', 'rented') THEN trunc(p.price)::bigint END FROM properties p WHERE p.id = property_search.id)`)
  // Every instance loads its search snapshot again.
  await db.execute(sql`UPDATE property_search_state SET version = version + 1`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the schema is as it was, and older code writes its own rows at the next save or seed.
}
