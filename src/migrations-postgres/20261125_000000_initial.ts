import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_properties_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_properties_marquee" AS ENUM('none', 'new', 'priceDrop', 'option', 'underOffer', 'sold', 'rented');
  CREATE TYPE "public"."enum_properties_price_unit" AS ENUM('total', 'month', 'from', 'm2', 'year');
  CREATE TYPE "public"."enum_properties_availability" AS ENUM('immediately', 'atDeed', 'byArrangement', 'fromDate');
  CREATE TYPE "public"."enum_properties_building_facades" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_properties_comfort_heating" AS ENUM('gas', 'oil', 'electric', 'heatPump', 'pellets', 'wood', 'district', 'none');
  CREATE TYPE "public"."enum_properties_comfort_kitchen" AS ENUM('none', 'semiEquipped', 'equipped', 'hyperEquipped');
  CREATE TYPE "public"."enum_properties_comfort_roof" AS ENUM('pitched', 'flat', 'mansard', 'other');
  CREATE TYPE "public"."enum_properties_comfort_window_frames" AS ENUM('wood', 'pvc', 'aluminium', 'steel');
  CREATE TYPE "public"."enum_properties_comfort_glazing" AS ENUM('single', 'double', 'triple');
  CREATE TYPE "public"."enum_properties_comfort_orientation" AS ENUM('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW');
  CREATE TYPE "public"."enum_properties_flood_flood_zone" AS ENUM('none', 'possible', 'effective', 'riparian');
  CREATE TYPE "public"."enum_properties_flood_p_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_flood_g_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_asbestos_certificate" AS ENUM('notRequired', 'asbestosSafe', 'notAsbestosSafe', 'asbestosPresent', 'pending');
  CREATE TYPE "public"."enum_properties_planning_zoning" AS ENUM('residential', 'residentialRural', 'residentialPark', 'residentialExtension', 'agricultural', 'industrial', 'recreation', 'nature', 'other');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_version_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__properties_v_version_marquee" AS ENUM('none', 'new', 'priceDrop', 'option', 'underOffer', 'sold', 'rented');
  CREATE TYPE "public"."enum__properties_v_version_price_unit" AS ENUM('total', 'month', 'from', 'm2', 'year');
  CREATE TYPE "public"."enum__properties_v_version_availability" AS ENUM('immediately', 'atDeed', 'byArrangement', 'fromDate');
  CREATE TYPE "public"."enum__properties_v_version_building_facades" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__properties_v_version_comfort_heating" AS ENUM('gas', 'oil', 'electric', 'heatPump', 'pellets', 'wood', 'district', 'none');
  CREATE TYPE "public"."enum__properties_v_version_comfort_kitchen" AS ENUM('none', 'semiEquipped', 'equipped', 'hyperEquipped');
  CREATE TYPE "public"."enum__properties_v_version_comfort_roof" AS ENUM('pitched', 'flat', 'mansard', 'other');
  CREATE TYPE "public"."enum__properties_v_version_comfort_window_frames" AS ENUM('wood', 'pvc', 'aluminium', 'steel');
  CREATE TYPE "public"."enum__properties_v_version_comfort_glazing" AS ENUM('single', 'double', 'triple');
  CREATE TYPE "public"."enum__properties_v_version_comfort_orientation" AS ENUM('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW');
  CREATE TYPE "public"."enum__properties_v_version_flood_flood_zone" AS ENUM('none', 'possible', 'effective', 'riparian');
  CREATE TYPE "public"."enum__properties_v_version_flood_p_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_flood_g_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum__properties_v_version_asbestos_certificate" AS ENUM('notRequired', 'asbestosSafe', 'notAsbestosSafe', 'asbestosPresent', 'pending');
  CREATE TYPE "public"."enum__properties_v_version_planning_zoning" AS ENUM('residential', 'residentialRural', 'residentialPark', 'residentialExtension', 'agricultural', 'industrial', 'recreation', 'nature', 'other');
  CREATE TYPE "public"."enum__properties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_projects_sales_status" AS ENUM('comingSoon', 'selling', 'soldOut');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_cities_country" AS ENUM('BE', 'LU');
  CREATE TYPE "public"."enum_cities_region" AS ENUM('flanders', 'brussels', 'wallonia', 'luxembourg');
  CREATE TYPE "public"."enum_pages_blocks_article_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_article_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_article_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_property_list_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_property_list_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_property_list_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_pages_blocks_property_list_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_stats_view_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_stats_view_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_stats_view_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_category_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_category_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_category_category" AS ENUM('all', 'management', 'sales', 'rentals', 'administration');
  CREATE TYPE "public"."enum_pages_blocks_category_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum_pages_blocks_contact_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_contact_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  CREATE TYPE "public"."enum_pages_blocks_contact_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum_pages_key" AS ENUM('home', 'for-sale', 'for-rent', 'projects', 'office', 'demand-register', 'contact', 'free-valuation', 'thank-you', 'login', 'owner', 'privacy-statement', 'cookie-policy', 'disclaimer');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_article_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_article_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_article_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_property_list_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_property_list_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_property_list_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__pages_v_blocks_property_list_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_view_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_view_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_view_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_category_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_category_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_category_category" AS ENUM('all', 'management', 'sales', 'rentals', 'administration');
  CREATE TYPE "public"."enum__pages_v_blocks_category_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_title_size" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_status" AS ENUM('published', 'hidden');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_background_type" AS ENUM('image', 'color', 'gallery');
  CREATE TYPE "public"."enum__pages_v_version_key" AS ENUM('home', 'for-sale', 'for-rent', 'projects', 'office', 'demand-register', 'contact', 'free-valuation', 'thank-you', 'login', 'owner', 'privacy-statement', 'cookie-policy', 'disclaimer');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_menus_items_children_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_menus_items_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_team_members_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_team_members_category" AS ENUM('management', 'sales', 'rentals', 'administration');
  CREATE TYPE "public"."enum_form_submissions_kind" AS ENUM('contact-me', 'contact-appointment', 'contact-construction', 'documents-request', 'send-to-friend', 'demand-register', 'contact-demand', 'sign-newsletter', 'site-contact', 'rent-application', 'purchase-offer', 'search-alert');
  CREATE TYPE "public"."enum_form_submissions_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('new', 'handled', 'spam');
  CREATE TYPE "public"."enum_form_submissions_appointment_status" AS ENUM('requested', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_search_alerts_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_search_alerts_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_search_alerts_frequency" AS ENUM('instant', 'daily');
  CREATE TYPE "public"."enum_search_alerts_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_alert_matches_reason" AS ENUM('published', 'priceDrop');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'owner');
  CREATE TYPE "public"."enum_users_preferred_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'sendAlertDigests', 'sendOwnerDigests');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'matchAlerts', 'sendAlertDigests', 'sendOwnerDigests');
  CREATE TYPE "public"."enum_header_top_bar_links_icon" AS ENUM('phone', 'mail', 'user', 'home', 'search', 'calculator', 'facebook', 'instagram', 'linkedin', 'youtube', 'none');
  CREATE TYPE "public"."enum_header_top_bar_links_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_header_banner_type" AS ENUM('image', 'gallery', 'video');
  CREATE TYPE "public"."enum_site_settings_languages_enabled" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_languages_default_locale" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TABLE "properties_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "properties_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"goal" "enum_properties_goal" DEFAULT 'sale',
  	"type_id" integer,
  	"marquee" "enum_properties_marquee" DEFAULT 'none',
  	"price" numeric,
  	"price_unit" "enum_properties_price_unit" DEFAULT 'total',
  	"publish_price" boolean DEFAULT true,
  	"availability" "enum_properties_availability",
  	"available_from" timestamp(3) with time zone,
  	"publish_address" boolean DEFAULT false,
  	"street" varchar,
  	"house_number" varchar,
  	"box_nr" varchar,
  	"city_id" integer,
  	"latitude" numeric,
  	"longitude" numeric,
  	"rooms_bedrooms" numeric,
  	"rooms_bathrooms" numeric,
  	"rooms_shower_rooms" numeric,
  	"rooms_toilets" numeric,
  	"rooms_garages" numeric,
  	"rooms_parkings" numeric,
  	"surfaces_living" numeric,
  	"surfaces_ground" numeric,
  	"surfaces_total" numeric,
  	"surfaces_constructed" numeric,
  	"surfaces_terrace" numeric,
  	"surfaces_garden" numeric,
  	"surfaces_office" numeric,
  	"building_construction_year" numeric,
  	"building_renovation_year" numeric,
  	"building_floors" numeric,
  	"building_floor" numeric,
  	"building_facades" "enum_properties_building_facades",
  	"comfort_heating" "enum_properties_comfort_heating",
  	"comfort_kitchen" "enum_properties_comfort_kitchen",
  	"comfort_roof" "enum_properties_comfort_roof",
  	"comfort_window_frames" "enum_properties_comfort_window_frames",
  	"comfort_glazing" "enum_properties_comfort_glazing",
  	"comfort_orientation" "enum_properties_comfort_orientation",
  	"has_terrace" boolean DEFAULT false,
  	"has_attic" boolean DEFAULT false,
  	"has_furnished" boolean DEFAULT false,
  	"has_gas" boolean DEFAULT false,
  	"has_water" boolean DEFAULT false,
  	"has_lift" boolean DEFAULT false,
  	"has_cellar" boolean DEFAULT false,
  	"has_garden" boolean DEFAULT false,
  	"has_garage" boolean DEFAULT false,
  	"has_permit" boolean DEFAULT false,
  	"has_summons" boolean DEFAULT false,
  	"has_allotment_permit" boolean DEFAULT false,
  	"has_preemptive_rights" boolean DEFAULT false,
  	"energy_energy_performance" numeric,
  	"energy_epc_label_text" varchar,
  	"energy_energy_total" numeric,
  	"energy_co2_emission" numeric,
  	"energy_certificate_number" varchar,
  	"energy_certificate_expiry" timestamp(3) with time zone,
  	"energy_unique_code" varchar,
  	"flood_flood_zone" "enum_properties_flood_flood_zone",
  	"flood_p_score" "enum_properties_flood_p_score",
  	"flood_g_score" "enum_properties_flood_g_score",
  	"asbestos_certificate" "enum_properties_asbestos_certificate",
  	"asbestos_date" timestamp(3) with time zone,
  	"asbestos_reference" varchar,
  	"planning_zoning" "enum_properties_planning_zoning",
  	"financial_cadastral_income" numeric,
  	"financial_charges" numeric,
  	"financial_deposit_amount" numeric,
  	"financial_notary_fees" numeric,
  	"financial_registration_rights" numeric,
  	"financial_vat" numeric,
  	"life_annuity_enabled" boolean DEFAULT false,
  	"life_annuity_bouquet" numeric,
  	"life_annuity_monthly_annuity" numeric,
  	"life_annuity_annuitant_ages" varchar,
  	"life_annuity_occupied" boolean DEFAULT true,
  	"video_url" varchar,
  	"virtual_tour_url" varchar,
  	"reference" varchar,
  	"project_id" integer,
  	"owner_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_properties_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "properties_locales" (
  	"name" varchar,
  	"marquee_name" varchar,
  	"description" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_properties_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_goal" "enum__properties_v_version_goal" DEFAULT 'sale',
  	"version_type_id" integer,
  	"version_marquee" "enum__properties_v_version_marquee" DEFAULT 'none',
  	"version_price" numeric,
  	"version_price_unit" "enum__properties_v_version_price_unit" DEFAULT 'total',
  	"version_publish_price" boolean DEFAULT true,
  	"version_availability" "enum__properties_v_version_availability",
  	"version_available_from" timestamp(3) with time zone,
  	"version_publish_address" boolean DEFAULT false,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_nr" varchar,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_rooms_bedrooms" numeric,
  	"version_rooms_bathrooms" numeric,
  	"version_rooms_shower_rooms" numeric,
  	"version_rooms_toilets" numeric,
  	"version_rooms_garages" numeric,
  	"version_rooms_parkings" numeric,
  	"version_surfaces_living" numeric,
  	"version_surfaces_ground" numeric,
  	"version_surfaces_total" numeric,
  	"version_surfaces_constructed" numeric,
  	"version_surfaces_terrace" numeric,
  	"version_surfaces_garden" numeric,
  	"version_surfaces_office" numeric,
  	"version_building_construction_year" numeric,
  	"version_building_renovation_year" numeric,
  	"version_building_floors" numeric,
  	"version_building_floor" numeric,
  	"version_building_facades" "enum__properties_v_version_building_facades",
  	"version_comfort_heating" "enum__properties_v_version_comfort_heating",
  	"version_comfort_kitchen" "enum__properties_v_version_comfort_kitchen",
  	"version_comfort_roof" "enum__properties_v_version_comfort_roof",
  	"version_comfort_window_frames" "enum__properties_v_version_comfort_window_frames",
  	"version_comfort_glazing" "enum__properties_v_version_comfort_glazing",
  	"version_comfort_orientation" "enum__properties_v_version_comfort_orientation",
  	"version_has_terrace" boolean DEFAULT false,
  	"version_has_attic" boolean DEFAULT false,
  	"version_has_furnished" boolean DEFAULT false,
  	"version_has_gas" boolean DEFAULT false,
  	"version_has_water" boolean DEFAULT false,
  	"version_has_lift" boolean DEFAULT false,
  	"version_has_cellar" boolean DEFAULT false,
  	"version_has_garden" boolean DEFAULT false,
  	"version_has_garage" boolean DEFAULT false,
  	"version_has_permit" boolean DEFAULT false,
  	"version_has_summons" boolean DEFAULT false,
  	"version_has_allotment_permit" boolean DEFAULT false,
  	"version_has_preemptive_rights" boolean DEFAULT false,
  	"version_energy_energy_performance" numeric,
  	"version_energy_epc_label_text" varchar,
  	"version_energy_energy_total" numeric,
  	"version_energy_co2_emission" numeric,
  	"version_energy_certificate_number" varchar,
  	"version_energy_certificate_expiry" timestamp(3) with time zone,
  	"version_energy_unique_code" varchar,
  	"version_flood_flood_zone" "enum__properties_v_version_flood_flood_zone",
  	"version_flood_p_score" "enum__properties_v_version_flood_p_score",
  	"version_flood_g_score" "enum__properties_v_version_flood_g_score",
  	"version_asbestos_certificate" "enum__properties_v_version_asbestos_certificate",
  	"version_asbestos_date" timestamp(3) with time zone,
  	"version_asbestos_reference" varchar,
  	"version_planning_zoning" "enum__properties_v_version_planning_zoning",
  	"version_financial_cadastral_income" numeric,
  	"version_financial_charges" numeric,
  	"version_financial_deposit_amount" numeric,
  	"version_financial_notary_fees" numeric,
  	"version_financial_registration_rights" numeric,
  	"version_financial_vat" numeric,
  	"version_life_annuity_enabled" boolean DEFAULT false,
  	"version_life_annuity_bouquet" numeric,
  	"version_life_annuity_monthly_annuity" numeric,
  	"version_life_annuity_annuitant_ages" varchar,
  	"version_life_annuity_occupied" boolean DEFAULT true,
  	"version_video_url" varchar,
  	"version_virtual_tour_url" varchar,
  	"version_reference" varchar,
  	"version_project_id" integer,
  	"version_owner_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__properties_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__properties_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_properties_v_locales" (
  	"version_name" varchar,
  	"version_marquee_name" varchar,
  	"version_description" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "projects_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "projects_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_projects_sales_status" DEFAULT 'selling',
  	"developer" varchar,
  	"external_link" varchar,
  	"public_address" boolean DEFAULT false,
  	"street" varchar,
  	"house_number" varchar,
  	"box_nr" varchar,
  	"city_id" integer,
  	"latitude" numeric,
  	"longitude" numeric,
  	"video_url" varchar,
  	"virtual_tour_url" varchar,
  	"reference" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "projects_locales" (
  	"name" varchar,
  	"description" varchar,
  	"delivery" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_projects_v_version_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_status" "enum_projects_sales_status" DEFAULT 'selling',
  	"version_developer" varchar,
  	"version_external_link" varchar,
  	"version_public_address" boolean DEFAULT false,
  	"version_street" varchar,
  	"version_house_number" varchar,
  	"version_box_nr" varchar,
  	"version_city_id" integer,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_video_url" varchar,
  	"version_virtual_tour_url" varchar,
  	"version_reference" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__projects_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_delivery" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"zip" varchar NOT NULL,
  	"country" "enum_cities_country" DEFAULT 'BE' NOT NULL,
  	"region" "enum_cities_region",
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "property_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"web_i_d" numeric NOT NULL,
  	"show_order" numeric DEFAULT 0 NOT NULL,
  	"sale" boolean DEFAULT true,
  	"rent" boolean DEFAULT true,
  	"needs_epc" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_article_title_size" DEFAULT 'h2',
  	"status" "enum_pages_blocks_article_status" DEFAULT 'published',
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum_pages_blocks_article_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_article_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_property_list_title_size" DEFAULT 'h2',
  	"status" "enum_pages_blocks_property_list_status" DEFAULT 'published',
  	"goal" "enum_pages_blocks_property_list_goal",
  	"max_items" numeric DEFAULT 4,
  	"number_item_of_row" numeric DEFAULT 4,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum_pages_blocks_property_list_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_property_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_stats_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_stats_view_title_size" DEFAULT 'h2',
  	"status" "enum_pages_blocks_stats_view_status" DEFAULT 'published',
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum_pages_blocks_stats_view_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_view_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_category_title_size" DEFAULT 'h2',
  	"status" "enum_pages_blocks_category_status" DEFAULT 'published',
  	"category" "enum_pages_blocks_category_category" DEFAULT 'all',
  	"is_has_subcategories" boolean DEFAULT false,
  	"max_items" numeric DEFAULT 13,
  	"number_item_of_row" numeric DEFAULT 3,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum_pages_blocks_category_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_category_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_pages_blocks_contact_title_size" DEFAULT 'h2',
  	"status" "enum_pages_blocks_contact_status" DEFAULT 'published',
  	"form_kind" "enum_pages_blocks_contact_form_kind",
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum_pages_blocks_contact_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_page_banner" boolean DEFAULT true,
  	"show_bread_crumb" boolean DEFAULT true,
  	"banner_image_id" integer,
  	"key" "enum_pages_key",
  	"parent_id" integer,
  	"sort" numeric DEFAULT 0,
  	"redirect_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_article_title_size" DEFAULT 'h2',
  	"status" "enum__pages_v_blocks_article_status" DEFAULT 'published',
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum__pages_v_blocks_article_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_article_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_property_list_title_size" DEFAULT 'h2',
  	"status" "enum__pages_v_blocks_property_list_status" DEFAULT 'published',
  	"goal" "enum__pages_v_blocks_property_list_goal",
  	"max_items" numeric DEFAULT 4,
  	"number_item_of_row" numeric DEFAULT 4,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum__pages_v_blocks_property_list_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_property_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_stats_view" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_stats_view_title_size" DEFAULT 'h2',
  	"status" "enum__pages_v_blocks_stats_view_status" DEFAULT 'published',
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum__pages_v_blocks_stats_view_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_view_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_category_title_size" DEFAULT 'h2',
  	"status" "enum__pages_v_blocks_category_status" DEFAULT 'published',
  	"category" "enum__pages_v_blocks_category_category" DEFAULT 'all',
  	"is_has_subcategories" boolean DEFAULT false,
  	"max_items" numeric DEFAULT 13,
  	"number_item_of_row" numeric DEFAULT 3,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum__pages_v_blocks_category_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_category_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_size" "enum__pages_v_blocks_contact_title_size" DEFAULT 'h2',
  	"status" "enum__pages_v_blocks_contact_status" DEFAULT 'published',
  	"form_kind" "enum__pages_v_blocks_contact_form_kind",
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"class_name" varchar,
  	"background_type" "enum__pages_v_blocks_contact_background_type",
  	"color_background" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_show_page_banner" boolean DEFAULT true,
  	"version_show_bread_crumb" boolean DEFAULT true,
  	"version_banner_image_id" integer,
  	"version_key" "enum__pages_v_version_key",
  	"version_parent_id" integer,
  	"version_sort" numeric DEFAULT 0,
  	"version_redirect_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_banner_title" varchar,
  	"version_banner_description" varchar,
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_menus_items_children_status" DEFAULT 'published' NOT NULL,
  	"page_id" integer
  );
  
  CREATE TABLE "menus_items_children_locales" (
  	"title" varchar NOT NULL,
  	"path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_menus_items_status" DEFAULT 'published' NOT NULL,
  	"page_id" integer
  );
  
  CREATE TABLE "menus_items_locales" (
  	"title" varchar NOT NULL,
  	"path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "translations_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_members_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_team_members_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum_team_members_category" NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"photo_id" integer,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_form_submissions_kind" NOT NULL,
  	"locale" "enum_form_submissions_locale" NOT NULL,
  	"status" "enum_form_submissions_status" DEFAULT 'new' NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"property_id" integer,
  	"project_id" integer,
  	"data" jsonb NOT NULL,
  	"page" varchar,
  	"consent" boolean DEFAULT false,
  	"newsletter" boolean DEFAULT false,
  	"slot_id" integer,
  	"appointment_status" "enum_form_submissions_appointment_status",
  	"file_id" integer,
  	"captcha_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "appointment_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"property_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_search_alerts_locale" NOT NULL,
  	"goal" "enum_search_alerts_goal" NOT NULL,
  	"query" varchar,
  	"frequency" "enum_search_alerts_frequency" DEFAULT 'instant' NOT NULL,
  	"status" "enum_search_alerts_status" DEFAULT 'pending' NOT NULL,
  	"submission_id" integer,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer NOT NULL,
  	"property_id" integer NOT NULL,
  	"reason" "enum_alert_matches_reason" NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"visits" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_thumbnail_tall_url" varchar,
  	"sizes_thumbnail_tall_width" numeric,
  	"sizes_thumbnail_tall_height" numeric,
  	"sizes_thumbnail_tall_mime_type" varchar,
  	"sizes_thumbnail_tall_filesize" numeric,
  	"sizes_thumbnail_tall_filename" varchar,
  	"sizes_w100_url" varchar,
  	"sizes_w100_width" numeric,
  	"sizes_w100_height" numeric,
  	"sizes_w100_mime_type" varchar,
  	"sizes_w100_filesize" numeric,
  	"sizes_w100_filename" varchar,
  	"sizes_w400_url" varchar,
  	"sizes_w400_width" numeric,
  	"sizes_w400_height" numeric,
  	"sizes_w400_mime_type" varchar,
  	"sizes_w400_filesize" numeric,
  	"sizes_w400_filename" varchar,
  	"sizes_w600_url" varchar,
  	"sizes_w600_width" numeric,
  	"sizes_w600_height" numeric,
  	"sizes_w600_mime_type" varchar,
  	"sizes_w600_filesize" numeric,
  	"sizes_w600_filename" varchar,
  	"sizes_w1360_url" varchar,
  	"sizes_w1360_width" numeric,
  	"sizes_w1360_height" numeric,
  	"sizes_w1360_mime_type" varchar,
  	"sizes_w1360_filesize" numeric,
  	"sizes_w1360_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"preferred_locale" "enum_users_preferred_locale" DEFAULT 'nl',
  	"weekly_digest" boolean DEFAULT true,
  	"login_link_hash" varchar,
  	"login_link_expires" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"cities_id" integer,
  	"property_types_id" integer,
  	"pages_id" integer,
  	"menus_id" integer,
  	"translations_id" integer,
  	"team_members_id" integer,
  	"form_submissions_id" integer,
  	"form_files_id" integer,
  	"appointment_slots_id" integer,
  	"search_alerts_id" integer,
  	"alert_matches_id" integer,
  	"property_visits_id" integer,
  	"visit_keys_id" integer,
  	"visit_salts_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_top_bar_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_header_top_bar_links_icon" DEFAULT 'none',
  	"color" varchar,
  	"status" "enum_header_top_bar_links_status" DEFAULT 'published'
  );
  
  CREATE TABLE "header_top_bar_links_locales" (
  	"label" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"logo_on_dark_id" integer,
  	"top_bar_show" boolean DEFAULT true,
  	"banner_type" "enum_header_banner_type" DEFAULT 'image' NOT NULL,
  	"banner_image_id" integer,
  	"banner_video_url" varchar,
  	"banner_show_title" boolean DEFAULT true,
  	"banner_show_description" boolean DEFAULT true,
  	"banner_show_search_box" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_locales" (
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "footer_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_title" boolean DEFAULT true,
  	"show_intro_text" boolean DEFAULT true,
  	"show_full_text" boolean DEFAULT true,
  	"width_sm" numeric DEFAULT 12,
  	"width_md" numeric DEFAULT 6,
  	"width_lg" numeric DEFAULT 3
  );
  
  CREATE TABLE "footer_blocks_locales" (
  	"title" varchar,
  	"intro_text" varchar,
  	"full_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"copyright" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "site_settings_languages_enabled" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_languages_enabled",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency_name" varchar,
  	"agency_street" varchar,
  	"agency_house_number" varchar,
  	"agency_zip" varchar,
  	"agency_phone" varchar,
  	"agency_email" varchar,
  	"agency_website" varchar,
  	"agency_company_number" varchar,
  	"agency_vat_number" varchar,
  	"agency_biv_number" varchar,
  	"agency_insurer" varchar,
  	"agency_policy_number" varchar,
  	"agency_deontology_url" varchar,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_linkedin" varchar,
  	"social_youtube" varchar,
  	"languages_default_locale" "enum_site_settings_languages_default_locale" DEFAULT 'nl' NOT NULL,
  	"analytics_google_analytics_id" varchar,
  	"analytics_ads_id" varchar,
  	"analytics_tag_manager_id" varchar,
  	"analytics_facebook_pixel_id" varchar,
  	"maps_google_maps_key" varchar,
  	"options_show_home_menu" boolean DEFAULT true,
  	"options_show_logo_at_start" boolean DEFAULT false,
  	"energy_price_per_kwh" numeric DEFAULT 0.15,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"agency_legal_name" varchar,
  	"agency_city" varchar,
  	"agency_country" varchar,
  	"agency_professional_title" varchar,
  	"agency_supervisor" varchar,
  	"consent_title" varchar,
  	"consent_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_documents" ADD CONSTRAINT "properties_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_documents_locales" ADD CONSTRAINT "properties_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_documents" ADD CONSTRAINT "_properties_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_version_documents" ADD CONSTRAINT "_properties_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_documents_locales" ADD CONSTRAINT "_properties_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_type_id_property_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_project_id_projects_id_fk" FOREIGN KEY ("version_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_owner_id_users_id_fk" FOREIGN KEY ("version_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_documents" ADD CONSTRAINT "projects_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_documents_locales" ADD CONSTRAINT "projects_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_documents" ADD CONSTRAINT "_projects_v_version_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_documents" ADD CONSTRAINT "_projects_v_version_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_documents_locales" ADD CONSTRAINT "_projects_v_version_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_rels" ADD CONSTRAINT "_projects_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article" ADD CONSTRAINT "pages_blocks_article_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_article" ADD CONSTRAINT "pages_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_article_locales" ADD CONSTRAINT "pages_blocks_article_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_list" ADD CONSTRAINT "pages_blocks_property_list_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_list" ADD CONSTRAINT "pages_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_property_list_locales" ADD CONSTRAINT "pages_blocks_property_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_view" ADD CONSTRAINT "pages_blocks_stats_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_view" ADD CONSTRAINT "pages_blocks_stats_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_view_locales" ADD CONSTRAINT "pages_blocks_stats_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category" ADD CONSTRAINT "pages_blocks_category_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_category" ADD CONSTRAINT "pages_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_locales" ADD CONSTRAINT "pages_blocks_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_locales" ADD CONSTRAINT "pages_blocks_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article" ADD CONSTRAINT "_pages_v_blocks_article_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article" ADD CONSTRAINT "_pages_v_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_article_locales" ADD CONSTRAINT "_pages_v_blocks_article_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_property_list" ADD CONSTRAINT "_pages_v_blocks_property_list_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_property_list" ADD CONSTRAINT "_pages_v_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_property_list_locales" ADD CONSTRAINT "_pages_v_blocks_property_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_view" ADD CONSTRAINT "_pages_v_blocks_stats_view_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_view" ADD CONSTRAINT "_pages_v_blocks_stats_view_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_view_locales" ADD CONSTRAINT "_pages_v_blocks_stats_view_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_view"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category" ADD CONSTRAINT "_pages_v_blocks_category_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category" ADD CONSTRAINT "_pages_v_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category_locales" ADD CONSTRAINT "_pages_v_blocks_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_locales" ADD CONSTRAINT "_pages_v_blocks_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_children_locales" ADD CONSTRAINT "menus_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_locales" ADD CONSTRAINT "menus_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "translations_locales" ADD CONSTRAINT "translations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_languages" ADD CONSTRAINT "team_members_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_file_id_form_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."form_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "property_visits" ADD CONSTRAINT "property_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_translations_fk" FOREIGN KEY ("translations_id") REFERENCES "public"."translations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_slots_fk" FOREIGN KEY ("appointment_slots_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_alerts_fk" FOREIGN KEY ("search_alerts_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_matches_fk" FOREIGN KEY ("alert_matches_id") REFERENCES "public"."alert_matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_visits_fk" FOREIGN KEY ("property_visits_id") REFERENCES "public"."property_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_keys_fk" FOREIGN KEY ("visit_keys_id") REFERENCES "public"."visit_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_salts_fk" FOREIGN KEY ("visit_salts_id") REFERENCES "public"."visit_salts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_top_bar_links" ADD CONSTRAINT "header_top_bar_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_top_bar_links_locales" ADD CONSTRAINT "header_top_bar_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_top_bar_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_on_dark_id_media_id_fk" FOREIGN KEY ("logo_on_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks" ADD CONSTRAINT "footer_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_blocks_locales" ADD CONSTRAINT "footer_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_languages_enabled" ADD CONSTRAINT "site_settings_languages_enabled_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_documents_order_idx" ON "properties_documents" USING btree ("_order");
  CREATE INDEX "properties_documents_parent_id_idx" ON "properties_documents" USING btree ("_parent_id");
  CREATE INDEX "properties_documents_file_idx" ON "properties_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "properties_documents_locales_locale_parent_id_unique" ON "properties_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");
  CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type_id");
  CREATE INDEX "properties_marquee_idx" ON "properties" USING btree ("marquee");
  CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");
  CREATE INDEX "properties_rooms_rooms_bedrooms_idx" ON "properties" USING btree ("rooms_bedrooms");
  CREATE UNIQUE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id");
  CREATE INDEX "properties_published_at_idx" ON "properties" USING btree ("published_at");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "properties__status_idx" ON "properties" USING btree ("_status");
  CREATE INDEX "properties_slug_idx" ON "properties_locales" USING btree ("slug","_locale");
  CREATE INDEX "properties_meta_meta_image_idx" ON "properties_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "_properties_v_version_documents_order_idx" ON "_properties_v_version_documents" USING btree ("_order");
  CREATE INDEX "_properties_v_version_documents_parent_id_idx" ON "_properties_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_documents_file_idx" ON "_properties_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_properties_v_version_documents_locales_locale_parent_id_uni" ON "_properties_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_parent_idx" ON "_properties_v" USING btree ("parent_id");
  CREATE INDEX "_properties_v_version_version_goal_idx" ON "_properties_v" USING btree ("version_goal");
  CREATE INDEX "_properties_v_version_version_type_idx" ON "_properties_v" USING btree ("version_type_id");
  CREATE INDEX "_properties_v_version_version_marquee_idx" ON "_properties_v" USING btree ("version_marquee");
  CREATE INDEX "_properties_v_version_version_price_idx" ON "_properties_v" USING btree ("version_price");
  CREATE INDEX "_properties_v_version_version_city_idx" ON "_properties_v" USING btree ("version_city_id");
  CREATE INDEX "_properties_v_version_rooms_version_rooms_bedrooms_idx" ON "_properties_v" USING btree ("version_rooms_bedrooms");
  CREATE INDEX "_properties_v_version_version_reference_idx" ON "_properties_v" USING btree ("version_reference");
  CREATE INDEX "_properties_v_version_version_project_idx" ON "_properties_v" USING btree ("version_project_id");
  CREATE INDEX "_properties_v_version_version_owner_idx" ON "_properties_v" USING btree ("version_owner_id");
  CREATE INDEX "_properties_v_version_version_published_at_idx" ON "_properties_v" USING btree ("version_published_at");
  CREATE INDEX "_properties_v_version_version_updated_at_idx" ON "_properties_v" USING btree ("version_updated_at");
  CREATE INDEX "_properties_v_version_version_created_at_idx" ON "_properties_v" USING btree ("version_created_at");
  CREATE INDEX "_properties_v_version_version__status_idx" ON "_properties_v" USING btree ("version__status");
  CREATE INDEX "_properties_v_created_at_idx" ON "_properties_v" USING btree ("created_at");
  CREATE INDEX "_properties_v_updated_at_idx" ON "_properties_v" USING btree ("updated_at");
  CREATE INDEX "_properties_v_snapshot_idx" ON "_properties_v" USING btree ("snapshot");
  CREATE INDEX "_properties_v_published_locale_idx" ON "_properties_v" USING btree ("published_locale");
  CREATE INDEX "_properties_v_latest_idx" ON "_properties_v" USING btree ("latest");
  CREATE INDEX "_properties_v_version_version_slug_idx" ON "_properties_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_properties_v_version_meta_version_meta_image_idx" ON "_properties_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_properties_v_locales_locale_parent_id_unique" ON "_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  CREATE INDEX "projects_documents_order_idx" ON "projects_documents" USING btree ("_order");
  CREATE INDEX "projects_documents_parent_id_idx" ON "projects_documents" USING btree ("_parent_id");
  CREATE INDEX "projects_documents_file_idx" ON "projects_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "projects_documents_locales_locale_parent_id_unique" ON "projects_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city_id");
  CREATE UNIQUE INDEX "projects_reference_idx" ON "projects" USING btree ("reference");
  CREATE INDEX "projects_published_at_idx" ON "projects" USING btree ("published_at");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "projects_slug_idx" ON "projects_locales" USING btree ("slug","_locale");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "_projects_v_version_documents_order_idx" ON "_projects_v_version_documents" USING btree ("_order");
  CREATE INDEX "_projects_v_version_documents_parent_id_idx" ON "_projects_v_version_documents" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_documents_file_idx" ON "_projects_v_version_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "_projects_v_version_documents_locales_locale_parent_id_uniqu" ON "_projects_v_version_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_city_idx" ON "_projects_v" USING btree ("version_city_id");
  CREATE INDEX "_projects_v_version_version_reference_idx" ON "_projects_v" USING btree ("version_reference");
  CREATE INDEX "_projects_v_version_version_published_at_idx" ON "_projects_v" USING btree ("version_published_at");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_rels_order_idx" ON "_projects_v_rels" USING btree ("order");
  CREATE INDEX "_projects_v_rels_parent_idx" ON "_projects_v_rels" USING btree ("parent_id");
  CREATE INDEX "_projects_v_rels_path_idx" ON "_projects_v_rels" USING btree ("path");
  CREATE INDEX "_projects_v_rels_media_id_idx" ON "_projects_v_rels" USING btree ("media_id");
  CREATE INDEX "cities_zip_idx" ON "cities" USING btree ("zip");
  CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE INDEX "cities_slug_idx" ON "cities_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "property_types_web_i_d_idx" ON "property_types" USING btree ("web_i_d");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE INDEX "property_types_slug_idx" ON "property_types_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_article_order_idx" ON "pages_blocks_article" USING btree ("_order");
  CREATE INDEX "pages_blocks_article_parent_id_idx" ON "pages_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_article_path_idx" ON "pages_blocks_article" USING btree ("_path");
  CREATE INDEX "pages_blocks_article_image_idx" ON "pages_blocks_article" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_article_locales_locale_parent_id_unique" ON "pages_blocks_article_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_property_list_order_idx" ON "pages_blocks_property_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_property_list_parent_id_idx" ON "pages_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_property_list_path_idx" ON "pages_blocks_property_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_property_list_image_idx" ON "pages_blocks_property_list" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_property_list_locales_locale_parent_id_unique" ON "pages_blocks_property_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_stats_view_order_idx" ON "pages_blocks_stats_view" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_view_parent_id_idx" ON "pages_blocks_stats_view" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_view_path_idx" ON "pages_blocks_stats_view" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_view_image_idx" ON "pages_blocks_stats_view" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_stats_view_locales_locale_parent_id_unique" ON "pages_blocks_stats_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_category_order_idx" ON "pages_blocks_category" USING btree ("_order");
  CREATE INDEX "pages_blocks_category_parent_id_idx" ON "pages_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_category_path_idx" ON "pages_blocks_category" USING btree ("_path");
  CREATE INDEX "pages_blocks_category_image_idx" ON "pages_blocks_category" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_category_locales_locale_parent_id_unique" ON "pages_blocks_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_image_idx" ON "pages_blocks_contact" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_locales_locale_parent_id_unique" ON "pages_blocks_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_banner_image_idx" ON "pages" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "pages_key_idx" ON "pages" USING btree ("key");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_article_order_idx" ON "_pages_v_blocks_article" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_article_parent_id_idx" ON "_pages_v_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_article_path_idx" ON "_pages_v_blocks_article" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_article_image_idx" ON "_pages_v_blocks_article" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_article_locales_locale_parent_id_unique" ON "_pages_v_blocks_article_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_property_list_order_idx" ON "_pages_v_blocks_property_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_property_list_parent_id_idx" ON "_pages_v_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_property_list_path_idx" ON "_pages_v_blocks_property_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_property_list_image_idx" ON "_pages_v_blocks_property_list" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_property_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_property_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_view_order_idx" ON "_pages_v_blocks_stats_view" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_view_parent_id_idx" ON "_pages_v_blocks_stats_view" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_view_path_idx" ON "_pages_v_blocks_stats_view" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_view_image_idx" ON "_pages_v_blocks_stats_view" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_stats_view_locales_locale_parent_id_unique" ON "_pages_v_blocks_stats_view_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_category_order_idx" ON "_pages_v_blocks_category" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_category_parent_id_idx" ON "_pages_v_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_category_path_idx" ON "_pages_v_blocks_category" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_category_image_idx" ON "_pages_v_blocks_category" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_category_locales_locale_parent_id_unique" ON "_pages_v_blocks_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_image_idx" ON "_pages_v_blocks_contact" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_locales_locale_parent_id_unique" ON "_pages_v_blocks_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_banner_image_idx" ON "_pages_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_pages_v_version_version_key_idx" ON "_pages_v" USING btree ("version_key");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_children_page_idx" ON "menus_items_children" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_items_children_locales_locale_parent_id_unique" ON "menus_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_items_page_idx" ON "menus_items" USING btree ("page_id");
  CREATE UNIQUE INDEX "menus_items_locales_locale_parent_id_unique" ON "menus_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menus_name_idx" ON "menus" USING btree ("name");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE UNIQUE INDEX "translations_key_idx" ON "translations" USING btree ("key");
  CREATE INDEX "translations_updated_at_idx" ON "translations" USING btree ("updated_at");
  CREATE INDEX "translations_created_at_idx" ON "translations" USING btree ("created_at");
  CREATE UNIQUE INDEX "translations_locales_locale_parent_id_unique" ON "translations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_languages_order_idx" ON "team_members_languages" USING btree ("order");
  CREATE INDEX "team_members_languages_parent_idx" ON "team_members_languages" USING btree ("parent_id");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("kind");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_property_idx" ON "form_submissions" USING btree ("property_id");
  CREATE INDEX "form_submissions_project_idx" ON "form_submissions" USING btree ("project_id");
  CREATE UNIQUE INDEX "form_submissions_slot_idx" ON "form_submissions" USING btree ("slot_id");
  CREATE INDEX "form_submissions_file_idx" ON "form_submissions" USING btree ("file_id");
  CREATE UNIQUE INDEX "form_submissions_captcha_key_idx" ON "form_submissions" USING btree ("captcha_key");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_files_updated_at_idx" ON "form_files" USING btree ("updated_at");
  CREATE INDEX "form_files_created_at_idx" ON "form_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_files_filename_idx" ON "form_files" USING btree ("filename");
  CREATE INDEX "appointment_slots_start_idx" ON "appointment_slots" USING btree ("start");
  CREATE INDEX "appointment_slots_property_idx" ON "appointment_slots" USING btree ("property_id");
  CREATE INDEX "appointment_slots_updated_at_idx" ON "appointment_slots" USING btree ("updated_at");
  CREATE INDEX "appointment_slots_created_at_idx" ON "appointment_slots" USING btree ("created_at");
  CREATE INDEX "search_alerts_email_idx" ON "search_alerts" USING btree ("email");
  CREATE INDEX "search_alerts_goal_idx" ON "search_alerts" USING btree ("goal");
  CREATE INDEX "search_alerts_status_idx" ON "search_alerts" USING btree ("status");
  CREATE INDEX "search_alerts_submission_idx" ON "search_alerts" USING btree ("submission_id");
  CREATE UNIQUE INDEX "search_alerts_token_idx" ON "search_alerts" USING btree ("token");
  CREATE INDEX "search_alerts_updated_at_idx" ON "search_alerts" USING btree ("updated_at");
  CREATE INDEX "search_alerts_created_at_idx" ON "search_alerts" USING btree ("created_at");
  CREATE INDEX "alert_matches_alert_idx" ON "alert_matches" USING btree ("alert_id");
  CREATE INDEX "alert_matches_property_idx" ON "alert_matches" USING btree ("property_id");
  CREATE INDEX "alert_matches_sent_at_idx" ON "alert_matches" USING btree ("sent_at");
  CREATE INDEX "alert_matches_updated_at_idx" ON "alert_matches" USING btree ("updated_at");
  CREATE INDEX "alert_matches_created_at_idx" ON "alert_matches" USING btree ("created_at");
  CREATE INDEX "property_visits_property_idx" ON "property_visits" USING btree ("property_id");
  CREATE INDEX "property_visits_day_idx" ON "property_visits" USING btree ("day");
  CREATE INDEX "property_visits_updated_at_idx" ON "property_visits" USING btree ("updated_at");
  CREATE INDEX "property_visits_created_at_idx" ON "property_visits" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_day_idx" ON "property_visits" USING btree ("property_id","day");
  CREATE UNIQUE INDEX "visit_keys_hash_idx" ON "visit_keys" USING btree ("hash");
  CREATE INDEX "visit_keys_day_idx" ON "visit_keys" USING btree ("day");
  CREATE INDEX "visit_keys_updated_at_idx" ON "visit_keys" USING btree ("updated_at");
  CREATE INDEX "visit_keys_created_at_idx" ON "visit_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_salts_day_idx" ON "visit_salts" USING btree ("day");
  CREATE INDEX "visit_salts_updated_at_idx" ON "visit_salts" USING btree ("updated_at");
  CREATE INDEX "visit_salts_created_at_idx" ON "visit_salts" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_thumbnail_tall_sizes_thumbnail_tall_filename_idx" ON "media" USING btree ("sizes_thumbnail_tall_filename");
  CREATE INDEX "media_sizes_w100_sizes_w100_filename_idx" ON "media" USING btree ("sizes_w100_filename");
  CREATE INDEX "media_sizes_w400_sizes_w400_filename_idx" ON "media" USING btree ("sizes_w400_filename");
  CREATE INDEX "media_sizes_w600_sizes_w600_filename_idx" ON "media" USING btree ("sizes_w600_filename");
  CREATE INDEX "media_sizes_w1360_sizes_w1360_filename_idx" ON "media" USING btree ("sizes_w1360_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_login_link_hash_idx" ON "users" USING btree ("login_link_hash");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_translations_id_idx" ON "payload_locked_documents_rels" USING btree ("translations_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_form_files_id_idx" ON "payload_locked_documents_rels" USING btree ("form_files_id");
  CREATE INDEX "payload_locked_documents_rels_appointment_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_slots_id");
  CREATE INDEX "payload_locked_documents_rels_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("search_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_matches_id");
  CREATE INDEX "payload_locked_documents_rels_property_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("property_visits_id");
  CREATE INDEX "payload_locked_documents_rels_visit_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_keys_id");
  CREATE INDEX "payload_locked_documents_rels_visit_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_salts_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_top_bar_links_order_idx" ON "header_top_bar_links" USING btree ("_order");
  CREATE INDEX "header_top_bar_links_parent_id_idx" ON "header_top_bar_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_top_bar_links_locales_locale_parent_id_unique" ON "header_top_bar_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_logo_idx" ON "header" USING btree ("logo_id");
  CREATE INDEX "header_logo_on_dark_idx" ON "header" USING btree ("logo_on_dark_id");
  CREATE INDEX "header_banner_banner_image_idx" ON "header" USING btree ("banner_image_id");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_media_id_idx" ON "header_rels" USING btree ("media_id");
  CREATE INDEX "footer_blocks_order_idx" ON "footer_blocks" USING btree ("_order");
  CREATE INDEX "footer_blocks_parent_id_idx" ON "footer_blocks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_blocks_locales_locale_parent_id_unique" ON "footer_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_media_id_idx" ON "footer_rels" USING btree ("media_id");
  CREATE INDEX "site_settings_languages_enabled_order_idx" ON "site_settings_languages_enabled" USING btree ("order");
  CREATE INDEX "site_settings_languages_enabled_parent_idx" ON "site_settings_languages_enabled" USING btree ("parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_documents" CASCADE;
  DROP TABLE "properties_documents_locales" CASCADE;
  DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "_properties_v_version_documents" CASCADE;
  DROP TABLE "_properties_v_version_documents_locales" CASCADE;
  DROP TABLE "_properties_v" CASCADE;
  DROP TABLE "_properties_v_locales" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  DROP TABLE "projects_documents" CASCADE;
  DROP TABLE "projects_documents_locales" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "_projects_v_version_documents" CASCADE;
  DROP TABLE "_projects_v_version_documents_locales" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "_projects_v_rels" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "pages_blocks_article" CASCADE;
  DROP TABLE "pages_blocks_article_locales" CASCADE;
  DROP TABLE "pages_blocks_property_list" CASCADE;
  DROP TABLE "pages_blocks_property_list_locales" CASCADE;
  DROP TABLE "pages_blocks_stats_view" CASCADE;
  DROP TABLE "pages_blocks_stats_view_locales" CASCADE;
  DROP TABLE "pages_blocks_category" CASCADE;
  DROP TABLE "pages_blocks_category_locales" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages_blocks_contact_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_article" CASCADE;
  DROP TABLE "_pages_v_blocks_article_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_property_list" CASCADE;
  DROP TABLE "_pages_v_blocks_property_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_view" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_view_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_category" CASCADE;
  DROP TABLE "_pages_v_blocks_category_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items_children_locales" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus_items_locales" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "translations" CASCADE;
  DROP TABLE "translations_locales" CASCADE;
  DROP TABLE "team_members_languages" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_locales" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_files" CASCADE;
  DROP TABLE "appointment_slots" CASCADE;
  DROP TABLE "search_alerts" CASCADE;
  DROP TABLE "alert_matches" CASCADE;
  DROP TABLE "property_visits" CASCADE;
  DROP TABLE "visit_keys" CASCADE;
  DROP TABLE "visit_salts" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_top_bar_links" CASCADE;
  DROP TABLE "header_top_bar_links_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_blocks" CASCADE;
  DROP TABLE "footer_blocks_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TABLE "site_settings_languages_enabled" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_properties_goal";
  DROP TYPE "public"."enum_properties_marquee";
  DROP TYPE "public"."enum_properties_price_unit";
  DROP TYPE "public"."enum_properties_availability";
  DROP TYPE "public"."enum_properties_building_facades";
  DROP TYPE "public"."enum_properties_comfort_heating";
  DROP TYPE "public"."enum_properties_comfort_kitchen";
  DROP TYPE "public"."enum_properties_comfort_roof";
  DROP TYPE "public"."enum_properties_comfort_window_frames";
  DROP TYPE "public"."enum_properties_comfort_glazing";
  DROP TYPE "public"."enum_properties_comfort_orientation";
  DROP TYPE "public"."enum_properties_flood_flood_zone";
  DROP TYPE "public"."enum_properties_flood_p_score";
  DROP TYPE "public"."enum_properties_flood_g_score";
  DROP TYPE "public"."enum_properties_asbestos_certificate";
  DROP TYPE "public"."enum_properties_planning_zoning";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum__properties_v_version_goal";
  DROP TYPE "public"."enum__properties_v_version_marquee";
  DROP TYPE "public"."enum__properties_v_version_price_unit";
  DROP TYPE "public"."enum__properties_v_version_availability";
  DROP TYPE "public"."enum__properties_v_version_building_facades";
  DROP TYPE "public"."enum__properties_v_version_comfort_heating";
  DROP TYPE "public"."enum__properties_v_version_comfort_kitchen";
  DROP TYPE "public"."enum__properties_v_version_comfort_roof";
  DROP TYPE "public"."enum__properties_v_version_comfort_window_frames";
  DROP TYPE "public"."enum__properties_v_version_comfort_glazing";
  DROP TYPE "public"."enum__properties_v_version_comfort_orientation";
  DROP TYPE "public"."enum__properties_v_version_flood_flood_zone";
  DROP TYPE "public"."enum__properties_v_version_flood_p_score";
  DROP TYPE "public"."enum__properties_v_version_flood_g_score";
  DROP TYPE "public"."enum__properties_v_version_asbestos_certificate";
  DROP TYPE "public"."enum__properties_v_version_planning_zoning";
  DROP TYPE "public"."enum__properties_v_version_status";
  DROP TYPE "public"."enum__properties_v_published_locale";
  DROP TYPE "public"."enum_projects_sales_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum_cities_country";
  DROP TYPE "public"."enum_cities_region";
  DROP TYPE "public"."enum_pages_blocks_article_title_size";
  DROP TYPE "public"."enum_pages_blocks_article_status";
  DROP TYPE "public"."enum_pages_blocks_article_background_type";
  DROP TYPE "public"."enum_pages_blocks_property_list_title_size";
  DROP TYPE "public"."enum_pages_blocks_property_list_status";
  DROP TYPE "public"."enum_pages_blocks_property_list_goal";
  DROP TYPE "public"."enum_pages_blocks_property_list_background_type";
  DROP TYPE "public"."enum_pages_blocks_stats_view_title_size";
  DROP TYPE "public"."enum_pages_blocks_stats_view_status";
  DROP TYPE "public"."enum_pages_blocks_stats_view_background_type";
  DROP TYPE "public"."enum_pages_blocks_category_title_size";
  DROP TYPE "public"."enum_pages_blocks_category_status";
  DROP TYPE "public"."enum_pages_blocks_category_category";
  DROP TYPE "public"."enum_pages_blocks_category_background_type";
  DROP TYPE "public"."enum_pages_blocks_contact_title_size";
  DROP TYPE "public"."enum_pages_blocks_contact_status";
  DROP TYPE "public"."enum_pages_blocks_contact_form_kind";
  DROP TYPE "public"."enum_pages_blocks_contact_background_type";
  DROP TYPE "public"."enum_pages_key";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_article_title_size";
  DROP TYPE "public"."enum__pages_v_blocks_article_status";
  DROP TYPE "public"."enum__pages_v_blocks_article_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_property_list_title_size";
  DROP TYPE "public"."enum__pages_v_blocks_property_list_status";
  DROP TYPE "public"."enum__pages_v_blocks_property_list_goal";
  DROP TYPE "public"."enum__pages_v_blocks_property_list_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_stats_view_title_size";
  DROP TYPE "public"."enum__pages_v_blocks_stats_view_status";
  DROP TYPE "public"."enum__pages_v_blocks_stats_view_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_category_title_size";
  DROP TYPE "public"."enum__pages_v_blocks_category_status";
  DROP TYPE "public"."enum__pages_v_blocks_category_category";
  DROP TYPE "public"."enum__pages_v_blocks_category_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_title_size";
  DROP TYPE "public"."enum__pages_v_blocks_contact_status";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_kind";
  DROP TYPE "public"."enum__pages_v_blocks_contact_background_type";
  DROP TYPE "public"."enum__pages_v_version_key";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_menus_items_children_status";
  DROP TYPE "public"."enum_menus_items_status";
  DROP TYPE "public"."enum_team_members_languages";
  DROP TYPE "public"."enum_team_members_category";
  DROP TYPE "public"."enum_form_submissions_kind";
  DROP TYPE "public"."enum_form_submissions_locale";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_form_submissions_appointment_status";
  DROP TYPE "public"."enum_search_alerts_locale";
  DROP TYPE "public"."enum_search_alerts_goal";
  DROP TYPE "public"."enum_search_alerts_frequency";
  DROP TYPE "public"."enum_search_alerts_status";
  DROP TYPE "public"."enum_alert_matches_reason";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_preferred_locale";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_header_top_bar_links_icon";
  DROP TYPE "public"."enum_header_top_bar_links_status";
  DROP TYPE "public"."enum_header_banner_type";
  DROP TYPE "public"."enum_site_settings_languages_enabled";
  DROP TYPE "public"."enum_site_settings_languages_default_locale";`)
}
