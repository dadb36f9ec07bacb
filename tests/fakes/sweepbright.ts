/**
 * A stand-in for SweepBright's Website API on loopback, as its public documentation describes it: an OAuth2
 * client-credentials token (`POST /oauth/token`, JSON or form body) that expires, the API version in the
 * `Accept` header (`application/vnd.sweepbright.v{date}+json`; the first version has no `legal` block),
 * `GET /estates/{id}` (404 once an estate is gone), `PUT /estates/{id}/url`, `POST /estates/{id}/contacts`
 * and `POST /contacts` (422 with field errors when a required one is missing), and files behind signed links
 * that expire (`url_expires_on`): past it, S3's 403. Tests steer it: estates, outages, failures, and read
 * what the site sent. Also the webhook call SweepBright makes, signed as it signs it.
 */
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

import type { SweepBrightEstate } from '@/lib/crm/sweepbright/estate'

export const FAKE_CLIENT_ID = 'agency-site-test'
export const FAKE_CLIENT_SECRET = 'sweepbright-test-secret'

/** The versions the fake knows, oldest first: the first lacks the `legal` block. */
const VERSIONS = ['20190920', '20191209', '20200401', '20241030'] as const

export type SweepBrightFake = {
  /** The API's base, as SWEEPBRIGHT_API_URL. */
  url: string
  env: Record<string, string>
  /** Estates SweepBright serves (a file's `url` is a path here: the fake signs it when it serves the estate). */
  estates: Map<string, SweepBrightEstate>
  /** Contacts received: on an estate, or general. */
  contacts: { estateId: string | null; body: Record<string, unknown> }[]
  /** The public address told for each estate. */
  urls: Map<string, string>
  /** How many tokens were issued, estates fetched and files served. */
  counts: { tokens: number; estateFetches: number; files: number }
  /** Every call's method and path (without the query). */
  calls: string[]
  /** The next `times` calls whose path matches answer `status` (an outage, a rate limit). */
  fail: (pattern: RegExp, status: number, times?: number) => void
  /** Files expire this long after they are handed out (default an hour). */
  setLinkLifetime: (ms: number) => void
  /** Tokens live this long (default an hour, as SweepBright's). */
  setTokenLifetime: (seconds: number) => void
  /** Forgets every token issued (as when SweepBright revokes them). */
  revokeTokens: () => void
  close: () => Promise<void>
}

/** A JPEG of one colour, distinct per seed: a photo's bytes. */
export const fakePhoto = async (seed: number, width = 640, height = 427): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 151) % 256 } } })
    .jpeg({ quality: 70 })
    .toBuffer()

/** A one-page PDF with its cross-reference table, as a plan's file. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n')

const readBody = (req: http.IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

const json = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
  res.writeHead(status, { 'content-type': type })
  res.end(JSON.stringify(body))
}

/** The version the `Accept` header asks for, or null when it names none the API has. */
const versionOf = (accept: string | undefined): string | null => {
  const match = /application\/vnd\.sweepbright\.v(\d{8})\+json/.exec(accept ?? '')
  return match && (VERSIONS as readonly string[]).includes(match[1]) ? match[1] : null
}

/** The estate as a version answers it: the first version has flat EPC keys and no `legal` block. */
const asVersion = (estate: SweepBrightEstate, version: string): SweepBrightEstate => {
  if (version !== VERSIONS[0]) return estate
  const { legal, ...rest } = estate
  return { ...rest, epc_value: legal?.energy?.epc_value, epc_category: legal?.energy?.epc_category, epc_reference: legal?.energy?.epc_reference }
}

/**
 * Starts the fake on `port` (any free one by default). With `control`, another process steers it over HTTP:
 * `PUT /__fake/estates/{id}` (the estate as JSON), `DELETE /__fake/estates/{id}`, `GET /__fake/state` (the
 * contacts and addresses received): what a browser test, or someone trying the site (`npm run crm:fake`), uses.
 */
export const startSweepBrightFake = async ({ host = '127.0.0.1', port = 0, control = false }: { host?: string; port?: number; control?: boolean } = {}): Promise<SweepBrightFake> => {
  const estates = new Map<string, SweepBrightEstate>()
  const contacts: SweepBrightFake['contacts'] = []
  const urls = new Map<string, string>()
  const counts = { tokens: 0, estateFetches: 0, files: 0 }
  const calls: string[] = []
  const failures: { pattern: RegExp; status: number; times: number }[] = []
  const tokens = new Map<string, number>()
  const signingKey = randomBytes(16)
  const photos = new Map<string, Buffer>()
  let linkLifetime = 3_600_000
  let tokenLifetime = 3600

  const sign = (path: string, expires: number) => createHmac('sha256', signingKey).update(`${path} ${expires}`).digest('hex')

  /** The estate with each file's path turned into a link signed until a moment, as SweepBright hands out S3 links. */
  const served = (estate: SweepBrightEstate, base: string): SweepBrightEstate => {
    const expires = Date.now() + linkLifetime
    const link = <T extends { url?: string | null }>(files: T[] | null | undefined): T[] | null | undefined =>
      files?.map((file) => (file.url && file.url.startsWith('/') ? { ...file, url: `${base}${file.url}?X-Amz-Expires=${expires}&X-Amz-Signature=${sign(file.url, expires)}`, url_expires_on: new Date(expires).toISOString() } : file))
    return { ...estate, images: link(estate.images), plans: link(estate.plans), documents: link(estate.documents), properties: estate.properties?.map((unit) => served(unit, base)) }
  }

  const fileBytes = async (path: string): Promise<Buffer | null> => {
    const photo = /^\/files\/photo-(\d+)\.jpg$/.exec(path)
    if (photo) {
      const known = photos.get(path)
      if (known) return known
      const bytes = await fakePhoto(Number(photo[1]))
      photos.set(path, bytes)
      return bytes
    }
    if (/^\/files\/[\w-]+\.pdf$/.test(path)) return PDF
    if (/^\/files\/[\w-]+\.svg$/.test(path)) return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    return null
  }

  const server = http.createServer(async (req, res) => {
    const address = server.address() as AddressInfo
    const base = `http://${host}:${address.port}`
    const url = new URL(req.url ?? '/', base)
    const path = url.pathname
    calls.push(`${req.method} ${path}`)
    const failure = failures.find((f) => f.times > 0 && f.pattern.test(path))
    if (failure) {
      failure.times--
      res.setHeader('retry-after', '1')
      return json(res, failure.status, { message: failure.status === 429 ? 'Too Many Attempts.' : 'Service Unavailable' })
    }

    if (control && path.startsWith('/__fake/')) {
      const id = /^\/__fake\/estates\/([\w-]{1,64})$/.exec(path)?.[1]
      if (req.method === 'GET' && path === '/__fake/state') return json(res, 200, { contacts, urls: Object.fromEntries(urls), counts })
      if (id && req.method === 'DELETE') return json(res, 200, { deleted: estates.delete(id) })
      if (id && req.method === 'PUT') {
        estates.set(id, { ...(JSON.parse(await readBody(req)) as SweepBrightEstate), id })
        return json(res, 200, { stored: id })
      }
      return json(res, 404, { message: 'Not Found' })
    }

    if (path.startsWith('/files/')) {
      const expires = Number(url.searchParams.get('X-Amz-Expires'))
      if (url.searchParams.get('X-Amz-Signature') !== sign(path, expires) || !(expires > Date.now())) {
        res.writeHead(403, { 'content-type': 'application/xml' })
        return res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')
      }
      const bytes = await fileBytes(path)
      if (!bytes) return json(res, 404, { message: 'Not Found' })
      counts.files++
      res.writeHead(200, { 'content-type': path.endsWith('.pdf') ? 'application/pdf' : path.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg', 'content-length': bytes.length })
      return res.end(bytes)
    }

    if (!path.startsWith('/api/')) return json(res, 404, { message: 'Not Found' })
    const route = path.slice('/api'.length)
    const raw = await readBody(req)

    if (req.method === 'POST' && route === '/oauth/token') {
      const form = (req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')
      let body: Record<string, unknown> = {}
      try {
        body = form ? Object.fromEntries(new URLSearchParams(raw)) : (JSON.parse(raw || '{}') as Record<string, unknown>)
      } catch {
        return json(res, 400, { error: 'invalid_request', error_description: 'The request is missing a required parameter.' })
      }
      if (body.grant_type !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type', error_description: 'The authorization grant type is not supported by the authorization server.' })
      if (body.client_id !== FAKE_CLIENT_ID || body.client_secret !== FAKE_CLIENT_SECRET) return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed', message: 'Client authentication failed' })
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, Date.now() + tokenLifetime * 1000)
      counts.tokens++
      return json(res, 200, { token_type: 'Bearer', expires_in: tokenLifetime, access_token: token })
    }

    const version = versionOf(req.headers.accept)
    if (!version) return json(res, 400, { message: 'Unsupported API version: send Accept: application/vnd.sweepbright.v20241030+json' })
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
    const expires = bearer ? tokens.get(bearer) : undefined
    if (!expires || expires <= Date.now()) return json(res, 401, { message: 'Unauthenticated.' })

    let body: Record<string, unknown> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return json(res, 400, { message: 'The body is not JSON' })
      }
    }

    const estateRoute = /^\/estates\/([^/]+)(\/url|\/contacts)?$/.exec(route)
    if (estateRoute) {
      const id = decodeURIComponent(estateRoute[1])
      const estate = estates.get(id)
      if (!estate) return json(res, 404, { message: 'No query results for model [Estate].' })
      if (req.method === 'GET' && !estateRoute[2]) {
        counts.estateFetches++
        return json(res, 200, asVersion(served(estate, base), version))
      }
      if (req.method === 'PUT' && estateRoute[2] === '/url') {
        if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) return json(res, 422, { message: 'The given data was invalid.', errors: { url: ['The url must be a valid URL.'] } })
        urls.set(id, body.url)
        return json(res, 200, {})
      }
      if (req.method === 'POST' && estateRoute[2] === '/contacts') return receiveContact(res, id, body)
    }
    if (req.method === 'POST' && route === '/contacts') return receiveContact(res, null, body)
    return json(res, 404, { message: 'Not Found' })
  })

  const receiveContact = (res: http.ServerResponse, estateId: string | null, body: Record<string, unknown>) => {
    const errors: Record<string, string[]> = {}
    for (const field of ['first_name', 'last_name', 'email', 'locale']) if (typeof body[field] !== 'string' || body[field] === '') errors[field] = [`The ${field.replace('_', ' ')} field is required.`]
    if (typeof body.email === 'string' && !/^[^@\s]+@[^@\s]+$/.test(body.email)) errors.email = ['The email must be a valid email address.']
    if (typeof body.locale === 'string' && !['nl', 'fr', 'en'].includes(body.locale)) errors.locale = ['The selected locale is invalid.']
    if (Object.keys(errors).length > 0) return json(res, 422, { message: 'The given data was invalid.', errors })
    contacts.push({ estateId, body })
    return json(res, 200, {})
  }

  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const url = `http://${host}:${(server.address() as AddressInfo).port}/api`
  return {
    url,
    env: { SWEEPBRIGHT_API_URL: url, SWEEPBRIGHT_CLIENT_ID: FAKE_CLIENT_ID, SWEEPBRIGHT_CLIENT_SECRET: FAKE_CLIENT_SECRET },
    estates,
    contacts,
    urls,
    counts,
    calls,
    fail: (pattern, status, times = 1) => void failures.push({ pattern, status, times }),
    setLinkLifetime: (ms) => void (linkLifetime = ms),
    setTokenLifetime: (seconds) => void (tokenLifetime = seconds),
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A webhook body as SweepBright sends it, and its `X-Hook-Signature`. */
export const webhookCall = (event: 'estate-added' | 'estate-updated' | 'estate-deleted', estateId: string, happenedAt: Date, secret = FAKE_CLIENT_SECRET) => {
  const body = JSON.stringify({ event, estate_id: estateId, happened_at: happenedAt.toISOString(), company_id: 'c0ffee00-0000-4000-8000-000000000001' })
  return { body, signature: createHmac('sha1', secret).update(body).digest('hex') }
}

/**
 * An estate as an agency keeps it in SweepBright: a house for sale in Ghent with its texts in three languages,
 * every mention Flanders requires, `photos` photos and a floor plan. Overrides replace top-level keys.
 */
export const sweepBrightEstate = (id: string, overrides: Partial<SweepBrightEstate> & { photos?: number; photoSeed?: number } = {}): SweepBrightEstate => {
  const { photos = 3, photoSeed = 1, ...rest } = overrides
  return {
    id,
    is_project: false,
    project_id: null,
    type: 'house',
    sub_type: 'detached',
    negotiation: 'sale',
    status: 'available',
    description_title: { nl: `Gezinswoning met tuin ${id.slice(0, 4)}`, fr: `Maison familiale avec jardin ${id.slice(0, 4)}`, en: `Family house with garden ${id.slice(0, 4)}` },
    description: {
      nl: 'Ruime woning met <b>drie slaapkamers</b>, zonnige tuin en garage, vlak bij het station.',
      fr: 'Maison spacieuse avec trois chambres, jardin ensoleillé et garage, près de la gare.',
      en: 'Spacious house with three bedrooms, a sunny garden and a garage, close to the station.',
    },
    price: { amount: 425_000, currency: 'EUR', hidden: false },
    bedrooms: 3,
    bathrooms: 1,
    toilets: 2,
    floors: 2,
    sizes: { liveable_area: { size: 168, unit: 'sq_m' }, plot_area: { size: 540, unit: 'sq_m' } },
    rooms: [{ type: 'garden', size: 300, unit: 'sq_m' }],
    amenities: ['garden', 'parking', 'terrace'],
    features: { energy: { gas: true }, ecology: { double_glazing: true } },
    building: { construction: { year: 1978 }, renovation: { year: 2015 } },
    garden_orientation: 'S',
    location: { street: 'Kortrijksesteenweg', number: '112', postal_code: '9000', city: 'Gent', country: 'BE', hidden: false, geo: { latitude: 51.0367, longitude: 3.7105 } },
    legal: {
      energy: { epc_value: 245, epc_category: 'C', epc_reference: '20231012-0003124567-RES-1', total_epc_value: 41_160, co2_emissions: 48 },
      regulations: { building_permit: true, subdivision_authorisation: false, priority_purchase_right: false, pending_legal_proceedings: false },
      property_and_land: { cadastral_income: 1350, flood_risk: 'no_flood_risk_area', flood_risk_plot_score: 'A', flood_risk_building_score: 'A', land_use_designation: 'residential' },
    },
    images: Array.from({ length: photos }, (_, index) => ({ id: `${id}-img-${photoSeed + index}`, filename: `photo-${photoSeed + index}.jpg`, ordinal: index + 1, url: `/files/photo-${photoSeed + index}.jpg`, description: [] })),
    plans: [{ id: `${id}-plan-1`, filename: 'plan.pdf', ordinal: 1, url: `/files/plan-${id.slice(0, 8)}.pdf`, description: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan' } }],
    documents: [],
    negotiator: { first_name: 'Sofie', last_name: 'Peeters', email: 'sofie@agency.example', phone: '+32 9 123 45 67' },
    vendors: [],
    settings: { reference: `SB-${id.slice(0, 6).toUpperCase()}` },
    ...rest,
  }
}
