/**
 * A yearly energy-cost estimate (no peer shows one): the EPC score (kWh/m²·year of primary energy) ×
 * the living area × a price per kWh set by the agency. It is an order of magnitude for comparing
 * listings, not a bill: the score is a standardised use, not a household's.
 */

/** Estimates are rounded to this many euros, so they do not look more precise than they are. */
export const ENERGY_COST_ROUNDING = 10

/**
 * Euros a year, rounded to ENERGY_COST_ROUNDING; null unless the score, the area and the price are all
 * finite and above 0 (a negative score, an A+ home producing energy, gives no estimate).
 */
export const yearlyEnergyCost = (score: number | null | undefined, livingArea: number | null | undefined, pricePerKwh: number | null | undefined): number | null => {
  const values = [score, livingArea, pricePerKwh]
  if (!values.every((v): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0)) return null
  const [kwh, area, price] = values as [number, number, number]
  return Math.round((kwh * area * price) / ENERGY_COST_ROUNDING) * ENERGY_COST_ROUNDING
}
