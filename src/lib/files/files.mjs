// Files the site's server (scripts/server.mjs) sends from disk itself, before Next routes anything: the
// uploads (photos, documents: all public) when they are on this machine's disk, and the files of public/.
// Through Next each would cost a render's routing; here, what a file server costs, with ETags, dates,
// ranges and HEAD. Plain JavaScript: the server script loads it without the build. Behind nginx, nginx
// sends them (deploy/nginx/); a file that is not there is left to Next (Payload's answer, its 404).
import fs from 'node:fs'
import path from 'node:path'

import etag from 'etag'
import mime from 'mime-types'
import send from 'send'

import { matchesEtag } from '../cache/pageCache.mjs'

/** Where uploads are written: data/media by default, MEDIA_DIR when set (paths resolve from the working directory). */
export const mediaDir = () => path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media'))

/** The uploads' URLs (Payload's file route of the media collection). */
export const MEDIA_PATH = '/api/media/file/'

/** A year: upload names never change meaning (a new upload of the same name gets a new one). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, stale-while-revalidate=86400'

/** public/'s names may be replaced by a deploy: kept, but asked again (a 304 when unchanged), as Next does. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** Headers every file sent here carries. */
const PROTECTIONS = {
  'X-Content-Type-Options': 'nosniff',
  // An uploaded document opened on its own runs nothing and loads nothing.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
}

/** public/'s files up to this size are read at start and answered from memory. */
const IN_MEMORY_BYTES = 256 * 1024

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
  /** public/'s files by URL path: in memory (their body and headers) when small, else read on each request. */
  const publicFiles = new Map(
    listFiles(publicDir).map((url) => {
      const file = path.join(publicDir, url)
      const stat = fs.statSync(file)
      if (stat.size > IN_MEMORY_BYTES) return [encodeURI(url), null]
      const body = fs.readFileSync(file)
      // The validators `send` gives the same file, so a copy cached from either matches the other.
      const validators = { ETag: etag(stat), 'Last-Modified': stat.mtime.toUTCString(), 'Cache-Control': PUBLIC_CACHE_CONTROL, ...PROTECTIONS }
      const head = { ...validators, 'Accept-Ranges': 'bytes', 'Content-Type': mime.contentType(path.extname(file)) || 'application/octet-stream', 'Content-Length': String(body.length) }
      return [encodeURI(url), { body, head, validators }]
    }),
  )
  return {
    /** @returns {{ root: string, file: string, cacheControl: string, memory?: { body: Buffer, head: Record<string, string>, validators: Record<string, string> } | null } | null} */
    find(method, url) {
      if ((method !== 'GET' && method !== 'HEAD') || !url) return null
      const pathname = url.split('?')[0]
      if (uploads && pathname.startsWith(MEDIA_PATH) && pathname.length > MEDIA_PATH.length) return { root: uploads, file: pathname.slice(MEDIA_PATH.length - 1), cacheControl: MEDIA_CACHE_CONTROL }
      if (publicFiles.has(pathname)) return { root: publicDir, file: pathname, cacheControl: PUBLIC_CACHE_CONTROL, memory: publicFiles.get(pathname) }
      return null
    },
    /**
     * A file in memory answers a plain GET or HEAD, or a revalidation, itself; everything else (a range, a
     * date condition, a file on disk) is `send`'s. Every answer names its request (`requestId`, X-Request-Id).
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {{ root: string, file: string, cacheControl: string, memory?: { body: Buffer, head: Record<string, string>, validators: Record<string, string> } | null }} found
     * @param {string} requestId
     * @param {() => void} fallback
     */
    serve(req, res, found, requestId, fallback) {
      const { memory } = found
      if (memory && !req.headers.range && !req.headers['if-modified-since'] && !req.headers['if-range']) {
        if (matchesEtag(req.headers['if-none-match'], memory.head.ETag)) res.writeHead(304, { ...memory.validators, 'X-Request-Id': requestId }).end()
        else res.writeHead(200, { ...memory.head, 'X-Request-Id': requestId }).end(req.method === 'HEAD' ? undefined : memory.body)
        return
      }
      send(req, found.file, { root: found.root, index: false, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true })
        .on('headers', (response) => {
          response.setHeader('Cache-Control', found.cacheControl)
          response.setHeader('X-Request-Id', requestId)
          for (const [name, value] of Object.entries(PROTECTIONS)) response.setHeader(name, value)
        })
        .on('error', () => fallback())
        .pipe(res)
    },
  }
}
