import { describe, expect, it } from 'vitest'

import { derivedColumns, derivedGroups } from '@/lib/search/derived'

// In DERIVED_SOURCES order: id, country, zip, score, label, garden, terrace, garage, lift, furnished, garden m², terrace m², garages, parkings, project, VAT.
const empty = [null, null, null, null, null, null, null, null, null, null, null, null]

describe('derivedColumns: the index row columns computed from the listing rules', () => {
  it('reads a SQLite row (flags 0 or 1) and a PostgreSQL row (booleans, numerics as numbers) alike', () => {
    const sqlite = [7, 'BE', '9000', 150, 'B', 1, 0, 0, 1, 0, null, null, 0, 2, null, null]
    const postgres = [7, 'BE', '9000', 150, 'B', true, false, false, true, false, null, null, 0, 2, null, null]
    // A B in Flanders; garden, parking and lift.
    for (const row of [sqlite, postgres]) expect(derivedColumns(row)).toEqual({ id: 7, columns: { epc: 1, features: 1 | 4 | 8 } })
  })

  it('judges the EPC as the page does, and gives -1 without a label', () => {
    expect(derivedColumns([1, 'BE', '1000', 151, null, ...empty])?.columns.epc).toBe(3)
    expect(derivedColumns([1, 'BE', '9000', null, 'A++', ...empty])?.columns.epc).toBe(-1)
    expect(derivedColumns([1, 'LU', '1009', null, 'B', ...empty])?.columns.epc).toBe(1)
    expect(derivedColumns([1, null, null, null, null, ...empty])?.columns).toEqual({ epc: -1, features: 0 })
  })

  it('finds the features in areas, counts, the project and VAT', () => {
    expect(derivedColumns([1, 'BE', '9000', null, null, 0, 0, 0, 0, 0, 120, 12, 1, 0, 3, null])?.columns.features).toBe(1 | 2 | 4 | 32)
    expect(derivedColumns([1, 'BE', '9000', null, null, 0, 0, 0, 0, 1, null, null, null, null, null, '52500.00'])?.columns.features).toBe(16 | 32)
  })

  it('skips a row without an id', () => {
    expect(derivedColumns([null, 'BE'])).toBeNull()
    expect(derivedColumns([])).toBeNull()
  })
})

describe('derivedGroups', () => {
  it('groups the rows by their values, leaving out rows equal to the defaults', () => {
    const rows = [
      { id: 1, columns: { epc: 2, features: 1 } },
      { id: 2, columns: { epc: -1, features: 0 } },
      { id: 3, columns: { epc: 2, features: 1 } },
      { id: 4, columns: { epc: -1, features: 4 } },
    ]
    expect(derivedGroups(rows)).toEqual([
      { columns: { epc: 2, features: 1 }, ids: [1, 3] },
      { columns: { epc: -1, features: 4 }, ids: [4] },
    ])
  })
})
