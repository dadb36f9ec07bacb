/**
 * SweepBright's Website API (https://website.sweepbright.com/api): an OAuth2 client-credentials token
 * (`POST /oauth/token`), reused until it expires, then the estate (`GET /estates/{id}`), the listing's
 * address on the site (`PUT /estates/{id}/url`) and leads (`POST /estates/{id}/contacts`, `POST /contacts`).
 * Every call names the API version in its Accept header: 20241030, which carries the `legal` block (flood
 * scores, zoning, CO2) the publishing gate needs; the first version (20190920) lacks it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

import { CrmError, failureOf, requestJson } from '../http'
import type { SweepBrightEstate } from './estate'

export const SWEEPBRIGHT_API_VERSION = '20241030'
const DEFAULT_URL = 'https://website.sweepbright.com/api'

export type SweepBrightSettings = { url: string; clientId: string; clientSecret: string }

/** The settings from the environment, or null when SweepBright is not connected. */
export const sweepBrightSettings = (env: NodeJS.ProcessEnv = process.env): SweepBrightSettings | null => {
  const clientId = env.SWEEPBRIGHT_CLIENT_ID?.trim()
  const clientSecret = env.SWEEPBRIGHT_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  return { url: (env.SWEEPBRIGHT_API_URL?.trim() || DEFAULT_URL).replace(/\/+$/, ''), clientId, clientSecret }
}

/** Whether a webhook's body is SweepBright's: `X-Hook-Signature` is the hex HMAC-SHA1 of the raw body, keyed with the client secret. */
export const signatureValid = (body: Buffer | string, signature: string | null, secret: string): boolean => {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature.trim())) return false
  const expected = createHmac('sha1', secret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'))
}

/** A contact (lead) as SweepBright takes it. */
export type SweepBrightContact = {
  first_name: string
  last_name: string
  email: string
  phone: string
  message: string
  locale: string
  preferences?: { negotiation?: 'sale' | 'let'; types?: string[]; min_price?: number; max_price?: number; min_rooms?: number }
  location_preference?: { country?: string; postal_codes?: string[] }
}

type Token = { value: string; expires: number }
/** Tokens by API and client: one per process, reused until a minute before it expires. */
const tokens = new Map<string, Token>()

export const createSweepBrightClient = (settings: SweepBrightSettings, now: () => number = Date.now) => {
  const key = `${settings.url} ${settings.clientId}`
  const accept = `application/vnd.sweepbright.v${SWEEPBRIGHT_API_VERSION}+json`

  const token = async (): Promise<string> => {
    const known = tokens.get(key)
    if (known && known.expires > now()) return known.value
    const answer = await requestJson(`${settings.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret }),
    })
    const body = answer.json as { access_token?: unknown; expires_in?: unknown } | null
    if (answer.status === 400 || answer.status === 401) throw new CrmError(`SweepBright refused the client id and secret (${answer.status})`, false, answer.status)
    if (answer.status !== 200 || typeof body?.access_token !== 'string') throw failureOf('SweepBright token', answer)
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in * 1000 : 3_600_000
    tokens.set(key, { value: body.access_token, expires: now() + lifetime - Math.min(60_000, lifetime / 2) })
    return body.access_token
  }

  /** A call with the token; a token refused (expired early, revoked) is fetched again once. */
  const call = async (method: string, path: string, body?: unknown) => {
    for (let attempt = 0; ; attempt++) {
      const answer = await requestJson(`${settings.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, accept, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (answer.status !== 401 || attempt > 0) return answer
      tokens.delete(key)
    }
  }

  return {
    /** The estate, or null when SweepBright has none by that id (deleted, unpublished, or past its fetch window). */
    estate: async (id: string): Promise<SweepBrightEstate | null> => {
      const answer = await call('GET', `/estates/${encodeURIComponent(id)}`)
      if (answer.status === 404) return null
      if (answer.status !== 200 || typeof answer.json !== 'object' || answer.json === null) throw failureOf(`SweepBright estate ${id}`, answer)
      return answer.json as SweepBrightEstate
    },
    /** Tells SweepBright where the estate is on the site. */
    setUrl: async (id: string, url: string): Promise<void> => {
      const answer = await call('PUT', `/estates/${encodeURIComponent(id)}/url`, { url })
      if (answer.status < 200 || answer.status > 299) throw failureOf(`SweepBright address of estate ${id}`, answer)
    },
    /** A lead: on its estate when it is about one, else a general contact. */
    contact: async (estateId: string | null, contact: SweepBrightContact): Promise<void> => {
      const path = estateId ? `/estates/${encodeURIComponent(estateId)}/contacts` : '/contacts'
      const answer = await call('POST', path, estateId ? { ...contact, preferences: undefined, location_preference: undefined } : contact)
      if (answer.status < 200 || answer.status > 299) throw failureOf('SweepBright contact', answer)
    },
  }
}

export type SweepBrightClient = ReturnType<typeof createSweepBrightClient>
