import { jwtVerify } from 'jose'
import type { Payload } from 'payload'

import { metrics } from '@/lib/metrics/metrics.mjs'
import { tooManyRequests } from '@/lib/rateLimit/rateLimit'

import { apiGate } from './fairGate'

/** The session token a request presents, where Payload reads it: its cookie, or `Authorization: JWT|Bearer`. */
const presentedToken = (payload: Payload, headers: Headers): string | null => {
  const header = /^(?:JWT|Bearer) (\S+)$/.exec(headers.get('authorization') ?? '')?.[1]
  if (header) return header
  const name = `${payload.config.cookiePrefix}-token=`
  const cookie = (headers.get('cookie') ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(name))
  return cookie ? cookie.slice(name.length) || null : null
}

/**
 * Whose turn a request takes (fairGate.ts): the account of a session this site signed (a signature check,
 * no database read: a signed-out or expired account costs nothing more than a visitor), else its address.
 * A made-up token is no session: it waits with its address.
 */
export const turnKey = async (payload: Payload, headers: Headers, address: string): Promise<string> => {
  const token = presentedToken(payload, headers)
  if (!token) return address
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    return typeof claims.collection === 'string' && (typeof claims.id === 'string' || typeof claims.id === 'number') ? `session ${claims.collection} ${claims.id}` : address
  } catch {
    return address
  }
}

/**
 * Runs `run` in its turn among the clients' API requests (fairGate.ts): a 429 when this client already has
 * too many waiting. A request whose client goes while it waits leaves the queue unanswered by Payload.
 */
export const inTurn = async (payload: Payload, request: Request, address: string, run: () => Promise<Response>): Promise<Response> => {
  const turn = apiGate().enter(await turnKey(payload, request.headers, address), request.signal)
  if (!turn) {
    metrics().refusals.inc({ limit: 'apiQueue' })
    return tooManyRequests(1)
  }
  const leave = await turn
  // The client went while it waited: nobody reads this answer.
  if (!leave) return tooManyRequests(1)
  try {
    return await run()
  } finally {
    leave()
  }
}
