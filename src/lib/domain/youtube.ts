/** YouTube ids, embed URLs and thumbnails (SPEC 5, SPEC 9 'Media'). */
import { hostIs } from './url'

/** A YouTube video id: exactly 11 characters of letters, digits, '_' and '-'. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/** Thumbnail file per size: low, medium and high. */
export const YOUTUBE_THUMBNAIL_FILES = { low: 'default', medium: 'mqdefault', high: 'hqdefault' } as const

/** A thumbnail size. */
export type YoutubeThumbnailSize = keyof typeof YOUTUBE_THUMBNAIL_FILES

/** Whether a text is a valid YouTube id. */
export const isYoutubeId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && YOUTUBE_ID_PATTERN.test(id)

/** The embed URL of a video: no related videos from other channels, modest branding, white progress bar. */
export const youtubeEmbedUrl = (id: string): string =>
  `https://www.youtube.com/embed/${id}?rel=0&modestbranding=1&color=white`

/** The thumbnail URL of a video in a size, or null for an invalid id. */
export const youtubeThumbnail = (id: string | null | undefined, size: YoutubeThumbnailSize = 'high'): string | null =>
  isYoutubeId(id) ? `https://img.youtube.com/vi/${id}/${YOUTUBE_THUMBNAIL_FILES[size]}.jpg` : null

const PATH_FORMS = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/

/**
 * The video id of a YouTube URL, or null: youtube.com (and subdomains such as m. or www.) with /watch?v=,
 * /embed/, /shorts/ or /live/; youtube-nocookie.com/embed/; youtu.be/{id}.
 */
export const youtubeId = (url: URL): string | null => {
  const host = url.hostname
  let candidate: string | null | undefined = null
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1]
  else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    candidate = url.pathname === '/watch' || url.pathname === '/watch/' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1]
  }
  return isYoutubeId(candidate) ? candidate : null
}
