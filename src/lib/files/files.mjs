// Files the site's server (scripts/server.mjs) sends from disk itself, before Next routes anything: the
// uploads (photos, documents: all public) when they are on this machine's disk, and the files of public/.
// Through Next each would cost a render's routing; here, what a file server costs, with ETags, dates,
// ranges and HEAD. Plain JavaScript: the server script loads it without the build. Behind nginx, nginx
// sends them (deploy/nginx/); a file that is not there is left to Next (Payload's answer, its 404).
import fs from 'node:fs'
import path from 'node:path'

import send from 'send'

/** Where uploads are written: data/media by default, MEDIA_DIR when set (paths resolve from the working directory). */
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media'))

/** The uploads' URLs (Payload's file route of the media collection). */
export const MEDIA_PATH = '/api/media/file/'

/** A year: upload names never change meaning (a new upload of the same name gets a new one). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, stale-while-revalidate=86400'

/** public/'s names may be replaced by a deploy: kept, but asked again (a 304 when unchanged), as Next does. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** Every file under `dir`, as URL paths (`/images/epc/flanders/a.png`). */
const listFiles = (dir, prefix = '') => {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const url = `${prefix}/${entry.name}`
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), url) : entry.isFile() ? [url] : []
  })
}

/**
 * The file server: `find(method, url)` says whether it may answer (a GET or HEAD of an upload or of a file
 * public/ held at start), and `serve` answers, calling `fallback` instead when the file is not there
 * or the path is not one (nothing is written then).
 * @param {{ publicDir: string, mediaDir: string | null }} options mediaDir null: uploads are in a bucket
 */
export const createFileServer = ({ publicDir, mediaDir: uploads }) => {
  const publicFiles = new Set(listFiles(publicDir).map((file) => encodeURI(file)))
  return {
    /** @returns {{ root: string, file: string, cacheControl: string } | null} */
    find(method, url) {
      if ((method !== 'GET' && method !== 'HEAD') || !url) return null
      const pathname = url.split('?')[0]
      if (uploads && pathname.startsWith(MEDIA_PATH) && pathname.length > MEDIA_PATH.length) return { root: uploads, file: pathname.slice(MEDIA_PATH.length - 1), cacheControl: MEDIA_CACHE_CONTROL }
      if (publicFiles.has(pathname)) return { root: publicDir, file: pathname, cacheControl: PUBLIC_CACHE_CONTROL }
      return null
    },
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {{ root: string, file: string, cacheControl: string }} found
     * @param {() => void} fallback
     */
    serve(req, res, found, fallback) {
      send(req, found.file, { root: found.root, index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true })
        .on('headers', (response) => {
          response.setHeader('Cache-Control', found.cacheControl)
          response.setHeader('X-Content-Type-Options', 'nosniff')
          // An uploaded document opened on its own runs nothing and loads nothing.
          response.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        })
        .on('error', () => fallback())
        .pipe(res)
    },
  }
}
