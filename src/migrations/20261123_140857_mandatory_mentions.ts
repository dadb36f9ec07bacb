import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The publishing gate of Belgium's mandatory mentions: property types say whether they are buildings
 * that need an EPC (`needs_epc`, on by default), and the site settings get the energy price used for
 * the yearly energy-cost estimate. Plots (WebID 4) and parkings (WebID 9), SPEC.md section 3's fixed
 * numbers, need no EPC.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_types\` ADD \`needs_epc\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`energy_price_per_kwh\` numeric DEFAULT 0.15;`)
  await db.run(sql`UPDATE \`property_types\` SET \`needs_epc\` = 0 WHERE \`web_i_d\` IN (4, 9);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_types\` DROP COLUMN \`needs_epc\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`energy_price_per_kwh\`;`)
}
