/**
 * Content Security Policies. Public pages are static (served from cache), so they cannot carry a
 * per-request nonce, and Next writes each page's data as inline scripts whose hashes change with the
 * content: scripts are limited to this origin, inline ones, and the analytics and ads hosts that the
 * consent manager loads only after consent. Everything else is as strict as the site allows: no
 * plugins, no <base>, forms post here only, no framing.
 */
export type CspOptions = {
  /** The site is served over https: mixed content is upgraded. */
  https: boolean
  /** `next dev`: React's dev build evaluates code and hot reload talks over a WebSocket. */
  dev: boolean
}

/** Hosts of Google tag (gtag.js), Tag Manager, Analytics 4, Ads and the Facebook pixel. */
const TRACKER_SCRIPTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net']
const TRACKER_BEACONS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://www.google.com',
  'https://www.google.be',
  'https://www.facebook.com',
  'https://connect.facebook.net',
]
/** Embeds the modules show: YouTube, Vimeo, Facebook videos, 3D tours; Tag Manager's and Ads' frames. */
const EMBEDS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  'https://*.tvl.be',
  'https://www.googletagmanager.com',
  'https://td.doubleclick.net',
]
const IMAGES = ['https://img.youtube.com', 'https://i.ytimg.com']
/**
 * Google Maps' JavaScript API (the results map, loaded only when a Maps key is set and the visitor opens
 * the map). Scripts and calls come from its own hosts only: a wildcard such as *.googleapis.com would
 * also admit storage.googleapis.com, where anybody can host a script. Tiles and photos come from many.
 */
const MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com']
const MAP_IMAGES = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com']

/** Serialises directives in order, skipping empty ones. */
const serializeCsp = (directives: ReadonlyArray<readonly [string, ...string[]]>): string =>
  directives.map((parts) => parts.join(' ')).join('; ')

const devScripts = (dev: boolean) => (dev ? ["'unsafe-eval'"] : [])
const devConnect = (dev: boolean) => (dev ? ['ws:'] : [])
const upgrade = (https: boolean): Array<[string]> => (https ? [['upgrade-insecure-requests']] : [])

/** The policy of public pages; `framedBy: 'self'` for the preview pages the admin shows in a frame. */
export const publicCsp = (options: CspOptions & { framedBy?: 'none' | 'self' }): string =>
  serializeCsp([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...devScripts(options.dev), ...TRACKER_SCRIPTS, ...MAPS],
    ['style-src', "'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    ['img-src', "'self'", 'data:', 'blob:', ...IMAGES, ...TRACKER_BEACONS, ...MAP_IMAGES],
    ['font-src', "'self'", 'data:', 'https://fonts.gstatic.com'],
    ['connect-src', "'self'", ...devConnect(options.dev), ...TRACKER_BEACONS, ...MAPS],
    ['media-src', "'self'", 'https:'],
    ['frame-src', ...EMBEDS],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', options.framedBy === 'self' ? "'self'" : "'none'"],
    ...upgrade(options.https),
  ])

/**
 * The admin's policy: Payload's React admin runs inline scripts and styles, shows uploads as blobs and
 * frames the site's own preview pages; it may frame itself, nothing else may frame it.
 */
export const adminCsp = (options: CspOptions): string =>
  serializeCsp([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...devScripts(options.dev)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...IMAGES],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...devConnect(options.dev)],
    ['media-src', "'self'", 'blob:', 'https:'],
    ['frame-src', "'self'", ...EMBEDS],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ...upgrade(options.https),
  ])
