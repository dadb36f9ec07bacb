/**
 * Degressive fee scales (a notary's fee on a price or on a loan), and the cent rounding every figure of the
 * cost panel goes through, so that lines computed apart add up to the totals shown.
 */
import type { Scale } from './types'

/**
 * Euros to the cent. The product is cut to 15 significant digits first: 1.005 × 100 is 100.49999999999999
 * in binary, and the decimal it stands for must round up. Never -0, which would print as "-0 €".
 */
export const roundCents = (euros: number): number => {
  const cents = Math.round(Number((euros * 100).toPrecision(15)))
  return cents === 0 ? 0 : cents / 100
}

/** Whether a scale can be computed with: a scale without bands is one nobody has read yet, not a free deed. */
export const hasScale = (scale: Scale | null | undefined): scale is Scale => scale !== null && scale !== undefined && scale.bands.length > 0

/**
 * The fee on `amount`: the fixed part plus, for each band in order, its rate on the part of the amount
 * between the previous band's end and its own (`upTo` null: no end). Rounded once, at the end, as the
 * notaries' simulator does. An amount past a last band that has an end bears nothing more; a negative or
 * non-finite amount counts as 0 (the fixed part alone). Callers check hasScale first.
 */
export const scaleFee = (scale: Scale, amount: number): number => {
  const base = Number.isFinite(amount) && amount > 0 ? amount : 0
  let from = 0
  let fee = scale.fixed
  for (const band of scale.bands) {
    const to = band.upTo ?? Infinity
    // A band out of order (ending below the previous one) covers nothing rather than taking a fee back.
    if (to > from) fee += (Math.max(0, Math.min(base, to) - from) * band.rate) / 100
    from = Math.max(from, to)
  }
  return roundCents(fee)
}
