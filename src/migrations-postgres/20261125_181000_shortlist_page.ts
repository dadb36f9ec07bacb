import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { addShortlistPage } from '../../seed/steps/shortlistPage'

type Pool = { query: (text: string) => Promise<unknown> }

/**
 * The shortlist page (/nl/favorieten/, /fr/favoris/, /en/favourites/) and its UI texts, for a site seeded
 * before it existed, after the page key 'shortlist' joins the two enums of a page's key. PostgreSQL
 * refuses an enum value in the transaction that added it, so the values are added on a connection of
 * their own, committed at once, before this migration's transaction writes the page. IF NOT EXISTS: a
 * schema migration generated from the config after the key joined it adds them as well, and may run first.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const pool = (payload.db as unknown as { pool: Pool }).pool
  await pool.query(`ALTER TYPE "public"."enum_pages_key" ADD VALUE IF NOT EXISTS 'shortlist'`)
  await pool.query(`ALTER TYPE "public"."enum__pages_v_version_key" ADD VALUE IF NOT EXISTS 'shortlist'`)
  await addShortlistPage(payload, req)
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  // The page goes; the enum values stay (PostgreSQL cannot drop one, and an unused value is harmless).
  await payload.delete({ collection: 'pages', where: { key: { equals: 'shortlist' } }, overrideAccess: true, context: { disableRevalidate: true }, req })
}
