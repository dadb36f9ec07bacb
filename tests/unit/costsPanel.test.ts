import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { type CostFields, listingCosts } from '@/lib/domain/costs/listing'
import { purchaseCosts } from '@/lib/domain/costs/purchase'
import { rentCosts } from '@/lib/domain/costs/rentCosts'
import { costNote, purchaseRows, rateText, rentRows } from '@/lib/domain/costs/rows'

import { costRules } from '../../seed/data/costRules'
import { dictionary } from '../../seed/data/dictionary'

const t = translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value.en])))
const day = '2026-11-25'
const gent = { zip: '9000', country: 'BE' }
const sale: CostFields = { goal: 'sale', price: 300_000, publishPrice: true, priceUnit: 'total', marquee: null }

describe('listingCosts: which listings get a panel, with what', () => {
  it('a sale with its price shown, in a place with rules', () => {
    const costs = listingCosts({ ...sale, energy: { energyPerformance: 200 }, surfaces: { living: 100 }, financial: { charges: 80 } }, gent, 0.3, costRules, day)
    expect(costs?.kind).toBe('sale')
    expect(costs?.listing).toEqual({ price: 300_000, use: 'home', place: 'flanders', postcode: '9000', newBuild: false, energyPerYear: 6_000, chargesPerMonth: 80 })
    expect(costs?.rules.place).toBe('flanders')
  })

  it("bought as its type says (a type not read is a home), and asked about an own home only where it may be one", () => {
    const office = listingCosts({ ...sale, type: { costUse: 'other' } }, gent, 0.3, costRules, day)
    expect(office?.listing.use).toBe('other')
    expect(office?.defaults.ownHome).toBe(false)
    expect(listingCosts({ ...sale, type: { costUse: 'land' } }, gent, 0.3, costRules, day)?.listing.use).toBe('land')
    for (const type of [7, null, { costUse: null }, { costUse: 'castle' }]) expect(listingCosts({ ...sale, type }, gent, 0.3, costRules, day)?.listing.use, JSON.stringify(type)).toBe('home')
  })

  it('none for a hidden price, a sold listing, a starting price, a price per m², or a place without rules', () => {
    expect(listingCosts({ ...sale, publishPrice: false }, gent, 0.3, costRules, day)).toBeNull()
    expect(listingCosts({ ...sale, marquee: 'sold' }, gent, 0.3, costRules, day)).toBeNull()
    expect(listingCosts({ ...sale, priceUnit: 'from' }, gent, 0.3, costRules, day)).toBeNull()
    expect(listingCosts({ ...sale, priceUnit: 'm2' }, gent, 0.3, costRules, day)).toBeNull()
    expect(listingCosts(sale, gent, 0.3, [], day)).toBeNull()
    expect(listingCosts(sale, { zip: '0999', country: 'BE' }, 0.3, costRules, day)).toBeNull()
  })

  it('a new build: a project unit, or a listing sold with VAT', () => {
    expect(listingCosts({ ...sale, project: 4 }, gent, 0.3, costRules, day)?.listing.newBuild).toBe(true)
    expect(listingCosts({ ...sale, financial: { vat: 42_000 } }, gent, 0.3, costRules, day)?.listing.newBuild).toBe(true)
  })

  it('Luxembourg by its country, whatever the postcode', () => {
    expect(listingCosts(sale, { zip: '1234', country: 'LU' }, 0.3, costRules, day)?.rules.place).toBe('luxembourg')
  })

  it('a rent by the month', () => {
    const costs = listingCosts({ ...sale, goal: 'rent', price: 950, priceUnit: 'month' }, { zip: '1000', country: 'BE' }, null, costRules, day)
    expect(costs?.kind).toBe('rent')
    expect(costs?.rules.rent.depositMonths).toBe(2)
  })
})

describe('the lines of the panel', () => {
  const costs = listingCosts(sale, gent, null, costRules, day)!

  it('a purchase with a loan: duties, notary, the mortgage deed, totals; the repayment each month', () => {
    const rows = purchaseRows(purchaseCosts(costs.listing, costs.defaults, costs.rules), costs.listing, costs.rules, t, 'en')
    expect(rows.once.map((row) => row.label)).toEqual(['Price', 'Registration duties', 'Notary and deed costs', expect.stringMatching(/^Mortgage deed for a loan of €[\d,]+$/), 'Total cost', 'Own funds needed at the deed'])
    expect(rows.once[1].value).toBe('€6,000')
    expect(rows.once.filter((row) => row.total).map((row) => row.label)).toEqual(['Total cost', 'Own funds needed at the deed'])
    expect(rows.monthly.map((row) => row.label)).toEqual(['Loan repayment', 'Per month'])
  })

  it('without a loan there is no mortgage deed and no repayment; a new build shows its VAT', () => {
    const cash = { ...costs.defaults, ownFunds: 1_000_000 }
    const rows = purchaseRows(purchaseCosts(costs.listing, cash, costs.rules), costs.listing, costs.rules, t, 'en')
    expect(rows.once.map((row) => row.label)).not.toContain(expect.stringMatching(/Mortgage/))
    expect(rows.monthly.map((row) => row.label)).toEqual(['Per month'])
    const newBuild = { ...costs.listing, newBuild: true }
    const vat = purchaseRows(purchaseCosts(newBuild, cash, costs.rules), newBuild, costs.rules, t, 'en')
    expect(vat.once[1]).toEqual({ label: 'VAT (21%)', value: '€63,000' })
  })

  it('a rent: each month, then at signing, with the deposit in months', () => {
    const rent = listingCosts({ ...sale, goal: 'rent', price: 900, priceUnit: 'month', financial: { charges: 50 } }, gent, null, costRules, day)!
    const rows = rentRows(rentCosts({ rent: 900, chargesPerMonth: 50, energyPerYear: null }, rent.rules.rent), t, 'en')
    expect(rows.monthly.map((row) => [row.label, row.value])).toEqual([['Rent', '€900'], ['Common charges', '€50'], ['Per month', '€950']])
    expect(rows.once.map((row) => [row.label, row.value])).toEqual([['First rent and charges', '€950'], ["Rental deposit (3 months of rent)", '€2,700'], ['Payable at signing', '€3,650']])
  })

  it("the note names the place and the rules' date in the visitor's language", () => {
    expect(costNote(costs.rules, t, 'en', 'sale')).toMatch(/^An estimate under the rules of the Flemish Region in force since 1 January 2026\./)
    expect(rateText(3.3, 'nl')).toBe('3,3')
    expect(rateText(3.3, 'en')).toBe('3.3')
  })
})
