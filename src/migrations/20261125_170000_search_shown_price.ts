import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { refreshSearchIndex } from '../lib/search'

/**
 * The search index written again under the rule of a shown price (shownPrice in
 * src/lib/domain/priceDisplay.ts): rows written before kept the price of a sold or rented listing, or a
 * price of 0, which the page does not show, so a price range matched it and a price sort put it among
 * the others. Data only: the index table keeps its columns, its price is NULL for these rows now.
 */
export async function up({ payload }: MigrateUpArgs): Promise<void> {
  await refreshSearchIndex(payload, 'all')
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: the schema is as it was, and older code writes its own rows at the next save or seed.
}
