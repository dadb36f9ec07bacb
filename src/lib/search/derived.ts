/**
 * The index columns computed in JavaScript, from the very functions the listing's page and the search's
 * reference use, rather than copied into SQL: the EPC label's rank (epcImageFor: the region of the
 * postcode, that region's score scale, else the typed label, which SQL could not parse the same way) and
 * the features (listingFeatures). The engine reads their sources for the rows it wrote, computes these
 * here, and writes them back in one update per distinct pair of values.
 */
import { listingEpcRank } from '@/lib/domain/epcImage'
import { featureMask, listingFeatures } from '@/lib/domain/listingFeatures'
import { sql } from '@/lib/payload/database'

/** What each source row holds, in order: the columns of DERIVED_SOURCES. */
const SOURCES = [
  'p.id',
  'c.country',
  'c.zip',
  'p.energy_energy_performance',
  'p.energy_epc_label_text',
  'p.has_garden',
  'p.has_terrace',
  'p.has_garage',
  'p.has_lift',
  'p.has_furnished',
  'p.surfaces_garden',
  'p.surfaces_terrace',
  'p.rooms_garages',
  'p.rooms_parkings',
  'p.project_id',
  'p.financial_vat',
] as const

/** The sources, over a properties row `p` and its city `c`. */
export const DERIVED_SOURCES = sql.raw(SOURCES.join(', '))

/** The computed columns of one index row: the EPC label's rank (-1 for none) and the feature bits. */
export type DerivedColumns = { epc: number; features: number }

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)
// SQLite keeps a checkbox as 0 or 1, PostgreSQL as a boolean.
const flagOf = (value: unknown): boolean => value === true || value === 1

/** The columns of one source row as the database gave it (JSON values), or null for a row without an id. */
export const derivedColumns = (row: readonly unknown[]): { id: number; columns: DerivedColumns } | null => {
  const [id, country, zip, performance, labelText, garden, terrace, garage, lift, furnished, gardenArea, terraceArea, garages, parkings, project, vat] = row
  const listing = numberOf(id)
  if (listing === null) return null
  const epc = listingEpcRank({ country: textOf(country), zip: textOf(zip), energyPerformance: numberOf(performance), epcLabelText: textOf(labelText) })
  const features = listingFeatures({
    has: { garden: flagOf(garden), terrace: flagOf(terrace), garage: flagOf(garage), lift: flagOf(lift), furnished: flagOf(furnished) },
    surfaces: { garden: numberOf(gardenArea), terrace: numberOf(terraceArea) },
    rooms: { garages: numberOf(garages), parkings: numberOf(parkings) },
    project: numberOf(project),
    financial: { vat: numberOf(vat) },
  })
  return { id: listing, columns: { epc: epc ?? -1, features: featureMask(features) } }
}

/** The rows grouped by their computed values, leaving out those equal to the columns' defaults (no label, no feature). */
export const derivedGroups = (rows: readonly { id: number; columns: DerivedColumns }[]): { columns: DerivedColumns; ids: number[] }[] => {
  const groups = new Map<string, { columns: DerivedColumns; ids: number[] }>()
  for (const { id, columns } of rows) {
    if (columns.epc === -1 && columns.features === 0) continue
    const key = `${columns.epc}:${columns.features}`
    const group = groups.get(key) ?? { columns, ids: [] }
    group.ids.push(id)
    groups.set(key, group)
  }
  return [...groups.values()]
}
