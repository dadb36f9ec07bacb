/** What save k of the editor loop (editorLoop.ts) writes; its price tells a stored listing which save left it. */
export const BASE_PRICE = 200_000
const LOCALES = ['nl', 'fr', 'en'] as const

export type SavedState = { listing: number; locale: (typeof LOCALES)[number]; price: number; name: string; photos: number[] }

export const savedState = (k: number, listings: readonly number[], photos: readonly number[]): SavedState => {
  const turn = k % photos.length
  return {
    listing: listings[k % listings.length],
    locale: LOCALES[Math.floor(k / listings.length) % LOCALES.length],
    price: BASE_PRICE + k,
    name: `Woning save ${k}`,
    photos: [...photos.slice(turn), ...photos.slice(0, turn)],
  }
}

/** The save that left a listing at `price`. */
export const saveOf = (price: number): number => price - BASE_PRICE
