import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { databaseIn, sql } from '../lib/payload/database'
import { shownPriceSql } from '../lib/search/engine'

/**
 * The search index written again under the rule of a shown price (shownPrice in
 * src/lib/domain/priceDisplay.ts): rows written before kept the price of a sold or rented listing, or a
 * price of 0, which the page does not show, so a price range matched it and a price sort put it among
 * the others. Data only: the index table keeps its columns, its price is NULL for these rows now.
 * The prices are written again in SQL rather than by the index's code, which writes columns added after.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  // Through the migration's transaction, as the other search migrations write.
  const db = await databaseIn(payload, req)
  await db.run(sql`UPDATE property_search SET price = (SELECT ${shownPriceSql(sql`CAST(p.price AS integer)`)} FROM properties p WHERE p.id = property_search.id)`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the schema is as it was, and older code writes its own rows at the next save or seed.
}
