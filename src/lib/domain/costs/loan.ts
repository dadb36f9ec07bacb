/**
 * A mortgage's monthly repayment, the Belgian way: Belgian consumer-credit law (Code of Economic Law,
 * art. I.9 and VII.142; royal decree of 14 September 2016) ties the periodic rate i to the annual rate I by
 * (1 + i)^n = 1 + I, so a monthly rate is the twelfth root, not the annual rate divided by 12, which would
 * overstate every payment (€505.88 instead of €505.03 for €100,000 over 20 years at 2%).
 */
import { roundCents } from './scale'

/** The monthly rate, as a fraction, equivalent to an annual rate in %: (1 + a)^(1/12) − 1. */
export const monthlyRate = (annualPercent: number): number => Math.pow(1 + annualPercent / 100, 1 / 12) - 1

/**
 * The constant monthly payment (an annuity) that repays `principal` over `years` at `annualPercent`,
 * to the cent: P·r / (1 − (1 + r)^−n), or P / n at 0%. The term is counted in whole months. 0 when there
 * is nothing to repay (a principal that is not a positive number) or no usable rate or term (a negative
 * rate, a term under half a month, a value that is not a number): the panel then shows no repayment.
 */
export const monthlyRepayment = (principal: number, annualPercent: number, years: number): number => {
  const months = Math.round(years * 12)
  if (!(Number.isFinite(principal) && principal > 0) || !(Number.isFinite(annualPercent) && annualPercent >= 0) || !(Number.isFinite(months) && months >= 1)) return 0
  const rate = monthlyRate(annualPercent)
  return roundCents(rate === 0 ? principal / months : (principal * rate) / (1 - Math.pow(1 + rate, -months)))
}
