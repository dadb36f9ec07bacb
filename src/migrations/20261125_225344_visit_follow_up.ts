import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { randomBytes } from 'node:crypto'

import { addVisitFollowUpTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`energy_certificate_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`electrical_date\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`electrical_result\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`agent_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`properties_agent_idx\` ON \`properties\` (\`agent_id\`);`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_energy_certificate_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_electrical_date\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_electrical_result\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_agent_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_agent_idx\` ON \`_properties_v\` (\`version_agent_id\`);`)
  await db.run(sql`ALTER TABLE \`projects\` ADD \`agent_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`projects_agent_idx\` ON \`projects\` (\`agent_id\`);`)
  await db.run(sql`ALTER TABLE \`_projects_v\` ADD \`version_agent_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_agent_idx\` ON \`_projects_v\` (\`version_agent_id\`);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`account_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`team_members_account_idx\` ON \`team_members\` (\`account_id\`);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_token\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_sequence\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_booked_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_impression\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_price\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_offer\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_remark\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_remark_approved\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`visit_feedback_answered_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_visit_visit_token_idx\` ON \`form_submissions\` (\`visit_token\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`desk_previous\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`desk_last\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`calendar_feed_token\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`calendar_new_feed_token\` integer DEFAULT false;`)

  // Every visit request gets the secret its links carry; the settings the staff calendar feed's. Written
  // here in SQL: a save through Payload would write columns later migrations add.
  for (const { id } of (await db.all<{ id: number }>(sql`SELECT id FROM form_submissions WHERE kind = 'contact-appointment' AND visit_token IS NULL`))) {
    await db.run(sql`UPDATE form_submissions SET visit_token = ${randomBytes(32).toString('base64url')} WHERE id = ${id}`)
  }
  await db.run(sql`UPDATE site_settings SET calendar_feed_token = ${randomBytes(32).toString('base64url')} WHERE calendar_feed_token IS NULL`)
  await addVisitFollowUpTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`goal\` text DEFAULT 'sale',
  	\`type_id\` integer,
  	\`marquee\` text DEFAULT 'none',
  	\`price\` numeric,
  	\`price_unit\` text DEFAULT 'total',
  	\`publish_price\` integer DEFAULT true,
  	\`availability\` text,
  	\`available_from\` text,
  	\`publish_address\` integer DEFAULT false,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`rooms_bedrooms\` numeric,
  	\`rooms_bathrooms\` numeric,
  	\`rooms_shower_rooms\` numeric,
  	\`rooms_toilets\` numeric,
  	\`rooms_garages\` numeric,
  	\`rooms_parkings\` numeric,
  	\`surfaces_living\` numeric,
  	\`surfaces_ground\` numeric,
  	\`surfaces_total\` numeric,
  	\`surfaces_constructed\` numeric,
  	\`surfaces_terrace\` numeric,
  	\`surfaces_garden\` numeric,
  	\`surfaces_office\` numeric,
  	\`building_construction_year\` numeric,
  	\`building_renovation_year\` numeric,
  	\`building_floors\` numeric,
  	\`building_floor\` numeric,
  	\`building_facades\` text,
  	\`comfort_heating\` text,
  	\`comfort_kitchen\` text,
  	\`comfort_roof\` text,
  	\`comfort_window_frames\` text,
  	\`comfort_glazing\` text,
  	\`comfort_orientation\` text,
  	\`has_terrace\` integer DEFAULT false,
  	\`has_attic\` integer DEFAULT false,
  	\`has_furnished\` integer DEFAULT false,
  	\`has_gas\` integer DEFAULT false,
  	\`has_water\` integer DEFAULT false,
  	\`has_lift\` integer DEFAULT false,
  	\`has_cellar\` integer DEFAULT false,
  	\`has_garden\` integer DEFAULT false,
  	\`has_garage\` integer DEFAULT false,
  	\`has_permit\` integer DEFAULT false,
  	\`has_summons\` integer DEFAULT false,
  	\`has_allotment_permit\` integer DEFAULT false,
  	\`has_preemptive_rights\` integer DEFAULT false,
  	\`energy_energy_performance\` numeric,
  	\`energy_epc_label_text\` text,
  	\`energy_energy_total\` numeric,
  	\`energy_co2_emission\` numeric,
  	\`energy_certificate_number\` text,
  	\`energy_certificate_expiry\` text,
  	\`energy_unique_code\` text,
  	\`flood_flood_zone\` text,
  	\`flood_p_score\` text,
  	\`flood_g_score\` text,
  	\`asbestos_certificate\` text,
  	\`asbestos_date\` text,
  	\`asbestos_reference\` text,
  	\`planning_zoning\` text,
  	\`financial_cadastral_income\` numeric,
  	\`financial_charges\` numeric,
  	\`financial_deposit_amount\` numeric,
  	\`financial_notary_fees\` numeric,
  	\`financial_registration_rights\` numeric,
  	\`financial_vat\` numeric,
  	\`life_annuity_enabled\` integer DEFAULT false,
  	\`life_annuity_bouquet\` numeric,
  	\`life_annuity_monthly_annuity\` numeric,
  	\`life_annuity_annuitant_ages\` text,
  	\`life_annuity_occupied\` integer DEFAULT true,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`reference\` text,
  	\`project_id\` integer,
  	\`owner_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "goal", "type_id", "marquee", "price", "price_unit", "publish_price", "availability", "available_from", "publish_address", "street", "house_number", "box_nr", "city_id", "latitude", "longitude", "rooms_bedrooms", "rooms_bathrooms", "rooms_shower_rooms", "rooms_toilets", "rooms_garages", "rooms_parkings", "surfaces_living", "surfaces_ground", "surfaces_total", "surfaces_constructed", "surfaces_terrace", "surfaces_garden", "surfaces_office", "building_construction_year", "building_renovation_year", "building_floors", "building_floor", "building_facades", "comfort_heating", "comfort_kitchen", "comfort_roof", "comfort_window_frames", "comfort_glazing", "comfort_orientation", "has_terrace", "has_attic", "has_furnished", "has_gas", "has_water", "has_lift", "has_cellar", "has_garden", "has_garage", "has_permit", "has_summons", "has_allotment_permit", "has_preemptive_rights", "energy_energy_performance", "energy_epc_label_text", "energy_energy_total", "energy_co2_emission", "energy_certificate_number", "energy_certificate_expiry", "energy_unique_code", "flood_flood_zone", "flood_p_score", "flood_g_score", "asbestos_certificate", "asbestos_date", "asbestos_reference", "planning_zoning", "financial_cadastral_income", "financial_charges", "financial_deposit_amount", "financial_notary_fees", "financial_registration_rights", "financial_vat", "life_annuity_enabled", "life_annuity_bouquet", "life_annuity_monthly_annuity", "life_annuity_annuitant_ages", "life_annuity_occupied", "video_url", "virtual_tour_url", "reference", "project_id", "owner_id", "published_at", "updated_at", "created_at", "_status") SELECT "id", "goal", "type_id", "marquee", "price", "price_unit", "publish_price", "availability", "available_from", "publish_address", "street", "house_number", "box_nr", "city_id", "latitude", "longitude", "rooms_bedrooms", "rooms_bathrooms", "rooms_shower_rooms", "rooms_toilets", "rooms_garages", "rooms_parkings", "surfaces_living", "surfaces_ground", "surfaces_total", "surfaces_constructed", "surfaces_terrace", "surfaces_garden", "surfaces_office", "building_construction_year", "building_renovation_year", "building_floors", "building_floor", "building_facades", "comfort_heating", "comfort_kitchen", "comfort_roof", "comfort_window_frames", "comfort_glazing", "comfort_orientation", "has_terrace", "has_attic", "has_furnished", "has_gas", "has_water", "has_lift", "has_cellar", "has_garden", "has_garage", "has_permit", "has_summons", "has_allotment_permit", "has_preemptive_rights", "energy_energy_performance", "energy_epc_label_text", "energy_energy_total", "energy_co2_emission", "energy_certificate_number", "energy_certificate_expiry", "energy_unique_code", "flood_flood_zone", "flood_p_score", "flood_g_score", "asbestos_certificate", "asbestos_date", "asbestos_reference", "planning_zoning", "financial_cadastral_income", "financial_charges", "financial_deposit_amount", "financial_notary_fees", "financial_registration_rights", "financial_vat", "life_annuity_enabled", "life_annuity_bouquet", "life_annuity_monthly_annuity", "life_annuity_annuitant_ages", "life_annuity_occupied", "video_url", "virtual_tour_url", "reference", "project_id", "owner_id", "published_at", "updated_at", "created_at", "_status" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_marquee_idx\` ON \`properties\` (\`marquee\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_rooms_rooms_bedrooms_idx\` ON \`properties\` (\`rooms_bedrooms\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_reference_idx\` ON \`properties\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_owner_idx\` ON \`properties\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_at_idx\` ON \`properties\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties__status_idx\` ON \`properties\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__properties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_goal\` text DEFAULT 'sale',
  	\`version_type_id\` integer,
  	\`version_marquee\` text DEFAULT 'none',
  	\`version_price\` numeric,
  	\`version_price_unit\` text DEFAULT 'total',
  	\`version_publish_price\` integer DEFAULT true,
  	\`version_availability\` text,
  	\`version_available_from\` text,
  	\`version_publish_address\` integer DEFAULT false,
  	\`version_street\` text,
  	\`version_house_number\` text,
  	\`version_box_nr\` text,
  	\`version_city_id\` integer,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_rooms_bedrooms\` numeric,
  	\`version_rooms_bathrooms\` numeric,
  	\`version_rooms_shower_rooms\` numeric,
  	\`version_rooms_toilets\` numeric,
  	\`version_rooms_garages\` numeric,
  	\`version_rooms_parkings\` numeric,
  	\`version_surfaces_living\` numeric,
  	\`version_surfaces_ground\` numeric,
  	\`version_surfaces_total\` numeric,
  	\`version_surfaces_constructed\` numeric,
  	\`version_surfaces_terrace\` numeric,
  	\`version_surfaces_garden\` numeric,
  	\`version_surfaces_office\` numeric,
  	\`version_building_construction_year\` numeric,
  	\`version_building_renovation_year\` numeric,
  	\`version_building_floors\` numeric,
  	\`version_building_floor\` numeric,
  	\`version_building_facades\` text,
  	\`version_comfort_heating\` text,
  	\`version_comfort_kitchen\` text,
  	\`version_comfort_roof\` text,
  	\`version_comfort_window_frames\` text,
  	\`version_comfort_glazing\` text,
  	\`version_comfort_orientation\` text,
  	\`version_has_terrace\` integer DEFAULT false,
  	\`version_has_attic\` integer DEFAULT false,
  	\`version_has_furnished\` integer DEFAULT false,
  	\`version_has_gas\` integer DEFAULT false,
  	\`version_has_water\` integer DEFAULT false,
  	\`version_has_lift\` integer DEFAULT false,
  	\`version_has_cellar\` integer DEFAULT false,
  	\`version_has_garden\` integer DEFAULT false,
  	\`version_has_garage\` integer DEFAULT false,
  	\`version_has_permit\` integer DEFAULT false,
  	\`version_has_summons\` integer DEFAULT false,
  	\`version_has_allotment_permit\` integer DEFAULT false,
  	\`version_has_preemptive_rights\` integer DEFAULT false,
  	\`version_energy_energy_performance\` numeric,
  	\`version_energy_epc_label_text\` text,
  	\`version_energy_energy_total\` numeric,
  	\`version_energy_co2_emission\` numeric,
  	\`version_energy_certificate_number\` text,
  	\`version_energy_certificate_expiry\` text,
  	\`version_energy_unique_code\` text,
  	\`version_flood_flood_zone\` text,
  	\`version_flood_p_score\` text,
  	\`version_flood_g_score\` text,
  	\`version_asbestos_certificate\` text,
  	\`version_asbestos_date\` text,
  	\`version_asbestos_reference\` text,
  	\`version_planning_zoning\` text,
  	\`version_financial_cadastral_income\` numeric,
  	\`version_financial_charges\` numeric,
  	\`version_financial_deposit_amount\` numeric,
  	\`version_financial_notary_fees\` numeric,
  	\`version_financial_registration_rights\` numeric,
  	\`version_financial_vat\` numeric,
  	\`version_life_annuity_enabled\` integer DEFAULT false,
  	\`version_life_annuity_bouquet\` numeric,
  	\`version_life_annuity_monthly_annuity\` numeric,
  	\`version_life_annuity_annuitant_ages\` text,
  	\`version_life_annuity_occupied\` integer DEFAULT true,
  	\`version_video_url\` text,
  	\`version_virtual_tour_url\` text,
  	\`version_reference\` text,
  	\`version_project_id\` integer,
  	\`version_owner_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__properties_v\`("id", "parent_id", "version_goal", "version_type_id", "version_marquee", "version_price", "version_price_unit", "version_publish_price", "version_availability", "version_available_from", "version_publish_address", "version_street", "version_house_number", "version_box_nr", "version_city_id", "version_latitude", "version_longitude", "version_rooms_bedrooms", "version_rooms_bathrooms", "version_rooms_shower_rooms", "version_rooms_toilets", "version_rooms_garages", "version_rooms_parkings", "version_surfaces_living", "version_surfaces_ground", "version_surfaces_total", "version_surfaces_constructed", "version_surfaces_terrace", "version_surfaces_garden", "version_surfaces_office", "version_building_construction_year", "version_building_renovation_year", "version_building_floors", "version_building_floor", "version_building_facades", "version_comfort_heating", "version_comfort_kitchen", "version_comfort_roof", "version_comfort_window_frames", "version_comfort_glazing", "version_comfort_orientation", "version_has_terrace", "version_has_attic", "version_has_furnished", "version_has_gas", "version_has_water", "version_has_lift", "version_has_cellar", "version_has_garden", "version_has_garage", "version_has_permit", "version_has_summons", "version_has_allotment_permit", "version_has_preemptive_rights", "version_energy_energy_performance", "version_energy_epc_label_text", "version_energy_energy_total", "version_energy_co2_emission", "version_energy_certificate_number", "version_energy_certificate_expiry", "version_energy_unique_code", "version_flood_flood_zone", "version_flood_p_score", "version_flood_g_score", "version_asbestos_certificate", "version_asbestos_date", "version_asbestos_reference", "version_planning_zoning", "version_financial_cadastral_income", "version_financial_charges", "version_financial_deposit_amount", "version_financial_notary_fees", "version_financial_registration_rights", "version_financial_vat", "version_life_annuity_enabled", "version_life_annuity_bouquet", "version_life_annuity_monthly_annuity", "version_life_annuity_annuitant_ages", "version_life_annuity_occupied", "version_video_url", "version_virtual_tour_url", "version_reference", "version_project_id", "version_owner_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_goal", "version_type_id", "version_marquee", "version_price", "version_price_unit", "version_publish_price", "version_availability", "version_available_from", "version_publish_address", "version_street", "version_house_number", "version_box_nr", "version_city_id", "version_latitude", "version_longitude", "version_rooms_bedrooms", "version_rooms_bathrooms", "version_rooms_shower_rooms", "version_rooms_toilets", "version_rooms_garages", "version_rooms_parkings", "version_surfaces_living", "version_surfaces_ground", "version_surfaces_total", "version_surfaces_constructed", "version_surfaces_terrace", "version_surfaces_garden", "version_surfaces_office", "version_building_construction_year", "version_building_renovation_year", "version_building_floors", "version_building_floor", "version_building_facades", "version_comfort_heating", "version_comfort_kitchen", "version_comfort_roof", "version_comfort_window_frames", "version_comfort_glazing", "version_comfort_orientation", "version_has_terrace", "version_has_attic", "version_has_furnished", "version_has_gas", "version_has_water", "version_has_lift", "version_has_cellar", "version_has_garden", "version_has_garage", "version_has_permit", "version_has_summons", "version_has_allotment_permit", "version_has_preemptive_rights", "version_energy_energy_performance", "version_energy_epc_label_text", "version_energy_energy_total", "version_energy_co2_emission", "version_energy_certificate_number", "version_energy_certificate_expiry", "version_energy_unique_code", "version_flood_flood_zone", "version_flood_p_score", "version_flood_g_score", "version_asbestos_certificate", "version_asbestos_date", "version_asbestos_reference", "version_planning_zoning", "version_financial_cadastral_income", "version_financial_charges", "version_financial_deposit_amount", "version_financial_notary_fees", "version_financial_registration_rights", "version_financial_vat", "version_life_annuity_enabled", "version_life_annuity_bouquet", "version_life_annuity_monthly_annuity", "version_life_annuity_annuitant_ages", "version_life_annuity_occupied", "version_video_url", "version_virtual_tour_url", "version_reference", "version_project_id", "version_owner_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_properties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__properties_v\` RENAME TO \`_properties_v\`;`)
  await db.run(sql`CREATE INDEX \`_properties_v_parent_idx\` ON \`_properties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_goal_idx\` ON \`_properties_v\` (\`version_goal\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_type_idx\` ON \`_properties_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_marquee_idx\` ON \`_properties_v\` (\`version_marquee\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_price_idx\` ON \`_properties_v\` (\`version_price\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_city_idx\` ON \`_properties_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_rooms_version_rooms_bedrooms_idx\` ON \`_properties_v\` (\`version_rooms_bedrooms\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_reference_idx\` ON \`_properties_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_project_idx\` ON \`_properties_v\` (\`version_project_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_owner_idx\` ON \`_properties_v\` (\`version_owner_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_published_at_idx\` ON \`_properties_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_updated_at_idx\` ON \`_properties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_created_at_idx\` ON \`_properties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version__status_idx\` ON \`_properties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_created_at_idx\` ON \`_properties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_updated_at_idx\` ON \`_properties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_snapshot_idx\` ON \`_properties_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_published_locale_idx\` ON \`_properties_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_latest_idx\` ON \`_properties_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'selling',
  	\`developer\` text,
  	\`external_link\` text,
  	\`public_address\` integer DEFAULT false,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`city_id\` integer,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`video_url\` text,
  	\`virtual_tour_url\` text,
  	\`reference\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_projects\`("id", "status", "developer", "external_link", "public_address", "street", "house_number", "box_nr", "city_id", "latitude", "longitude", "video_url", "virtual_tour_url", "reference", "published_at", "updated_at", "created_at", "_status") SELECT "id", "status", "developer", "external_link", "public_address", "street", "house_number", "box_nr", "city_id", "latitude", "longitude", "video_url", "virtual_tour_url", "reference", "published_at", "updated_at", "created_at", "_status" FROM \`projects\`;`)
  await db.run(sql`DROP TABLE \`projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_projects\` RENAME TO \`projects\`;`)
  await db.run(sql`CREATE INDEX \`projects_city_idx\` ON \`projects\` (\`city_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_reference_idx\` ON \`projects\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`projects_published_at_idx\` ON \`projects\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_updated_at_idx\` ON \`projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`projects_created_at_idx\` ON \`projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`projects__status_idx\` ON \`projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_status\` text DEFAULT 'selling',
  	\`version_developer\` text,
  	\`version_external_link\` text,
  	\`version_public_address\` integer DEFAULT false,
  	\`version_street\` text,
  	\`version_house_number\` text,
  	\`version_box_nr\` text,
  	\`version_city_id\` integer,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_video_url\` text,
  	\`version_virtual_tour_url\` text,
  	\`version_reference\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__projects_v\`("id", "parent_id", "version_status", "version_developer", "version_external_link", "version_public_address", "version_street", "version_house_number", "version_box_nr", "version_city_id", "version_latitude", "version_longitude", "version_video_url", "version_virtual_tour_url", "version_reference", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_status", "version_developer", "version_external_link", "version_public_address", "version_street", "version_house_number", "version_box_nr", "version_city_id", "version_latitude", "version_longitude", "version_video_url", "version_virtual_tour_url", "version_reference", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_projects_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__projects_v\` RENAME TO \`_projects_v\`;`)
  await db.run(sql`CREATE INDEX \`_projects_v_parent_idx\` ON \`_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_city_idx\` ON \`_projects_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_reference_idx\` ON \`_projects_v\` (\`version_reference\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_published_at_idx\` ON \`_projects_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_updated_at_idx\` ON \`_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version_created_at_idx\` ON \`_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_version__status_idx\` ON \`_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_created_at_idx\` ON \`_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_updated_at_idx\` ON \`_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_snapshot_idx\` ON \`_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_published_locale_idx\` ON \`_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_latest_idx\` ON \`_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`photo_id\` integer,
  	\`sort\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team_members\`("id", "name", "category", "email", "phone", "photo_id", "sort", "updated_at", "created_at") SELECT "id", "name", "category", "email", "phone", "photo_id", "sort", "updated_at", "created_at" FROM \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_photo_idx\` ON \`team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`form_submissions_visit_visit_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_token\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_sequence\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_booked_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_reminder_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_impression\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_price\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_offer\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_remark\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_remark_approved\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`visit_feedback_answered_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`desk_previous\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`desk_last\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`calendar_feed_token\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`calendar_new_feed_token\`;`)
}
