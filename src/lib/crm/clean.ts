/**
 * What every CRM mapping does to what a CRM sends before the site stores it: texts out of HTML into the
 * plain paragraphs the pages show, numbers within the bounds the site's fields accept, dates as days,
 * addresses and links checked. Each refusal is noted, so the import log says what was left out and why.
 */
import { htmlToText } from '@/lib/html/text'
import { locales, type Locale } from '@/i18n/locales'
import { parseWebUrl } from '@/lib/domain/url'
import { detectVideo } from '@/lib/domain/video'

import type { Texts } from './types'

/** What a mapping noted while cleaning (for the import log). */
export type Notes = string[]

/** The text without control characters (a CRM's export may carry them; the pages would show boxes). */
const withoutControls = (text: string): string => [...text].filter((char) => (char >= ' ' || char === '\n' || char === '\t') && !(char >= '\u007f' && char <= '\u009f')).join('')

const BLOCK_BREAK = /<\/(?:p|div|h[1-6]|li|ul|ol|blockquote|section|article|table|tr)\s*>|<br\s*\/?>/gi

/**
 * Plain paragraphs out of a CRM's HTML or text: paragraph and line breaks kept as blank lines (the pages
 * show one paragraph per blank line), every tag and script removed, entities decoded, spaces collapsed,
 * cut at `max` characters on a word. Null for nothing left.
 */
export const plainText = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null
  const text = htmlToText(value.replace(BLOCK_BREAK, '\n\n'))
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => withoutControls(paragraph).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
  if (!text) return null
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** Whether a text held markup beyond paragraphs and line breaks (noted: what visitors see is the text alone). */
const heldMarkup = (value: unknown): boolean => typeof value === 'string' && /<(?!\/?(?:p|br|div|span|b|strong|i|em|u|ul|ol|li)\b)[a-z!]/i.test(value)

/** The texts of each language as plain paragraphs; a language with nothing left is left out. */
export const plainTexts = (values: Partial<Record<Locale, unknown>>, max: number, notes: Notes, what: string): Texts => {
  const texts: Texts = {}
  for (const locale of locales) {
    const text = plainText(values[locale], max)
    if (text) texts[locale] = text
    if (heldMarkup(values[locale])) notes.push(`${what} (${locale}): markup removed`)
  }
  return texts
}

/**
 * A number the CRM gives (a number, or a numeric string with a dot or a comma), within [min, max];
 * null when there is none. One outside the bounds is refused (null) and noted.
 */
export const boundedNumber = (value: unknown, { min = 0, max = 1_000_000_000, integer = false }: { min?: number; max?: number; integer?: boolean }, notes: Notes, what: string): number | null => {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN
  if (!Number.isFinite(n) || n < min || n > max) {
    notes.push(`${what}: ${JSON.stringify(value).slice(0, 40)} refused (not a number from ${min} to ${max})`)
    return null
  }
  return integer ? Math.round(n) : n
}

/** A day as YYYY-MM-DD (from an ISO date or time, or the US `MM/DD/YYYY` some CRMs send); null otherwise. */
export const dayOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  const us = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value)
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : []
  if (!year) return null
  const date = new Date(`${year}-${month}-${day}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${year}-${month}-${day}` ? null : `${year}-${month}-${day}`
}

/** An e-mail address, lower-cased, or null. */
export const emailOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}$/.test(email) && email.length <= 254 ? email : null
}

/** An absolute http(s) link visitors may follow, or null (noted when one was given). */
export const webLink = (value: unknown, notes: Notes, what: string): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null
  const url = parseWebUrl(value.trim())
  if (url && !url.relative) return value.trim()
  notes.push(`${what}: not a web address, left out`)
  return null
}

/** A short single-line text (a street, a reference, a code) within `max` characters, or null. */
export const shortText = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = plainText(String(value), max * 2)?.replace(/\s+/g, ' ').trim()
  return text ? text.slice(0, max) : null
}

/** A Belgian or Luxembourg postcode of four digits, or null. */
export const postcodeOf = (value: unknown): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/^(?:B|L)-/i, '') : ''
  return /^\d{4}$/.test(text) ? text : null
}

/** A video link the listing page can play (YouTube, Vimeo, Facebook or a video file), or null (noted when one was given). */
export const videoLink = (value: unknown, notes: Notes): string | null => {
  const link = webLink(value, notes, 'video')
  if (!link) return null
  const video = detectVideo(link)
  if (video && video.kind !== 'tour') return link
  notes.push('video: not a video the page can play, left out')
  return null
}

/** An area in m² from a size and its unit (m², ft², are, acre), within the site's bounds. */
export const squareMetres = (size: unknown, unit: unknown, notes: Notes, what: string): number | null => {
  const factor = unit === 'sq_ft' ? 0.09290304 : unit === 'are' ? 100 : unit === 'acre' ? 4046.8564224 : 1
  const value = boundedNumber(size, { max: 100_000_000 }, notes, what)
  return value === null || value === 0 ? null : Math.round(value * factor * 100) / 100
}
