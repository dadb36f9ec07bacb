import { describe, expect, it } from 'vitest'
import { ownHomeAsked, registrationDuties } from '@/lib/domain/costs/duties'
import { monthlyRate, monthlyRepayment } from '@/lib/domain/costs/loan'
import { hasScale, roundCents, scaleFee } from '@/lib/domain/costs/scale'
import { COST_PLACES, type CostChoices, type CostListing, type CostPlace, type DutyRules, type Scale } from '@/lib/domain/costs/types'
import { costRules } from '../../seed/data/costRules'

/** The 2026 rules as seeded, by scope. */
const seeded = (scope: string) => {
  const set = costRules.find((s) => s.scope === scope)
  if (!set) throw new Error(`no ${scope} rules`)
  return set
}
const dutiesOf = (scope: CostPlace): DutyRules => {
  const duties = seeded(scope).duties
  if (!duties) throw new Error(`no ${scope} duties`)
  return duties
}
const deedOf = (scope: 'belgium' | 'luxembourg') => {
  const deed = seeded(scope).deed
  if (!deed) throw new Error(`no ${scope} deed`)
  return deed
}

const listing = (place: CostPlace, price: number, postcode: string | null = null, newBuild = false, use: CostListing['use'] = 'home'): CostListing => ({
  price,
  use,
  place,
  postcode,
  newBuild,
  energyPerYear: null,
  chargesPerMonth: null,
})
const choices = (ownHome: boolean, buyers: 1 | 2 = 1): CostChoices => ({ ownHome, buyers, ownFunds: 0, loanRate: 3, loanYears: 20 })
const duty = (place: CostPlace, price: number, ownHome: boolean, postcode: string | null = null, buyers: 1 | 2 = 1) =>
  registrationDuties(listing(place, price, postcode), choices(ownHome, buyers), dutiesOf(place))

describe('roundCents', () => {
  it('rounds the decimal a float stands for, never to -0', () => {
    expect(roundCents(1.005)).toBe(1.01)
    expect(roundCents(1907.8845)).toBe(1907.88)
    expect(roundCents(0.125)).toBe(0.13)
    expect(Object.is(roundCents(-0.001), 0)).toBe(true)
    expect(roundCents(-1.005)).toBe(-1)
    expect(roundCents(1e12 + 0.004)).toBe(1e12)
  })
})

describe('scaleFee', () => {
  const J = deedOf('belgium').notaryScale
  const JBIS = deedOf('belgium').ownHomeNotaryScale as Scale

  // notaire.be simulator, fee excluding VAT, as recorded on 2026-09-06.
  it.each([
    [150_000, 1_907.88, 1_686.56],
    [280_000, 2_538.24, 2_261.74],
    [450_000, 2_878.24, 2_771.74],
  ])('the simulator: %s € -> J %s, Jbis %s', (price, j, jbis) => {
    expect(scaleFee(J, price)).toBe(j)
    expect(scaleFee(JBIS, price)).toBe(jbis)
  })

  it.each([
    [200_000, 2_192.88, 1_929.06],
    [250_000, 2_477.88, 2_171.56],
    [300_000, 2_578.24, 2_321.74],
    [350_000, 2_678.24, 2_471.74],
  ])('the same scales at %s €', (price, j, jbis) => {
    expect(scaleFee(J, price)).toBe(j)
    expect(scaleFee(JBIS, price)).toBe(jbis)
  })

  it("takes each band's rate on its own part, up to and past each edge", () => {
    expect(scaleFee(J, 7_500)).toBe(472.5)
    expect(scaleFee(J, 7_501)).toBe(472.53)
    // 1.14% up to 64,090, then 0.57% (a band ending at 64,095 would give 1,418.28 at 64,100).
    expect(scaleFee(J, 64_089)).toBe(1_418.19)
    expect(scaleFee(J, 64_090)).toBe(1_418.2)
    expect(scaleFee(J, 64_100)).toBe(1_418.25)
    expect(scaleFee(J, 250_095)).toBe(2_478.43)
    expect(scaleFee(J, 250_096)).toBe(2_478.43)
    expect(scaleFee(J, 250_100)).toBe(2_478.44)
  })

  it('is the fixed part alone for nothing, a negative or a non-number amount', () => {
    for (const amount of [0, -1, -1e9, Number.NaN, -Infinity]) expect(scaleFee(J, amount)).toBe(285)
    expect(scaleFee(J, 1e12)).toBe(roundCents(2_478.426 + (1e12 - 250_095) * 0.002))
  })

  it('charges nothing past a last band with an end, and nothing for a band out of order', () => {
    const bounded: Scale = { fixed: 10, bands: [{ upTo: 1_000, rate: 1 }] }
    expect(scaleFee(bounded, 5_000)).toBe(20)
    const disordered: Scale = { fixed: 0, bands: [{ upTo: 1_000, rate: 1 }, { upTo: 500, rate: 50 }, { upTo: null, rate: 2 }] }
    expect(scaleFee(disordered, 2_000)).toBe(30)
  })

  it('knows an empty scale is no scale', () => {
    expect(hasScale(J)).toBe(true)
    expect(hasScale({ fixed: 100, bands: [] })).toBe(false)
    expect(hasScale(null)).toBe(false)
    expect(hasScale(undefined)).toBe(false)
  })
})

describe('the loan', () => {
  it('uses the equivalent monthly rate, not the annual rate / 12', () => {
    expect(monthlyRate(2)).toBeCloseTo(0.0016515813, 10)
    expect(monthlyRate(3)).toBeCloseTo(0.0024662698, 10)
    expect(monthlyRate(3.5)).toBeCloseTo(0.0028708987, 10)
    expect(monthlyRate(4.5) * 100).toBeCloseTo(0.3675, 4)
    expect(monthlyRate(0)).toBe(0)
  })

  // €100,000 over 240 months: r = (1 + a)^(1/12) − 1, M = P·r / (1 − (1 + r)^−240); at 2%, 505.03 as Wikifin shows it.
  it.each([
    [2, 505.03],
    [3, 552.57],
    [3.5, 577.14],
  ])('€100,000 over 20 years at %s%% is %s € a month', (rate, payment) => {
    expect(monthlyRepayment(100_000, rate, 20)).toBe(payment)
  })

  it('repays in equal parts at 0%', () => {
    expect(monthlyRepayment(120_000, 0, 10)).toBe(1_000)
    expect(monthlyRepayment(100_000, 0, 30)).toBe(277.78)
  })

  it('is 0 with nothing to repay or no usable rate or term', () => {
    for (const principal of [0, -1, Number.NaN, Infinity]) expect(monthlyRepayment(principal, 3, 20)).toBe(0)
    for (const rate of [-0.5, Number.NaN, Infinity]) expect(monthlyRepayment(100_000, rate, 20)).toBe(0)
    for (const years of [0, 0.04, -1, Number.NaN]) expect(monthlyRepayment(100_000, 3, years)).toBe(0)
    expect(monthlyRepayment(100_000, 3, 1 / 12)).toBe(100_246.63)
  })

  it('computes huge loans without overflow', () => {
    const huge = monthlyRepayment(1e9, 3, 40)
    expect(Number.isFinite(huge)).toBe(true)
    expect(huge / monthlyRepayment(1e7, 3, 40)).toBeCloseTo(100, 4)
  })
})

describe('registration duties, the 2026 rules', () => {
  it('Flanders: 2% for the only own home, 12% for a second one', () => {
    expect(duty('flanders', 300_000, true, '9700')).toBe(6_000)
    expect(duty('flanders', 300_000, false, '9700')).toBe(36_000)
  })

  it("Flanders: a modest home's reduction up to 220,000 €, never below 0", () => {
    // 2% less the reduction of 1,867 €: 4,000 − 1,867 and 4,400 − 1,867.
    expect(duty('flanders', 200_000, true, '9700')).toBe(2_133)
    expect(duty('flanders', 220_000, true, '9700')).toBe(2_533)
    expect(duty('flanders', 220_001, true, '9700')).toBe(4_400.02)
    expect(duty('flanders', 100_000, true, '9700')).toBe(133)
    expect(duty('flanders', 90_000, true, '9700')).toBe(0)
    expect(duty('flanders', 200_000, false, '9700')).toBe(24_000)
  })

  it('Flanders: up to 240,000 € in the kernsteden and the Vlaamse Rand', () => {
    expect(duty('flanders', 230_000, true, '2000')).toBe(2_733)
    expect(duty('flanders', 230_000, true, '9700')).toBe(4_600)
    expect(duty('flanders', 240_000, true, '1800')).toBe(2_933)
    expect(duty('flanders', 240_000, true, '1850')).toBe(2_933)
    expect(duty('flanders', 240_000, true, '2850')).toBe(2_933)
    expect(duty('flanders', 240_001, true, '2000')).toBe(4_800.02)
    expect(duty('flanders', 230_000, true, null)).toBe(4_600)
    expect(duty('flanders', 230_000, true, ' 9000 ')).toBe(2_733)
  })

  it('Flanders: the higher-cap list holds each municipality once and only 4-digit Flemish postcodes', () => {
    const codes = dutiesOf('flanders').higherCapPostcodes
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^(1[5-9]|[23]\d|[89]\d)\d{2}$/)
    for (const code of ['2000', '9000', '3000', '1800', '1930', '3080', '1570']) expect(codes).toContain(code)
    for (const code of ['3720', '1931', '9700', '1000']) expect(codes).not.toContain(code)
  })

  // fiscalite.brussels/fr/abattement: €300,000 → 12.5% × (300,000 − 200,000) = €12,500; €200,000 → €0.
  it('Brussels: 12.5% above the 200,000 € abatement, as the region shows it', () => {
    expect(duty('brussels', 300_000, true)).toBe(12_500)
    expect(duty('brussels', 200_000, true)).toBe(0)
    expect(duty('brussels', 150_000, true)).toBe(0)
  })

  it('Brussels: no abatement one euro over 600,000 € (a cliff), nor for a second home', () => {
    expect(duty('brussels', 600_000, true)).toBe(50_000)
    expect(duty('brussels', 600_001, true)).toBe(75_000.13)
    expect(duty('brussels', 300_000, false)).toBe(37_500)
  })

  it('Wallonia: 3% for the own home at any price, 12.5% otherwise', () => {
    expect(duty('wallonia', 300_000, true)).toBe(9_000)
    expect(duty('wallonia', 280_000, true)).toBe(8_400)
    expect(duty('wallonia', 2_000_000, true)).toBe(60_000)
    expect(duty('wallonia', 300_000, false)).toBe(37_500)
  })

  it("Luxembourg: 7%, less 40,000 € per buyer for an own home, down to the 100 € minimum", () => {
    expect(duty('luxembourg', 500_000, true)).toBe(100)
    expect(duty('luxembourg', 700_000, true)).toBe(9_000)
    expect(duty('luxembourg', 700_000, true, null, 2)).toBe(100)
    expect(duty('luxembourg', 1_200_000, true, null, 2)).toBe(4_000)
    expect(duty('luxembourg', 571_428.57, true)).toBe(100)
    expect(duty('luxembourg', 573_000, true)).toBe(110)
    expect(duty('luxembourg', 500_000, false)).toBe(35_000)
  })

  it('a credit never raises a duty below the minimum, and nothing owed owes no minimum', () => {
    expect(duty('luxembourg', 1_000, true)).toBe(70)
    expect(duty('luxembourg', 0, true)).toBe(0)
  })

  it('a new build pays VAT instead, so no duties', () => {
    for (const place of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
      expect(registrationDuties(listing(place, 300_000, null, true), choices(false), dutiesOf(place))).toBe(0)
    }
  })

  it('a price that is not a positive number owes nothing', () => {
    for (const price of [0, -300_000, Number.NaN, Infinity]) expect(duty('flanders', price, false)).toBe(0)
    expect(duty('flanders', 1e12, false)).toBe(1.2e11)
  })
})

describe('registration duties by what is bought, the 2026 rules', () => {
  const bought = (place: CostPlace, price: number, use: CostListing['use'], ownHome = true, postcode: string | null = null) =>
    registrationDuties(listing(place, price, postcode, false, use), choices(ownHome), dutiesOf(place))

  it('an office, a shop, an industrial building or a parking pays the standard rate, whatever the own-home choice says', () => {
    // An office in Boom at 680,000 €: 12%, not the 2% of an only own home.
    expect(bought('flanders', 680_000, 'other', true, '2850')).toBe(81_600)
    // A commercial building in Wallonia: 12.5%, not 3%; in Brussels no abatement; in Luxembourg no credit.
    expect(bought('wallonia', 400_000, 'other')).toBe(50_000)
    expect(bought('brussels', 400_000, 'other')).toBe(50_000)
    expect(bought('luxembourg', 400_000, 'other')).toBe(28_000)
  })

  it('building land: Flanders keeps 12% (its 2% is for a dwelling), Wallonia 3%, Brussels its land abatement up to 300,000 €, Luxembourg its credit', () => {
    expect(bought('flanders', 150_000, 'land')).toBe(18_000)
    expect(bought('wallonia', 150_000, 'land')).toBe(4_500)
    expect(bought('wallonia', 150_000, 'land', false)).toBe(18_750)
    // Brussels: 12.5% above the first 100,000 € (not the 200,000 € of a home), up to a 300,000 € price; a cliff above.
    expect(bought('brussels', 300_000, 'land')).toBe(25_000)
    expect(bought('brussels', 300_001, 'land')).toBe(37_500.13)
    expect(bought('brussels', 300_000, 'home')).toBe(12_500)
    expect(bought('luxembourg', 150_000, 'land')).toBe(100)
  })

  it('asks the own-home question only where the purchase may be one', () => {
    const asked = (place: CostPlace, use: CostListing['use']) => ownHomeAsked({ use }, dutiesOf(place))
    expect(COST_PLACES.map((place) => [asked(place, 'home'), asked(place, 'land'), asked(place, 'other')])).toEqual([
      [true, false, false],
      [true, true, false],
      [true, true, false],
      [true, true, false],
    ])
  })
})

describe('registration duties, each rule on its own', () => {
  const base: DutyRules = { ...dutiesOf('luxembourg'), surchargePostcodes: ['1234'] }
  const at = (postcode: string | null, ownHome: boolean, newBuild = false, rules: DutyRules = base) =>
    registrationDuties(listing('luxembourg', 500_000, postcode, newBuild), choices(ownHome), rules)

  it('a surcharge on the price where the postcode levies one, not for an own home or a new build', () => {
    expect(at('1234', false)).toBe(50_000)
    expect(at(' 1234', false)).toBe(50_000)
    expect(at('1235', false)).toBe(35_000)
    expect(at(null, false)).toBe(35_000)
    expect(at('1234', true)).toBe(100)
    expect(at('1234', false, true)).toBe(0)
  })

  it('a cap left empty is no cap', () => {
    const flanders = dutiesOf('flanders')
    const uncapped: DutyRules = { ...flanders, reductionPriceCap: null, reductionPriceCapHigher: null }
    expect(registrationDuties(listing('flanders', 1_000_000, '9700'), choices(true), uncapped)).toBe(18_133)
    const brussels: DutyRules = { ...dutiesOf('brussels'), abatementPriceCap: null }
    expect(registrationDuties(listing('brussels', 1_000_000), choices(true), brussels)).toBe(100_000)
  })

  it('the higher cap needs a value as well as the postcode', () => {
    const noHigher: DutyRules = { ...dutiesOf('flanders'), reductionPriceCapHigher: null }
    expect(registrationDuties(listing('flanders', 230_000, '2000'), choices(true), noHigher)).toBe(4_600)
  })
})
