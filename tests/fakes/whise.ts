/**
 * A stand-in for Whise's API on loopback, as its public documentation describes it: `POST /token` with the
 * marketplace user's name and password, `POST /v1/admin/clients/token` for one client (and office) with that
 * token, then Bearer calls: `POST /v1/estates/list` (filters on change time, ids and language, pages with
 * offsets in items, only the estates the client publishes) and `POST /v1/contacts/upsert`. Like Whise it
 * answers a request it cannot read with 200 and `isValidRequest: false`. Pictures are public files.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { WhiseEstate } from '@/lib/crm/whise/estate'

import { fakePhoto } from './sweepbright'

export const WHISE_USER = 'marketplace@site.example'
export const WHISE_PASSWORD = 'whise-test-password'
export const WHISE_CLIENT = 4711
export const WHISE_OFFICE = 815

/** An estate as the agency keeps it: texts per language; `listed` false once it is withdrawn from the website. */
export type FakeWhiseEstate = Omit<WhiseEstate, 'shortDescription' | 'longDescription' | 'sms'> & {
  texts: Partial<Record<'nl-BE' | 'fr-BE' | 'en-GB', { sms: string; short: string; long: string }>>
  listed: boolean
}

export type WhiseFake = {
  url: string
  env: Record<string, string>
  estates: Map<number, FakeWhiseEstate>
  contacts: Record<string, unknown>[]
  /** Every estates/list request body, in order. */
  lists: Record<string, unknown>[]
  counts: { userTokens: number; clientTokens: number; pictures: number }
  /** The next `times` calls whose path matches answer `status`: an outage, or with 200 a refusal. */
  fail: (pattern: RegExp, status: number, times?: number) => void
  revokeTokens: () => void
  close: () => Promise<void>
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

const invalid = (res: http.ServerResponse, message: string) => json(res, 200, { isValidRequest: false, validationErrors: [{ code: 'InvalidRequest', message }] })

export const startWhiseFake = async (): Promise<WhiseFake> => {
  const estates = new Map<number, FakeWhiseEstate>()
  const contacts: Record<string, unknown>[] = []
  const lists: Record<string, unknown>[] = []
  const counts = { userTokens: 0, clientTokens: 0, pictures: 0 }
  const failures: { pattern: RegExp; status: number; times: number }[] = []
  const userTokens = new Set<string>()
  const clientTokens = new Set<string>()
  const pictures = new Map<string, Buffer>()

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    const failure = failures.find((f) => f.times > 0 && f.pattern.test(path))
    if (failure) {
      failure.times--
      // Whise refuses a request it cannot take with 200 and `isValidRequest: false`.
      return failure.status === 200 ? invalid(res, 'The request was refused') : json(res, failure.status, { message: 'Service unavailable' })
    }
    const picture = /^\/pictures\/(\d+)\/(\d+)-(\d+)\.jpg$/.exec(path)
    if (req.method === 'GET' && picture) {
      const bytes = pictures.get(path) ?? (await fakePhoto(Number(picture[3])))
      pictures.set(path, bytes)
      counts.pictures++
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length })
      return res.end(bytes)
    }
    if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed' })
    let text = ''
    for await (const chunk of req) text += chunk
    let body: Record<string, unknown>
    try {
      body = JSON.parse(text || '{}') as Record<string, unknown>
    } catch {
      return json(res, 400, { message: 'The request body is not valid JSON' })
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''

    if (path === '/token') {
      if (body.Username !== WHISE_USER || body.Password !== WHISE_PASSWORD) return json(res, 401, { message: 'Invalid credentials' })
      const token = randomBytes(24).toString('base64url')
      userTokens.add(token)
      counts.userTokens++
      return json(res, 200, { token })
    }
    if (path === '/v1/admin/clients/token') {
      if (!userTokens.has(bearer)) return json(res, 401, { message: 'Unauthorized' })
      if (body.ClientId !== WHISE_CLIENT || (body.OfficeId !== undefined && body.OfficeId !== WHISE_OFFICE)) return json(res, 403, { message: 'No access to this client' })
      const token = randomBytes(24).toString('base64url')
      clientTokens.add(token)
      counts.clientTokens++
      return json(res, 200, { token })
    }
    if (!clientTokens.has(bearer)) return json(res, 401, { message: 'Unauthorized' })

    if (path === '/v1/estates/list') {
      lists.push(body)
      const filter = (body.Filter ?? {}) as { UpdateDateTimeRange?: { Min?: unknown }; EstateIds?: unknown; LanguageId?: unknown }
      const page = (body.Page ?? {}) as { Limit?: unknown; Offset?: unknown }
      const limit = page.Limit === undefined ? 20 : page.Limit
      const offset = page.Offset === undefined ? 0 : page.Offset
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 100) return invalid(res, 'Page.Limit must be between 1 and 100')
      if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) return invalid(res, 'Page.Offset must be zero or more')
      const min = filter.UpdateDateTimeRange?.Min
      if (min !== undefined && (typeof min !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(min))) return invalid(res, 'UpdateDateTimeRange.Min is not a date')
      const language = typeof filter.LanguageId === 'string' ? filter.LanguageId : 'nl-BE'
      const ids = Array.isArray(filter.EstateIds) ? new Set(filter.EstateIds) : null
      const included = ((body.Field as { Included?: unknown } | undefined)?.Included ?? null) as string[] | null
      const matching = [...estates.values()]
        .filter((estate) => estate.listed && (!ids || ids.has(estate.id)) && (typeof min !== 'string' || (estate.updateDateTime ?? '') >= min))
        .sort((a, b) => a.id - b.id)
      const shown = matching.slice(offset, offset + limit).map((estate) => {
        if (included) return Object.fromEntries(included.map((key) => [key, (estate as Record<string, unknown>)[key]]))
        const { texts, listed: _listed, ...rest } = estate
        const own = texts[language as keyof typeof texts]
        const one = (content: string | undefined) => (content ? [{ languageId: language, content }] : [])
        return { ...rest, sms: one(own?.sms), shortDescription: one(own?.short), longDescription: one(own?.long) }
      })
      return json(res, 200, { estates: shown, totalCount: matching.length, isValidRequest: true })
    }
    if (path === '/v1/contacts/upsert') {
      const missing = ['Name', 'PrivateEmail', 'LanguageId'].filter((key) => typeof body[key] !== 'string' || body[key] === '')
      if (missing.length > 0) return invalid(res, `${missing.join(', ')} required`)
      contacts.push(body)
      return json(res, 200, { contactId: 9000 + contacts.length, isValidRequest: true })
    }
    return json(res, 404, { message: 'Not found' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    env: { WHISE_API_URL: url, WHISE_USERNAME: WHISE_USER, WHISE_PASSWORD, WHISE_CLIENT_ID: String(WHISE_CLIENT), WHISE_OFFICE_ID: String(WHISE_OFFICE) },
    estates,
    contacts,
    lists,
    counts,
    fail: (pattern, status, times = 1) => void failures.push({ pattern, status, times }),
    revokeTokens: () => {
      userTokens.clear()
      clientTokens.clear()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A flat for rent in Antwerp as a Whise agency keeps it, with Flanders' mentions in its details. */
export const whiseEstate = (fake: { url: string }, id: number, overrides: Partial<FakeWhiseEstate> = {}): FakeWhiseEstate => ({
  id,
  listed: true,
  referenceNumber: `W-${id}`,
  name: `Appartement ${id}`,
  address: 'Mechelsesteenweg',
  number: '20',
  box: '3',
  zip: '2018',
  city: 'Antwerpen',
  country: { id: 1 },
  floor: '2',
  category: { id: 2 },
  subCategory: { id: 20 },
  purpose: { id: 2 },
  purposeStatus: { id: 2 },
  status: { id: 1 },
  price: 1150,
  displayPrice: true,
  displayAddress: true,
  area: 92,
  rooms: 2,
  bathRooms: 1,
  terrace: 1,
  energyClass: 'B',
  latitude: 51.2078,
  longitude: 4.4125,
  updateDateTime: '2026-11-20T10:15:00',
  texts: {
    'nl-BE': { sms: `Lichtrijk appartement ${id}`, short: 'Twee slaapkamers en terras.', long: 'Lichtrijk appartement met <strong>twee slaapkamers</strong>, terras en kelder.' },
    'fr-BE': { sms: `Appartement lumineux ${id}`, short: 'Deux chambres et terrasse.', long: 'Appartement lumineux avec deux chambres, terrasse et cave.' },
    'en-GB': { sms: `Bright flat ${id}`, short: 'Two bedrooms and a terrace.', long: 'Bright flat with two bedrooms, a terrace and a cellar.' },
  },
  details: [
    { id: 301, label: 'Charges', value: '95' },
    { id: 1733, label: 'Cadastral income', value: '980' },
    { id: 1736, label: 'Destination', value: '', enum: { id: 12 } },
    { id: 2089, label: 'EPC specific', value: '165' },
    { id: 2090, label: 'CO2 emission', value: '31' },
    { id: 2390, label: 'EPC total', value: '15180' },
    { id: 2391, label: 'EPC unique code', value: '20240115-0003345678-RES-1' },
    { id: 2222, label: 'Flood risk', value: '', enum: { id: 1233 } },
    { id: 9001, label: 'P-score', value: 'A' },
    { id: 9002, label: 'G-score', value: 'A' },
    { id: 808, label: 'Building permit', value: '1' },
  ],
  pictures: [1, 2].map((n, order) => ({ id: id * 10 + n, order, urlOriginal: `${fake.url}/pictures/${id}/${id}-${id * 10 + n}.jpg` })),
  representatives: [{ email: 'sofie@agency.example' }],
  ...overrides,
})
