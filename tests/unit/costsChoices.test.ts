import { describe, expect, it } from 'vitest'
import { choicesQuery, parseChoices, readChoices } from '@/lib/domain/costs/choices'
import { rentCosts } from '@/lib/domain/costs/rentCosts'
import { placeOf, rulesFor } from '@/lib/domain/costs/select'
import type { CostChoices, CostRuleSet, PlaceRules } from '@/lib/domain/costs/types'
import { costRules } from '../../seed/data/costRules'

const defaults: CostChoices = { ownHome: true, buyers: 1, ownFunds: 41_000, loanRate: 3.3, loanYears: 25 }
const PRICE = 300_000
const read = (params: Record<string, string | undefined>) => readChoices(params, defaults, PRICE)

describe('parseChoices', () => {
  it('reads every field from a query string', () => {
    const params = new URLSearchParams('own=0&buyers=2&funds=60000&rate=2,75&years=30')
    expect(parseChoices(params, defaults, PRICE)).toEqual({ ownHome: false, buyers: 2, ownFunds: 60_000, loanRate: 2.75, loanYears: 30 })
  })

  it('keeps the default for a missing or emptied field, which is not an error', () => {
    expect(read({})).toEqual({ choices: defaults, invalid: [] })
    expect(read({ own: '', buyers: '  ', funds: undefined })).toEqual({ choices: defaults, invalid: [] })
    expect(parseChoices(new URLSearchParams(''), defaults, PRICE)).toEqual(defaults)
  })

  it.each([
    ['own', ['1', '0'], ['yes', 'true', '2', '01']],
    ['buyers', ['1', '2'], ['0', '3', '1.0', 'two']],
    ['funds', ['0', '3000000', ' 45000 ', '45 000', '45\u202f000'], ['-1', '3000001', '12.5', '1e5', '45,000', 'abc']],
    ['rate', ['0', '15', '3.3', '3,3', '0.0001', '07'], ['15.01', '-1', '3.', '.5', '1e1', '3,3,3', '100', 'abc']],
    ['years', ['1', '40', '25'], ['0', '41', '2.5', '-5', '100', 'x']],
  ] as const)('%s: accepts %j, falls back to the default on %j', (name, good, bad) => {
    for (const text of good) expect(read({ [name]: text }).invalid, `${name}=${text}`).toEqual([])
    for (const text of bad) expect(read({ [name]: text }), `${name}=${text}`).toEqual({ choices: defaults, invalid: [name] })
  })

  it('bounds own funds by 10 times the price, and by 0 without a usable price', () => {
    expect(readChoices({ funds: '3000000' }, defaults, PRICE).choices.ownFunds).toBe(3_000_000)
    expect(readChoices({ funds: '1' }, defaults, 0).invalid).toEqual(['funds'])
    expect(readChoices({ funds: '0' }, defaults, 0).choices.ownFunds).toBe(0)
    expect(readChoices({ funds: '1' }, defaults, Number.NaN).invalid).toEqual(['funds'])
    expect(readChoices({ funds: '9'.repeat(16) }, defaults, 1e20).invalid).toEqual(['funds'])
  })

  it('lists each invalid field and keeps the valid ones', () => {
    expect(read({ own: '0', buyers: '9', funds: 'lots', rate: '2.5', years: '99' })).toEqual({
      choices: { ...defaults, ownHome: false, loanRate: 2.5 },
      invalid: ['buyers', 'funds', 'years'],
    })
  })

  it('reads back what choicesQuery writes', () => {
    const choices: CostChoices = { ownHome: false, buyers: 2, ownFunds: 55_000, loanRate: 2.95, loanYears: 20 }
    expect(choicesQuery(choices)).toBe('own=0&buyers=2&funds=55000&rate=2.95&years=20')
    expect(parseChoices(new URLSearchParams(choicesQuery(choices)), defaults, PRICE)).toEqual(choices)
    expect(choicesQuery({ ...choices, ownFunds: 55_000.6 })).toContain('funds=55001')
  })
})

describe('rentCosts', () => {
  const depositOf = (place: 'flanders' | 'brussels' | 'wallonia' | 'luxembourg') => {
    const found = rulesFor(costRules, place, '2026-06-15')
    if (!found) throw new Error(place)
    return found.rent
  }

  it('a deposit of at most 3 months in Flanders, 2 in Brussels, Wallonia and Luxembourg', () => {
    expect(rentCosts({ rent: 1_000, chargesPerMonth: null, energyPerYear: null }, depositOf('flanders')).deposit).toBe(3_000)
    expect(rentCosts({ rent: 1_000, chargesPerMonth: null, energyPerYear: null }, depositOf('brussels')).deposit).toBe(2_000)
    expect(rentCosts({ rent: 1_000, chargesPerMonth: null, energyPerYear: null }, depositOf('wallonia')).deposit).toBe(2_000)
    expect(rentCosts({ rent: 2_000, chargesPerMonth: null, energyPerYear: null }, depositOf('luxembourg')).deposit).toBe(4_000)
  })

  it('each month rent, charges and energy; at signing the first month and the deposit (on the rent alone)', () => {
    expect(rentCosts({ rent: 950.5, chargesPerMonth: 75, energyPerYear: 1_000 }, { depositMonths: 3 })).toEqual({
      rent: 950.5,
      charges: 75,
      energyPerMonth: 83.33,
      monthly: 1_108.83,
      deposit: 2_851.5,
      depositMonths: 3,
      atSigning: 3_877,
    })
  })

  it('missing or negative amounts count as 0; no energy estimate stays null', () => {
    expect(rentCosts({ rent: -1, chargesPerMonth: -5, energyPerYear: null }, { depositMonths: 2 })).toEqual({
      rent: 0,
      charges: 0,
      energyPerMonth: null,
      monthly: 0,
      deposit: 0,
      depositMonths: 2,
      atSigning: 0,
    })
    expect(rentCosts({ rent: 800, chargesPerMonth: null, energyPerYear: 0 }, { depositMonths: 2 }).energyPerMonth).toBe(0)
  })
})

describe('placeOf', () => {
  it.each([
    ['BE', '1000', 'brussels'],
    ['BE', '1300', 'wallonia'],
    ['BE', '1500', 'flanders'],
    ['BE', '9000', 'flanders'],
    ['BE', '4000', 'wallonia'],
    ['LU', '1009', 'luxembourg'],
    ['LU', null, 'luxembourg'],
    ['BE', 'abc', null],
    ['BE', null, null],
    ['BE', '0999', null],
    [null, '1000', null],
  ] as const)('%s %s -> %s', (country, postcode, place) => {
    expect(placeOf(country, postcode)).toBe(place)
  })
})

describe('rulesFor', () => {
  it('the seeded 2026 rules: a region with Belgium\'s deeds, or Luxembourg alone', () => {
    const flanders = rulesFor(costRules, 'flanders', '2026-06-15') as PlaceRules
    expect(flanders.duties.ownHomeRate).toBe(2)
    expect(flanders.deed.newBuildVatRate).toBe(21)
    expect(flanders.rent.depositMonths).toBe(3)
    expect(flanders.validFrom).toBe('2026-01-01')
    const luxembourg = rulesFor(costRules, 'luxembourg', '2026-06-15') as PlaceRules
    expect(luxembourg.deed.newBuildVatRate).toBe(17)
    expect(luxembourg.validFrom).toBe('2025-07-01')
  })

  it('no rules before a part was in force', () => {
    expect(rulesFor(costRules, 'brussels', '2025-12-31')).toBeNull()
    expect(rulesFor(costRules, 'brussels', '2026-01-01')?.validFrom).toBe('2026-01-01')
    expect(rulesFor(costRules, 'luxembourg', '2025-06-30')).toBeNull()
  })

  const set = (scope: CostRuleSet['scope'], validFrom: string, parts: Partial<CostRuleSet>): CostRuleSet => ({ scope, validFrom, sources: '', ...parts })
  const { duties, rent } = rulesFor(costRules, 'wallonia', '2026-06-15') as PlaceRules
  const deed = (rulesFor(costRules, 'wallonia', '2026-06-15') as PlaceRules).deed
  const sets = [
    set('wallonia', '2020-01-01', { duties: { ...duties, ownHomeRate: 6 }, rent }),
    set('wallonia', '2025-01-01', { duties }),
    set('wallonia', '2030-01-01', { duties: { ...duties, ownHomeRate: 1 } }),
    set('belgium', '2024-01-01', { deed }),
    set('flanders', '2026-01-01', { duties: { ...duties, ownHomeRate: 99 }, rent }),
  ]

  it('takes each part from the latest set in force that has it', () => {
    const rules = rulesFor(sets, 'wallonia', '2026-06-15') as PlaceRules
    expect(rules.duties.ownHomeRate).toBe(3)
    expect(rules.rent).toBe(rent)
    expect(rules.validFrom).toBe('2025-01-01')
    expect(rulesFor(sets, 'wallonia', '2024-12-31')?.duties.ownHomeRate).toBe(6)
    expect(rulesFor(sets, 'wallonia', '2030-01-01')?.duties.ownHomeRate).toBe(1)
  })

  it('of two sets on one day, the later listed; a set with a malformed date never applies', () => {
    const twice = [...sets, set('wallonia', '2025-01-01', { duties: { ...duties, ownHomeRate: 4 } }), set('wallonia', '2026-1-1', { duties: { ...duties, ownHomeRate: 5 } })]
    expect(rulesFor(twice, 'wallonia', '2026-06-15')?.duties.ownHomeRate).toBe(4)
  })

  it('null when a part is missing or the day is not a date', () => {
    expect(rulesFor(sets, 'brussels', '2026-06-15')).toBeNull()
    expect(rulesFor(sets, 'luxembourg', '2026-06-15')).toBeNull()
    expect(rulesFor(sets.slice(0, 3), 'wallonia', '2026-06-15')).toBeNull()
    for (const day of ['', '2026-6-15', '15/06/2026', 'today']) expect(rulesFor(sets, 'wallonia', day)).toBeNull()
    expect(rulesFor([], 'flanders', '2026-06-15')).toBeNull()
  })
})
