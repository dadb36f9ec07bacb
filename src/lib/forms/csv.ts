/**
 * The inbox's CSV export: RFC 4180 quoting, and no cell a spreadsheet would run as a formula
 * (a visitor's "=HYPERLINK(...)" arrives as text).
 */

/** A cell starting like a formula gets a leading apostrophe, so spreadsheets show it as text. */
const FORMULA = /^[=+\-@\t\r]/

export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value)
  const safe = FORMULA.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

/** Rows as CSV text (CRLF line ends, a BOM so spreadsheets read UTF-8). */
export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]): string =>
  '\ufeff' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'

/** A submission's fields as one readable cell: "name: value" lines. */
export const dataCell = (data: unknown): string =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? Object.entries(data as Record<string, unknown>)
        .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
        .join('\n')
    : ''
