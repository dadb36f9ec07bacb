/**
 * The rules of the search index's derived columns as they stood on 2026-11-26 (src/lib/search/derived.ts and
 * the domain functions it called: epcImage, epc, epcLabel, epcClass, postcode, listingFeatures, areas), frozen
 * for the migrations *_search_changes of both databases, which write every index row as that date meant,
 * whatever the code is when a database is migrated. Never change it: a later rule needs a migration of its own.
 */

/** Ids per UPDATE. */
export const CHUNK = 5000

/** Each region's labels, best first, and its score scale (limit, upper bound included, label), then the worst label. */
type Scale = { steps: readonly (readonly [number, boolean, string])[]; worst: string }
const REGION_LABELS: Readonly<Record<string, readonly string[]>> = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: ['a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub', 'c_plus', 'c', 'c_sub', 'd_plus', 'd', 'd_sub', 'e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'g'],
  luxembourg: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
}
const SCORE_SCALES: Readonly<Record<string, Scale>> = {
  flanders: { steps: [[0, false, 'a_plus'], [100, false, 'a'], [200, false, 'b'], [300, false, 'c'], [400, false, 'd'], [500, false, 'e']], worst: 'f' },
  wallonia: {
    steps: [[0, true, 'a_plusplus'], [45, true, 'a_plus'], [85, true, 'a'], [170, true, 'b'], [255, true, 'c'], [340, true, 'd'], [425, true, 'e'], [510, true, 'f']],
    worst: 'g',
  },
  brussels: {
    steps: [
      [0, false, 'a_plus'], [23, true, 'a'], [45, true, 'a_sub'], [62, true, 'b_plus'], [79, true, 'b'], [95, true, 'b_sub'],
      [113, true, 'c_plus'], [132, true, 'c'], [150, true, 'c_sub'], [170, true, 'd_plus'], [190, true, 'd'], [210, true, 'd_sub'],
      [232, true, 'e_plus'], [253, true, 'e'], [275, true, 'e_sub'], [298, true, 'f_plus'], [322, true, 'f'], [345, true, 'f_sub'],
    ],
    worst: 'g',
  },
}
const LABELS = [
  'a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub', 'c_plus', 'c', 'c_sub', 'd_plus', 'd', 'd_sub',
  'e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'g', 'h', 'i',
]
const SUFFIXES: Readonly<Record<string, string>> = { '++': '_plusplus', '+': '_plus', '-': '_sub', '': '' }
const POSTCODES: readonly (readonly [number, number, string])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
]

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null)
// A checkbox as read: SQLite keeps 0 or 1, PostgreSQL a boolean.
const flagOf = (value: unknown): boolean => value === true || value === 1
const positive = (value: number | null): boolean => value !== null && value > 0

/** A label text ('A+', 'b-', ' e ', 'b_sub') as its slug, or null. */
const labelOf = (text: string | null): string | null => {
  if (text === null || text.length > 20) return null
  const clean = text.trim().toLowerCase().replace(/[\u2212\u2013\u2010]/g, '-')
  if (LABELS.includes(clean)) return clean
  const match = /^([a-i])\s*(\+\+|\+|-)?$/.exec(clean)
  if (!match) return null
  const slug = `${match[1]}${SUFFIXES[match[2] ?? '']}`
  return LABELS.includes(slug) ? slug : null
}

/** The Belgian region of a postcode text, or null. */
const regionOf = (zip: string | null): string | null => {
  if (zip === null) return null
  const text = zip.trim()
  if (!/^\d{4}$/.test(text)) return null
  const code = Number(text)
  return POSTCODES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null
}

/** The rank (0 for any A, 1 for B, ...) of the label the listing's page showed, or -1 for none. */
const epcRank = (country: string | null, zip: string | null, performance: number | null, labelText: string | null): number => {
  let region: string | null
  let label: string | null
  if (country === 'LU') {
    region = 'luxembourg'
    label = labelOf(labelText)
  } else {
    if (country !== 'BE') return -1
    region = regionOf(zip)
    if (region === null) return -1
    if (performance !== null && performance > 0) {
      const scale = SCORE_SCALES[region]
      const step = scale.steps.find(([limit, inclusive]) => (inclusive ? performance <= limit : performance < limit))
      label = step ? step[2] : scale.worst
    } else label = labelOf(labelText)
  }
  return label !== null && REGION_LABELS[region].includes(label) ? label.charCodeAt(0) - 'a'.charCodeAt(0) : -1
}

/**
 * The feature bits: garden 1 (flag or area), terrace 2 (flag or area), parking 4 (garage flag, garages or
 * parking spaces), lift 8, furnished 16, new-build 32 (a project's unit, or sold with VAT).
 */
const featureBits = (row: readonly unknown[]): number => {
  const [garden, terrace, garage, lift, furnished, gardenArea, terraceArea, garages, parkings, project, vat] = row.slice(5)
  const checks = [
    flagOf(garden) || positive(numberOf(gardenArea)),
    flagOf(terrace) || positive(numberOf(terraceArea)),
    flagOf(garage) || positive(numberOf(garages)) || positive(numberOf(parkings)),
    flagOf(lift),
    flagOf(furnished),
    numberOf(project) !== null || positive(numberOf(vat)),
  ]
  return checks.reduce((mask, on, bit) => (on ? mask | (1 << bit) : mask), 0)
}

/** The rows (one JSON array of source arrays) grouped by their computed values, leaving out the columns' defaults. */
export const derivedGroups = (text: string | null): { epc: number; features: number; ids: number[] }[] => {
  const rows: unknown = text ? JSON.parse(text) : []
  const groups = new Map<string, { epc: number; features: number; ids: number[] }>()
  for (const row of Array.isArray(rows) ? rows : []) {
    if (!Array.isArray(row)) continue
    const id = numberOf(row[0])
    if (id === null) continue
    const epc = epcRank(textOf(row[1]), textOf(row[2]), numberOf(row[3]), textOf(row[4]))
    const features = featureBits(row)
    if (epc === -1 && features === 0) continue
    const key = `${epc}:${features}`
    const group = groups.get(key) ?? { epc, features, ids: [] }
    group.ids.push(id)
    groups.set(key, group)
  }
  return [...groups.values()]
}
