/**
 * Whise's API (https://api.whise.eu): a token for the marketplace user (`POST /token` with user name and
 * password), then one for the agency's client and office (`POST /v1/admin/clients/token`), sent as a Bearer
 * token with every call and fetched again when refused; estates by pages (`POST /v1/estates/list`, offsets
 * in items, a stable sort); leads as contacts (`POST /v1/contacts/upsert`: one contact per e-mail address).
 * Whise answers a request it could not read with 200 and `isValidRequest: false`: that is a refusal.
 */
import type { Locale } from '@/i18n/locales'

import { CrmError, failureOf, requestJson } from '../http'
import type { WhiseEstate } from './estate'

const DEFAULT_URL = 'https://api.whise.eu'

export type WhiseSettings = { url: string; username: string; password: string; clientId: number; officeId: number | null }

/** The settings from the environment, or null when Whise is not connected. */
export const whiseSettings = (env: NodeJS.ProcessEnv = process.env): WhiseSettings | null => {
  const username = env.WHISE_USERNAME?.trim()
  const password = env.WHISE_PASSWORD
  const clientId = Number(env.WHISE_CLIENT_ID)
  if (!username || !password || !Number.isInteger(clientId) || clientId <= 0) return null
  const officeId = Number(env.WHISE_OFFICE_ID)
  return { url: (env.WHISE_API_URL?.trim() || DEFAULT_URL).replace(/\/+$/, ''), username, password, clientId, officeId: Number.isInteger(officeId) && officeId > 0 ? officeId : null }
}

/** Whise's language ids of the site's languages. */
export const WHISE_LANGUAGES: Readonly<Record<Locale, string>> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-DE' }

/** A contact as Whise's upsert takes it. */
export type WhiseContact = {
  Name: string
  FirstName: string
  PrivateEmail: string
  PrivateMobile: string
  LanguageId: string
  CountryId: number
  OfficeIds: number[]
  EstateIds: number[]
  Message: string
  StatusId: number
  AgreementEmail: boolean
  AgreementMailingCampaign: boolean
  SearchCriteria?: { PurposeId?: number; CategoryIds?: number[]; PriceMax?: number; MinRooms?: number; ZipCodes?: string[] }[]
}

type Page = { estates: WhiseEstate[]; totalCount: number }

/** Tokens by API, user and client: fetched once, again when Whise refuses one. */
const tokens = new Map<string, string>()

export const createWhiseClient = (settings: WhiseSettings) => {
  const key = `${settings.url} ${settings.username} ${settings.clientId} ${settings.officeId ?? ''}`

  const post = async (path: string, body: unknown, token?: string) =>
    requestJson(`${settings.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })

  const token = async (): Promise<string> => {
    const known = tokens.get(key)
    if (known) return known
    const user = await post('/token', { Username: settings.username, Password: settings.password })
    const userToken = (user.json as { token?: unknown } | null)?.token
    if (user.status === 400 || user.status === 401 || user.status === 403) throw new CrmError(`Whise refused the user name and password (${user.status})`, false, user.status)
    if (user.status !== 200 || typeof userToken !== 'string') throw failureOf('Whise token', user)
    const client = await post('/v1/admin/clients/token', { ClientId: settings.clientId, ...(settings.officeId ? { OfficeId: settings.officeId } : {}) }, userToken)
    const clientToken = (client.json as { token?: unknown } | null)?.token
    if (client.status === 401 || client.status === 403) throw new CrmError(`Whise refused access to client ${settings.clientId} (${client.status})`, false, client.status)
    if (client.status !== 200 || typeof clientToken !== 'string') throw failureOf('Whise client token', client)
    tokens.set(key, clientToken)
    return clientToken
  }

  /** A call with the client token, fetched again once when refused; a request Whise could not read is refused. */
  const call = async (path: string, body: unknown): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await post(path, body, await token())
      if (answer.status === 401 && attempt === 0) {
        tokens.delete(key)
        continue
      }
      if (answer.status !== 200) throw failureOf(`Whise ${path}`, answer)
      const json = answer.json as { isValidRequest?: unknown; validationErrors?: { message?: string; code?: string }[] } | null
      if (json?.isValidRequest === false) throw new CrmError(`Whise ${path} refused the request: ${(json.validationErrors ?? []).map((e) => `${e.code ?? ''} ${e.message ?? ''}`.trim()).join('; ').slice(0, 300)}`, false, 200)
      return json
    }
  }

  return {
    /**
     * One page of estates: those changed since `changedSince` (Brussels local time, as Whise writes it), or
     * `ids`, in `language`; `fields: 'ids'` asks for their ids alone.
     */
    estates: async ({ offset, limit, changedSince, ids, language, onlyIds = false }: { offset: number; limit: number; changedSince?: string; ids?: number[]; language?: string; onlyIds?: boolean }): Promise<Page> => {
      const json = (await call('/v1/estates/list', {
        Filter: {
          ...(changedSince ? { UpdateDateTimeRange: { Min: changedSince } } : {}),
          ...(ids ? { EstateIds: ids } : {}),
          ...(language ? { LanguageId: language } : {}),
          ShowDetails: !onlyIds,
          ShowRepresentatives: !onlyIds,
        },
        Page: { Limit: limit, Offset: offset },
        Sort: [{ Field: 'Id', Ascending: true }],
        ...(onlyIds ? { Field: { Included: ['id'] } } : {}),
      })) as { estates?: WhiseEstate[]; totalCount?: number } | null
      return { estates: Array.isArray(json?.estates) ? json.estates : [], totalCount: typeof json?.totalCount === 'number' ? json.totalCount : 0 }
    },
    /** A lead: the contact with this e-mail is created or updated, linked to the estate it is about. */
    contact: async (contact: WhiseContact): Promise<void> => {
      await call('/v1/contacts/upsert', contact)
    },
    officeId: settings.officeId,
  }
}

export type WhiseClient = ReturnType<typeof createWhiseClient>
