/** Phone numbers as shown and dialled (SPEC 5 'Phone formatting'). */

const group = (digits: string, sizes: readonly number[]): string => {
  const parts: string[] = []
  let at = 0
  for (const size of sizes) {
    parts.push(digits.slice(at, at + size))
    at += size
  }
  return parts.join(' ')
}

/**
 * A phone number for display: its digits grouped 4-2-2-2 when there are 10 ('0470 12 34 56'),
 * 3-2-2-2 when there are 9 ('050 12 34 56'); any other text is returned unchanged. The grouping is for
 * national numbers: one written internationally ('+32 9 123 45 67', '0032 ...') is also left unchanged,
 * as grouping would drop its '+' and split its country code. Non-strings give ''.
 */
export const formatPhone = (text: string | null | undefined): string => {
  if (typeof text !== 'string') return ''
  if (/^\s*(\+|00)/.test(text)) return text
  const digits = text.replace(/[^0-9]/g, '')
  if (digits.length === 10) return group(digits, [4, 2, 2, 2])
  if (digits.length === 9) return group(digits, [3, 2, 2, 2])
  return text
}

/**
 * A `tel:` href: the digits, with a leading '+' kept when the number starts with one. The trunk '(0)'
 * written after a country code ('+32 (0)470 ...') is dropped, as it is not dialled. Null when there are no digits.
 */
export const telHref = (text: string | null | undefined): string | null => {
  if (typeof text !== 'string') return null
  const trimmed = text.trim()
  const international = trimmed.startsWith('+')
  const withoutTrunk = international ? trimmed.replace(/\(\s*0\s*\)/, '') : trimmed
  const digits = withoutTrunk.replace(/[^0-9]/g, '')
  if (digits === '' || digits.length > 20) return null
  return `tel:${international ? '+' : ''}${digits}`
}
