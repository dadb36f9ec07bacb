import { describe, expect, it } from 'vitest'

import { MENTIONS, type MentionInput, mandatoryMentions, missingMentions, missingMentionsMessage } from '@/lib/domain/mandatoryMentions'

const FLANDERS = { zip: '9000', country: 'BE' }
const BRUSSELS = { zip: '1050', country: 'BE' }
const WALLONIA = { zip: '4000', country: 'BE' }
const LUXEMBOURG = { zip: '1111', country: 'LU' }
const REGIONS = { FLANDERS, BRUSSELS, WALLONIA }

// 1 June 2026, noon in Brussels (CEST, UTC+2).
const JUNE_1 = new Date('2026-06-01T10:00:00Z')
const ENERGY = { energyPerformance: 150, epcLabelText: 'C', energyTotal: 18_000, co2Emission: 28, certificateNumber: 'PEB-1', uniqueCode: '2023-1' }

/** A complete listing of every region, checked on `now`, with the EPC dates given. */
const full = (dates: { certificateDate?: string | null; certificateExpiry?: string | null }, over: Partial<MentionInput> = {}): MentionInput => ({
  goal: 'sale',
  ...FLANDERS,
  needsEpc: true,
  price: 300_000,
  energy: { ...ENERGY, ...dates },
  flood: { pScore: 'A', gScore: 'B' },
  planning: { zoning: 'residential' },
  financial: { charges: 50 },
  now: JUNE_1,
  ...over,
})
const ids = (input: MentionInput) => missingMentions(input).map((m) => m.id)
const required = (input: MentionInput) => mandatoryMentions(input).map((m) => m.id)

describe('a valid EPC (epcValid)', () => {
  it('refuses a building whose EPC was issued ten years and a day ago, in every region', () => {
    for (const [name, place] of Object.entries(REGIONS)) {
      expect(ids(full({ certificateDate: '2016-05-31' }, place)), name).toEqual(['epcValid'])
    }
  })

  it('accepts one issued exactly ten years before the Brussels day, in every region', () => {
    for (const [name, place] of Object.entries(REGIONS)) {
      const input = full({ certificateDate: '2016-06-01' }, place)
      expect(required(input), name).toContain('epcValid')
      expect(ids(input), name).toEqual([])
    }
  })

  it('holds through its expiry day in Brussels time, and runs out at the next midnight in Brussels', () => {
    const issued = { certificateDate: '2016-06-01' }
    // 00:00 and 23:59:59.999 on 1 June in Brussels, then 00:00 on 2 June (still 1 June in UTC).
    expect(ids(full(issued, { now: new Date('2026-05-31T22:00:00.000Z') }))).toEqual([])
    expect(ids(full(issued, { now: new Date('2026-06-01T21:59:59.999Z') }))).toEqual([])
    expect(ids(full(issued, { now: new Date('2026-06-01T22:00:00.000Z') }))).toEqual(['epcValid'])
  })

  it('reads an issue date stored as a moment (a picked day at 12:00 UTC) as that day', () => {
    expect(ids(full({ certificateDate: '2016-06-01T12:00:00.000Z' }))).toEqual([])
    expect(ids(full({ certificateDate: '2016-05-31T12:00:00.000Z' }))).toEqual(['epcValid'])
  })

  it('refuses an EPC whose own expiry date has passed, and accepts one on its expiry day', () => {
    expect(ids(full({ certificateExpiry: '2026-05-31' }))).toEqual(['epcValid'])
    expect(ids(full({ certificateExpiry: '2026-06-01' }))).toEqual([])
  })

  it('goes by the stated expiry date over the issue date', () => {
    expect(ids(full({ certificateDate: '2024-01-10', certificateExpiry: '2026-05-31' }))).toEqual(['epcValid'])
    expect(ids(full({ certificateDate: '2016-05-31', certificateExpiry: '2026-12-31' }))).toEqual([])
  })

  it('points the checklist at the expiry field, and names it in the publishing error', () => {
    const input = full({ certificateDate: '2016-05-31' }, BRUSSELS)
    const missing = missingMentions(input)
    expect(missing).toEqual([MENTIONS.epcValid])
    expect(MENTIONS.epcValid.path).toBe('energy.certificateExpiry')
    expect(missingMentionsMessage(input, missing)).toBe(`Cannot publish: missing mandatory mentions for Brussels: ${MENTIONS.epcValid.message}`)
  })

  it('is not checked at all when the EPC has no dates', () => {
    for (const dates of [{}, { certificateDate: null, certificateExpiry: null }, { certificateDate: '', certificateExpiry: '' }]) {
      expect(required(full(dates)), JSON.stringify(dates)).not.toContain('epcValid')
    }
    expect(required(full({}, { energy: null }))).not.toContain('epcValid')
  })

  it('is not checked for a plot, which needs no EPC', () => {
    expect(required(full({ certificateDate: '2010-01-01' }, { needsEpc: false }))).not.toContain('epcValid')
    expect(ids(full({ certificateExpiry: '2020-01-01' }, { ...BRUSSELS, needsEpc: false }))).toEqual([])
  })

  it('is checked for a type not known to need an EPC or not, as a building', () => {
    expect(ids(full({ certificateDate: '2010-01-01' }, { needsEpc: null }))).toEqual(['epcValid'])
  })

  it('is not checked in Luxembourg', () => {
    const input = full({ certificateDate: '2010-01-01', certificateExpiry: '2020-01-01' }, LUXEMBOURG)
    expect(required(input)).not.toContain('epcValid')
    expect(ids(input)).toEqual([])
  })

  it('comes with the other missing mentions of the region', () => {
    const input = full({ certificateDate: '2016-05-31' }, { ...FLANDERS, energy: { certificateDate: '2016-05-31' } })
    expect(ids(input)).toEqual(['epcScore', 'epcUniqueCode', 'epcValid'])
  })
})
