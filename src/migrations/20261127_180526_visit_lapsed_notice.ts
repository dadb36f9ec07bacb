import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { VISIT_TEXTS_20261127 } from '../migrations-data/visitTexts20261127'

/**
 * A visit request whose time passed while nobody had confirmed it: when the agency was told (once). And
 * the texts of that notice and of a visit cancelled by staff, for a site seeded before them, in plain SQL
 * of this date (a new database gets them from the seed, which runs after the migrations).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_lapsed_notice_at\` text;`)
  for (const [key, values] of VISIT_TEXTS_20261127) {
    await db.run(sql`INSERT INTO translations (key) SELECT ${key} WHERE EXISTS (SELECT 1 FROM translations) AND NOT EXISTS (SELECT 1 FROM translations WHERE key = ${key})`)
    for (const [locale, value] of Object.entries(values)) {
      await db.run(sql`INSERT INTO translations_locales (value, _locale, _parent_id) SELECT ${value}, ${locale}, t.id FROM translations t
        WHERE t.key = ${key} AND NOT EXISTS (SELECT 1 FROM translations_locales l WHERE l._parent_id = t.id AND l._locale = ${locale})`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_lapsed_notice_at\`;`)
}
