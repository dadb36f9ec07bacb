/**
 * An estate as SweepBright's Website API answers `GET /estates/{id}` (API version
 * 20241030: the `legal` block with flood scores, zoning and CO2; version 20190920 had none of them).
 * Every key may be missing or null, and an empty translation map may come as `[]`: the mapping
 * (toListing.ts) reads everything defensively.
 */

/** A translated text: `{ "nl": "…", "fr": "…" }`, or `[]` when empty. */
export type Translations = Record<string, string | null> | unknown[] | null

export type Money = { amount?: number | string | null; currency?: string | null; hidden?: boolean | null } | null

export type Size = { size?: number | string | null; unit?: 'sq_m' | 'sq_ft' | 'are' | 'acre' | string | null } | null

/** An image, plan or document: a link that expires (`url_expires_on`), so the site keeps its own copy. */
export type SweepBrightFile = {
  id?: string | null
  filename?: string | null
  description?: Translations | string | null
  url?: string | null
  url_expires_on?: string | null
  ordinal?: number | null
  content_type?: string | null
}

export type SweepBrightEstate = {
  id: string
  is_project?: boolean | null
  project_id?: string | null
  /** A project's units, each a whole estate. */
  properties?: SweepBrightEstate[] | null
  type?: string | null
  sub_type?: string | null
  negotiation?: 'sale' | 'let' | string | null
  rent_period?: string | null
  status?: string | null
  description_title?: Translations
  description?: Translations
  price?: Money
  custom_price?: string | null
  price_recurring_costs?: Money
  price_guarantee?: Money
  price_base_rent?: Money
  bedrooms?: number | null
  bathrooms?: number | null
  shower_rooms?: number | null
  toilets?: number | null
  floors?: number | null
  rooms?: { type?: string | null; size?: number | string | null; unit?: string | null }[] | null
  sizes?: { liveable_area?: Size; plot_area?: Size; net_area?: Size } | unknown[] | null
  amenities?: string[] | null
  features?: {
    energy?: { gas?: boolean | null; fuel?: boolean | null; electricity?: boolean | null; heat_pump?: boolean | null } | null
    comfort?: { furnished?: boolean | null } | null
    ecology?: { double_glazing?: boolean | null } | null
    heating_cooling?: { central_heating?: boolean | null; floor_heating?: boolean | null } | null
  } | null
  building?: { construction?: { year?: number | string | null } | null; renovation?: { year?: number | string | null } | null } | null
  garden_orientation?: string | null
  location?: {
    street?: string | null
    number?: string | null
    box?: string | null
    floor?: string | number | null
    postal_code?: string | null
    city?: string | null
    country?: string | null
    hidden?: boolean | null
    geo?: { latitude?: number | string | null; longitude?: number | string | null } | null
  } | null
  legal?: {
    energy?: {
      epc_value?: number | string | null
      epc_category?: string | null
      epc_reference?: string | null
      total_epc_value?: number | string | null
      co2_emissions?: number | string | null
      report_electricity_gas?: string | null
    } | null
    regulations?: Record<string, boolean | string | number | null> | null
    property_and_land?: {
      cadastral_income?: number | string | null
      flood_risk?: string | null
      flood_risk_plot_score?: string | null
      flood_risk_building_score?: string | null
      land_use_designation?: string | null
    } | null
  } | null
  /** Version 20190920's flat EPC keys, read when `legal` is absent. */
  epc_value?: number | string | null
  epc_category?: string | null
  epc_reference?: string | null
  cadastral_income?: number | string | null
  images?: SweepBrightFile[] | null
  plans?: SweepBrightFile[] | null
  documents?: SweepBrightFile[] | null
  video_url?: string | null
  virtual_tour_url?: string | null
  negotiator?: { first_name?: string | null; last_name?: string | null; email?: string | null; phone?: string | null } | null
  /** The owners: private, never published; their e-mail links an owner account. */
  vendors?: { email?: string | null }[] | null
  occupancy?: { available_from?: string | null } | null
  settings?: { reference?: string | null } | null
}

/** SweepBright's webhook body. */
export type SweepBrightEvent = {
  event: 'estate-added' | 'estate-updated' | 'estate-deleted'
  estate_id: string
  happened_at: string
  company_id: string
}
