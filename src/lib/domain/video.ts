/** Which kind of video or virtual tour a media URL is, and how to embed it (SPEC 5 'Video URL detection', SPEC 9 'Media'). */
import { hostIs, normaliseHost, parseWebUrl } from './url'
import { youtubeId, youtubeEmbedUrl } from './youtube'

/** Video file extensions played with a <video> element. */
export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const

/** One video file extension. */
export type VideoFileExtension = (typeof VIDEO_FILE_EXTENSIONS)[number]

/** Domains of 3D / virtual-tour providers; the site's own host is added by the caller. */
export const TOUR_DOMAINS = ['matterport.com', 'tvl.be'] as const

/** A recognised media URL. */
export type DetectedVideo =
  | { kind: 'file'; url: string; extension: VideoFileExtension }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'facebook'; url: string; embedUrl: string }
  | { kind: 'tour'; url: string; host: string }

const fileExtension = (pathname: string): VideoFileExtension | null => {
  const match = /\.([a-z0-9]+)$/i.exec(pathname)
  const ext = match?.[1]?.toLowerCase()
  return (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(ext ?? '') ? (ext as VideoFileExtension) : null
}

const vimeoId = (url: URL): string | null =>
  url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com'
    ? (/^\/(\d{1,20})\/?$/.exec(url.pathname)?.[1] ?? null)
    : null

const isFacebookVideo = (url: URL): boolean =>
  (hostIs(url.hostname, 'facebook.com') && /\/videos\/(?:[^/]+\/)?\d{1,25}\/?$/.test(url.pathname)) ||
  (hostIs(url.hostname, 'fb.watch') && /^\/[A-Za-z0-9_-]{1,40}\/?$/.test(url.pathname))

/**
 * What a media URL is, or null. Checked in order: a video file (by extension, query and hash ignored),
 * YouTube (watch?v=, youtu.be/, /embed/, /shorts/, 11-character id), Vimeo (vimeo.com/{number} only),
 * Facebook (…/videos/{number} or fb.watch/…), then a 3D tour on matterport.com, tvl.be or `siteHost`
 * (the host itself or a subdomain of it). Only http(s) URLs (or host-relative paths, for files) count.
 */
export const detectVideo = (url: string | null | undefined, options: { siteHost?: string } = {}): DetectedVideo | null => {
  const parsed = parseWebUrl(url)
  if (parsed === null) return null
  const extension = fileExtension(parsed.url.pathname)
  if (extension !== null) return { kind: 'file', url: parsed.href, extension }
  if (parsed.relative) return null
  const id = youtubeId(parsed.url)
  if (id !== null) return { kind: 'youtube', id, embedUrl: youtubeEmbedUrl(id) }
  const vimeo = vimeoId(parsed.url)
  if (vimeo !== null) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` }
  if (isFacebookVideo(parsed.url)) {
    const href = parsed.url.href
    return { kind: 'facebook', url: href, embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}` }
  }
  const siteHost = normaliseHost(options.siteHost)
  const tourDomains = siteHost ? [...TOUR_DOMAINS, siteHost] : TOUR_DOMAINS
  const host = parsed.url.hostname
  return tourDomains.some((d) => hostIs(host, d)) ? { kind: 'tour', url: parsed.url.href, host } : null
}

/** How a page embeds a detected video or tour: a frame from its provider's host, or a file in the page's own player. */
export type VideoEmbed = { kind: 'frame'; src: string; provider: string } | { kind: 'file'; src: string }

const PROVIDERS = { youtube: 'youtube.com', vimeo: 'vimeo.com', facebook: 'facebook.com' } as const

/** The embed of a detected URL: YouTube's player with rel=0, modestbranding=1 and color=white; a tour's own page. */
export const videoEmbed = (video: DetectedVideo): VideoEmbed => {
  switch (video.kind) {
    case 'file':
      return { kind: 'file', src: video.url }
    case 'tour':
      return { kind: 'frame', src: video.url, provider: video.host }
    default:
      return { kind: 'frame', src: video.embedUrl, provider: PROVIDERS[video.kind] }
  }
}
