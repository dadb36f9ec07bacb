import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * What a property type is bought as, for the cost panel's duties (collections/PropertyTypes.ts costUse), and
 * each region's rule for building land (collections/CostRules.ts). The nine types by their WebIDs (SPEC.md):
 * a plot (4) is building land; commercial (6), industrial (7), offices (8) and garages or parkings (9) are no
 * home; the rest are homes. Building land may be the only own home where the law says so: Wallonia's 3%
 * covers it, Brussels exempts its first €100,000 up to a €300,000 price, Luxembourg's credit covers it;
 * Flanders' 2% is for a dwelling. Plain SQL of this date; staff may correct any of it afterwards.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_types\` ADD \`cost_use\` text DEFAULT 'home';`)
  await db.run(sql`ALTER TABLE \`cost_rules\` ADD \`duties_land_own_home\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`cost_rules\` ADD \`duties_land_abatement\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`cost_rules\` ADD \`duties_land_abatement_price_cap\` numeric;`)
  await db.run(sql`UPDATE property_types SET cost_use = 'land' WHERE web_i_d = 4`)
  await db.run(sql`UPDATE property_types SET cost_use = 'other' WHERE web_i_d IN (6, 7, 8, 9)`)
  await db.run(sql`UPDATE cost_rules SET duties_land_own_home = 1 WHERE scope IN ('wallonia', 'brussels', 'luxembourg')`)
  await db.run(sql`UPDATE cost_rules SET duties_land_abatement = 100000, duties_land_abatement_price_cap = 300000 WHERE scope = 'brussels' AND valid_from >= '2023-04-01'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`property_types\` DROP COLUMN \`cost_use\`;`)
  await db.run(sql`ALTER TABLE \`cost_rules\` DROP COLUMN \`duties_land_own_home\`;`)
  await db.run(sql`ALTER TABLE \`cost_rules\` DROP COLUMN \`duties_land_abatement\`;`)
  await db.run(sql`ALTER TABLE \`cost_rules\` DROP COLUMN \`duties_land_abatement_price_cap\`;`)
}
