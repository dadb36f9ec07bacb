/**
 * Downloading a CRM's photos, plans and documents, which may be hostile or broken: only from the CRM's own
 * hosts (its API's, and the file hosts it is known to use), never from a private or loopback address unless
 * that is the configured API itself, checked when the connection is made (a name that resolves elsewhere
 * later gains nothing), within a size, in a type the site serves (JPEG, PNG, WebP, AVIF, GIF, PDF: never an
 * SVG, which may carry script), known by its first bytes rather than by what the server claims.
 */
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { CrmError } from './http'

/** The largest file taken (a photo, a plan or a brochure). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024
const TIMEOUT_MS = 60_000
const MAX_REDIRECTS = 3

export type FileKind = 'image' | 'document'

export type Downloaded = { data: Buffer; mimetype: string; extension: string }

/** Which hosts a CRM's files may come from: exact names, or `*.domain` for any name under it. */
export type HostRule = { hosts: readonly string[]; apiHost: string }

export const hostAllowed = (host: string, rule: HostRule): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '')
  return (
    name === rule.apiHost.toLowerCase() ||
    rule.hosts.some((allowed) => (allowed.startsWith('*.') ? name.endsWith(allowed.slice(1).toLowerCase()) && name.length > allowed.length - 1 : name === allowed.toLowerCase()))
  )
}

/** Whether an address is one the public internet does not reach: loopback, private, link-local, unique-local, unspecified. */
export const privateAddress = (address: string): boolean => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  // The URL parser writes a mapped IPv4 address in hex (`[::ffff:127.0.0.1]` becomes `::ffff:7f00:1`).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  const ip = mapped ? mapped[1] : hex ? [parseInt(hex[1], 16) >> 8, parseInt(hex[1], 16) & 255, parseInt(hex[2], 16) >> 8, parseInt(hex[2], 16) & 255].join('.') : address
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number)
    const [, , c] = ip.split('.').map(Number)
    return (
      a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) || (a === 192 && b === 0 && c === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224
    )
  }
  const lower = ip.toLowerCase()
  // Loopback, unspecified, unique-local, link- and site-local, multicast, and the forms that carry an IPv4
  // address inside (NAT64 64:ff9b::/96, 6to4 2002::/16, IPv4-compatible ::a.b.c.d), which may lead anywhere.
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89abcdef]/.test(lower) || /^ff/.test(lower) || /^64:ff9b:/.test(lower) || /^2002:/.test(lower) || /^::(\d+\.){3}\d+$/.test(lower)
}

/** The type of a file by its first bytes, or null for anything the site does not serve. */
export const sniff = (head: Buffer): { mimetype: string; extension: string; kind: 'image' | 'pdf' } | null => {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mimetype: 'image/jpeg', extension: 'jpg', kind: 'image' }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mimetype: 'image/png', extension: 'png', kind: 'image' }
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return { mimetype: 'image/gif', extension: 'gif', kind: 'image' }
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return { mimetype: 'image/webp', extension: 'webp', kind: 'image' }
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))) return { mimetype: 'image/avif', extension: 'avif', kind: 'image' }
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { mimetype: 'application/pdf', extension: 'pdf', kind: 'pdf' }
  return null
}

const get = (url: URL, rule: HostRule, signal: AbortSignal): Promise<http.IncomingMessage> =>
  new Promise((resolve, reject) => {
    const isApi = url.hostname.toLowerCase() === rule.apiHost.toLowerCase()
    // The address is checked as the socket connects: what the name resolved to is what is reached.
    const lookup: net.LookupFunction = (hostname, options, callback) =>
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 0)
        // Every address the name has is judged: a name with one private address among public ones is refused.
        if (!isApi && addresses.some((entry) => privateAddress(entry.address))) return callback(new Error(`${hostname} resolves to a private address`), '', 0)
        if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0)
        if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses)
        callback(null, addresses[0].address, addresses[0].family)
      })
    const request = (url.protocol === 'https:' ? https : http).get(url, { lookup, signal, headers: { accept: '*/*', 'user-agent': 'agency-site-crm-import' } }, resolve)
    request.on('error', reject)
  })

/**
 * A CRM file's bytes and type: refused (CrmError, not retried) from a host outside `rule`, a private
 * address, past MAX_FILE_BYTES, or of a type `kind` does not take (photos: images; plans and documents:
 * images or PDF); an unreachable host or a 5xx is a CrmError to retry.
 */
export const download = async (link: string, kind: FileKind, rule: HostRule, maxBytes = MAX_FILE_BYTES): Promise<Downloaded> => {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw new CrmError('not a link', false)
  }
  const signal = AbortSignal.timeout(TIMEOUT_MS)
  for (let redirects = 0; ; redirects++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CrmError(`${url.protocol} links are not fetched`, false)
    if (url.username || url.password) throw new CrmError('links with credentials are not fetched', false)
    if (!hostAllowed(url.hostname, rule)) throw new CrmError(`${url.hostname} is not one of the CRM's hosts`, false)
    if (net.isIP(url.hostname.replace(/^\[|\]$/g, '')) && privateAddress(url.hostname.replace(/^\[|\]$/g, '')) && url.hostname.toLowerCase() !== rule.apiHost.toLowerCase()) {
      throw new CrmError(`${url.hostname} is a private address`, false)
    }
    let response: http.IncomingMessage
    try {
      response = await get(url, rule, signal)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new CrmError(`${url.hostname}: ${message}`, !/private address/.test(message))
    }
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (redirects >= MAX_REDIRECTS) throw new CrmError('too many redirects', false)
      url = new URL(response.headers.location, url)
      continue
    }
    if (status !== 200) {
      response.resume()
      throw new CrmError(`${url.hostname} answered ${status}`, status === 408 || status === 429 || status >= 500, status)
    }
    const declared = Number(response.headers['content-length'])
    if (declared > maxBytes) {
      response.destroy()
      throw new CrmError(`file of ${Math.round(declared / 1048576)} MB refused (at most ${Math.round(maxBytes / 1048576)} MB)`, false)
    }
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of response) {
        size += (chunk as Buffer).length
        if (size > maxBytes) {
          response.destroy()
          throw new CrmError(`file larger than ${Math.round(maxBytes / 1048576)} MB refused`, false)
        }
        chunks.push(chunk as Buffer)
      }
    } catch (error) {
      if (error instanceof CrmError) throw error
      throw new CrmError(`${url.hostname}: the download broke off`, true)
    }
    const data = Buffer.concat(chunks)
    const type = sniff(data.subarray(0, 16))
    if (!type) throw new CrmError('not an image or PDF the site serves (an SVG, HTML or unknown file)', false)
    if (kind === 'image' && type.kind !== 'image') throw new CrmError('a photo that is not an image', false)
    return { data, mimetype: type.mimetype, extension: type.extension }
  }
}
