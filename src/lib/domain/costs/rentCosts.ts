/**
 * What renting a listing costs: each month (rent, charges, the energy estimate) and at signing (the first
 * month and the deposit the law of the place allows at most).
 */
import { roundCents } from './scale'
import type { RentCosts, RentRules } from './types'

export type RentInput = { rent: number; chargesPerMonth: number | null; energyPerYear: number | null }

const amount = (value: number | null | undefined): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

/**
 * The figures of a rent, each to the cent. The deposit is the most the place's law allows, in months of rent
 * without charges (as the Belgian and Luxembourg laws count it); at signing the first rent and charges are
 * paid with it, the energy being billed by the supplier. Missing or negative amounts count as 0; no energy
 * estimate stays null.
 */
export const rentCosts = ({ rent, chargesPerMonth, energyPerYear }: RentInput, rules: RentRules): RentCosts => {
  const monthlyRent = roundCents(amount(rent))
  const charges = roundCents(amount(chargesPerMonth))
  const energyPerMonth = energyPerYear === null ? null : roundCents(amount(energyPerYear) / 12)
  const depositMonths = amount(rules.depositMonths)
  const deposit = roundCents(monthlyRent * depositMonths)
  return {
    rent: monthlyRent,
    charges,
    energyPerMonth,
    monthly: roundCents(monthlyRent + charges + (energyPerMonth ?? 0)),
    deposit,
    depositMonths,
    atSigning: roundCents(monthlyRent + charges + deposit),
  }
}
