import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { addFloorPlanTexts } from '../../seed/steps/missingTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_order_idx\` ON \`properties_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_parent_id_idx\` ON \`properties_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_floor_plans_file_idx\` ON \`properties_floor_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_floor_plans_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_floor_plans_locales_locale_parent_id_unique\` ON \`properties_floor_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_order_idx\` ON \`_properties_v_version_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_parent_id_idx\` ON \`_properties_v_version_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_floor_plans_file_idx\` ON \`_properties_v_version_floor_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_floor_plans_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v_version_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_version_floor_plans_locales_locale_parent_id_u\` ON \`_properties_v_version_floor_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`projects_floor_plans_order_idx\` ON \`projects_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`projects_floor_plans_parent_id_idx\` ON \`projects_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`projects_floor_plans_file_idx\` ON \`projects_floor_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`projects_floor_plans_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`projects_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`projects_floor_plans_locales_locale_parent_id_unique\` ON \`projects_floor_plans_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_floor_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_projects_v_version_floor_plans_order_idx\` ON \`_projects_v_version_floor_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_floor_plans_parent_id_idx\` ON \`_projects_v_version_floor_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_projects_v_version_floor_plans_file_idx\` ON \`_projects_v_version_floor_plans\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_projects_v_version_floor_plans_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_projects_v_version_floor_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_projects_v_version_floor_plans_locales_locale_parent_id_uni\` ON \`_projects_v_version_floor_plans_locales\` (\`_locale\`,\`_parent_id\`);`)

  // The plans' UI texts, for a site whose dictionary was seeded before them.
  await addFloorPlanTexts(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`properties_floor_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_floor_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`projects_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`projects_floor_plans_locales\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_floor_plans\`;`)
  await db.run(sql`DROP TABLE \`_projects_v_version_floor_plans_locales\`;`)
}
