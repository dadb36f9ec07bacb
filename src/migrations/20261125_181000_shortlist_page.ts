import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { addShortlistPage } from '../../seed/steps/shortlistPage'

/**
 * The shortlist page (/nl/favorieten/, /fr/favoris/, /en/favourites/) and its UI texts, for a site seeded
 * before it existed. Data only: SQLite keeps a page's key as text, so the new key needs no schema change.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await addShortlistPage(payload, req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  // The page goes (its texts stay: harmless, and staff may have edited them).
  await payload.delete({ collection: 'pages', where: { key: { equals: 'shortlist' } }, overrideAccess: true, context: { disableRevalidate: true }, req })
}
