/**
 * A listing's or project's files as an import saves them (src/lib/crm/import.ts): fetched into the media
 * library (media.ts), then the rows of its media fields and each language's titles of its plans and documents.
 */
import type { Payload } from 'payload'

import { type Locale, defaultLocale, locales } from '@/i18n/locales'

import type { HostRule } from './download'
import { syncFiles } from './media'
import type { DraftMedia, RemoteFile, Texts } from './types'

/** A text in the default language for a required field: the CRM's, else its first language's. */
export const firstText = (texts: Texts, fallback: string): string => texts[defaultLocale] ?? locales.map((locale) => texts[locale]).find(Boolean) ?? fallback

export const withoutUrls = (media: DraftMedia) => ({ ...media, photos: media.photos.map((file) => file.key), floorPlans: media.floorPlans.map((file) => [file.key, file.caption]), documents: media.documents.map((file) => [file.key, file.caption]) })

export type Files = { ids: Map<string, number>; used: Set<number> }

/** The files of a listing or project in the site's media, and what the document's media fields become. */
export const filesOf = async (payload: Payload, media: DraftMedia, estate: string, title: string, rule: HostRule, notes: string[]) => {
  const wanted = [
    ...media.photos.map((file) => ({ file, kind: 'image' as const })),
    ...media.floorPlans.map((file) => ({ file, kind: 'document' as const })),
    ...media.documents.map((file) => ({ file, kind: 'document' as const })),
  ]
  const ids = await syncFiles(payload, wanted, { estate, title }, rule, notes)
  const rows = (files: RemoteFile[], title: (index: number) => string) =>
    files.flatMap((file, index) => {
      const id = ids.get(file.key)
      return id === undefined ? [] : [{ file: id, caption: file.caption, title: file.caption[defaultLocale] ?? firstText(file.caption, title(index + 1)) }]
    })
  const photos = media.photos.flatMap((file) => ids.get(file.key) ?? [])
  const floorPlans = rows(media.floorPlans, (n) => `Plan ${n}`)
  const documents = rows(media.documents, (n) => `Document ${n}`)
  const files: Files = { ids, used: new Set([...photos, ...floorPlans.map((row) => row.file), ...documents.map((row) => row.file)]) }
  return { photos, floorPlans, documents, files }
}

export type Rows = { file: number; caption: Texts; title: string }[]
export type Saved = { floorPlans?: { id?: string | null }[] | null; documents?: { id?: string | null }[] | null }

/** The localized texts of one language: the document's texts and its plans' and documents' titles (rows by their ids). */
export const localeData = (locale: Locale, texts: Record<string, Texts>, rows: { floorPlans: Rows; documents: Rows }, saved: Saved) => {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(texts)) if (value[locale]) data[field] = value[locale]
  for (const list of ['floorPlans', 'documents'] as const) {
    if (rows[list].some((row) => row.caption[locale])) {
      data[list] = rows[list].map((row, index) => ({ id: saved[list]?.[index]?.id, file: row.file, title: row.caption[locale] ?? row.title }))
    }
  }
  return data
}
