/**
 * The EPC filter of the search (DESIGN 'Search query string': `epc=c`, the worst label accepted). Each
 * listing is judged on its own region's scale, as its page shows it (listingEpcRank in epcImage.ts: Flanders A+ to F,
 * Brussels A+ to G with its plus and minus steps, Wallonia A++ to G, Luxembourg A+ to I): the filter
 * names a letter, and a label passes when its letter is that one or better, whatever its plus or minus.
 * So `epc=a` takes A++, A+, A and A- alike, and `epc=c` in Brussels takes C+, C and C-.
 */
import type { EpcLabel } from './epcLabel'

/** The letters a visitor chooses from, best first (H and I exist in Luxembourg only and are never asked for). */
export const EPC_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const

/** One letter of the filter. */
export type EpcClass = (typeof EPC_CLASSES)[number]

/** Type guard for EpcClass. */
export const isEpcClass = (value: unknown): value is EpcClass => typeof value === 'string' && (EPC_CLASSES as readonly string[]).includes(value)

/** The rank of a label's letter: 0 for any A (A++ to A-), 1 for B, ... 8 for I. */
export const epcRank = (label: EpcLabel): number => label.charCodeAt(0) - 'a'.charCodeAt(0)

/** The rank of a filter letter (0 for a, 6 for g). */
export const epcClassRank = (value: EpcClass): number => EPC_CLASSES.indexOf(value)

/** The filter letter of a `epc` value: one letter a to g, in any case, spaces around ignored; null otherwise. */
export const parseEpcParam = (text: string | null | undefined): EpcClass | null => {
  if (typeof text !== 'string' || text.length > 8) return null
  const value = text.trim().toLowerCase()
  return isEpcClass(value) ? value : null
}

/** Whether a listing's label rank passes the filter: a label of that letter or better; no label never does. */
export const meetsEpc = (rank: number | null, worst: EpcClass): boolean => rank !== null && rank >= 0 && rank <= epcClassRank(worst)

/** The dictionary key of a choice of the filter: 'c' -> 'EPC_OR_BETTER_C' ("C or better"). */
export const epcClassLabelKey = (value: EpcClass): string => `EPC_OR_BETTER_${value.toUpperCase()}`
