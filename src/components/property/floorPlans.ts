import type { Locale } from '@/i18n/locales'
import { formatFileSize } from '@/i18n/numbers'
import { populated } from '@/lib/payload/populated'
import type { Media } from '@/payload-types'

import { type Photo, photoOf } from './photos'

/** A floor plan as stored on a listing or project: a localised title and an uploaded image or PDF. */
export type FloorPlanRow = { title: string; file?: number | Media | null }

/**
 * A plan as the gallery, print view and unit table show it: an image (with its place among the image
 * plans, which the lightbox shows) or a PDF with its size, already written in the visitor's language.
 */
export type FloorPlan =
  | { kind: 'image'; title: string; photo: Photo; slide: number }
  | { kind: 'pdf'; title: string; url: string; size: string | null }

/** A file's size as "120 kB" or "1,3 MB" (in French "ko" and "Mo"); null when it is not known (src/i18n/numbers.ts). */
export const fileSizeText = formatFileSize

/**
 * The plans a visitor can open, in their order: images through the photos' sizes, PDFs as links. A plan
 * whose file is missing (deleted, unreadable or not populated) or of another kind is left out.
 */
export const floorPlansOf = (rows: readonly FloorPlanRow[] | null | undefined, locale: Locale): FloorPlan[] => {
  const plans: FloorPlan[] = []
  let slide = 0
  for (const row of rows ?? []) {
    const file = populated<Media>(row.file)
    if (!file?.url) continue
    if (file.mimeType === 'application/pdf') {
      plans.push({ kind: 'pdf', title: row.title, url: file.url, size: fileSizeText(file.filesize, locale) })
      continue
    }
    // The plan's title describes it better than the upload's alternative text ("Ground floor").
    const photo = photoOf({ ...file, alt: null }, row.title)
    if (photo) plans.push({ kind: 'image', title: row.title, photo, slide: slide++ })
  }
  return plans
}

/** The image plans, in the order the lightbox shows them (each plan's `slide`). */
export const planSlides = (plans: readonly FloorPlan[]): Photo[] => plans.flatMap((plan) => (plan.kind === 'image' ? [plan.photo] : []))
