/** EPC label slugs (the image file names) and the parsing of label texts such as 'A+' or 'B-'. */

/** Every label slug, best first; also the file names under /images/epc/{region}/ (h and i are Luxembourg-only). */
export const EPC_LABELS = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
  'h',
  'i',
] as const

/** One EPC label slug. */
export type EpcLabel = (typeof EPC_LABELS)[number]

/** Type guard for EpcLabel. */
export const isEpcLabel = (value: unknown): value is EpcLabel =>
  typeof value === 'string' && (EPC_LABELS as readonly string[]).includes(value)

const SUFFIX_SLUGS: Readonly<Record<string, string>> = { '++': '_plusplus', '+': '_plus', '-': '_sub', '': '' }

/**
 * The slug of a label text, or null for anything that is not a known label.
 * Accepts 'A++', 'a+', 'B-' (also with a typographic minus or dash), ' e ', and slugs such as 'b_sub';
 * texts longer than 20 characters are refused.
 */
export const normaliseEpcLabel = (text: string | null | undefined): EpcLabel | null => {
  if (typeof text !== 'string' || text.length > 20) return null
  const clean = text.trim().toLowerCase().replace(/[\u2212\u2013\u2010]/g, '-')
  if (isEpcLabel(clean)) return clean
  const match = /^([a-i])\s*(\+\+|\+|-)?$/.exec(clean)
  if (!match) return null
  const slug = `${match[1]}${SUFFIX_SLUGS[match[2] ?? '']}`
  return isEpcLabel(slug) ? slug : null
}
