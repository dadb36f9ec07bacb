import type { Media } from '@/payload-types'

/** The widths the site serves a photo at (SPEC.md section 9); the original is offered from this width up. */
export const PHOTO_WIDTHS = [100, 400, 600, 1360] as const
export const ORIGINAL_FROM_WIDTH = 1600

/** One file of a photo at one width. */
export type PhotoSource = { src: string; width: number; height: number }

/** A photo as the gallery, the lightbox and the print view use it. */
export type Photo = { src: string; alt: string; width: number; height: number; srcSet: PhotoSource[] }

type SizeName = `w${(typeof PHOTO_WIDTHS)[number]}`

/**
 * A photo's files, narrowest first: the 100, 400, 600 and 1360 wide copies that exist, then the original
 * when it is at least 1600 wide, or wider than every copy (one under 1360 wide has no 1360 copy). `src` is
 * the 1360 copy (the original when that is missing). Null for a media document without a file or dimensions.
 */
export const photoOf = (media: Media | null | undefined, fallbackAlt: string): Photo | null => {
  if (!media?.url || !media.width || !media.height || !media.mimeType?.startsWith('image/')) return null
  const ratio = media.height / media.width
  const srcSet: PhotoSource[] = []
  for (const width of PHOTO_WIDTHS) {
    const size = media.sizes?.[`w${width}` as SizeName]
    if (size?.url && size.width) srcSet.push({ src: size.url, width: size.width, height: size.height ?? Math.round(size.width * ratio) })
  }
  const widest = srcSet.at(-1)?.width ?? 0
  if (media.width >= ORIGINAL_FROM_WIDTH || (media.width > widest && widest < 1360)) srcSet.push({ src: media.url, width: media.width, height: media.height })
  const large = srcSet.find((s) => s.width === 1360) ?? { src: media.url, width: media.width, height: media.height }
  return { src: large.src, alt: media.alt || fallbackAlt, width: large.width, height: large.height, srcSet }
}

/** The `srcset` attribute of a photo; `widest`: its files up to that width only (an upload's original may weigh megabytes). */
export const srcSetOf = (photo: Photo, widest = Infinity): string =>
  photo.srcSet
    .filter((s) => s.width <= widest)
    .map((s) => `${s.src} ${s.width}w`)
    .join(', ')

/** The texts the gallery, its floor plans tab and the lightbox need, picked from the dictionary by key. */
export const GALLERY_KEYS = ['PHOTOS', 'PHOTO_X_OF_Y', 'PREVIOUS_PHOTO', 'NEXT_PHOTO', 'FULLSCREEN', 'PAUSE_SLIDESHOW', 'PLAY_SLIDESHOW', 'CLOSE', 'FLOOR_PLANS', 'FLOOR_PLAN_X_OF_Y'] as const
export type GalleryLabels = Record<(typeof GALLERY_KEYS)[number], string>
