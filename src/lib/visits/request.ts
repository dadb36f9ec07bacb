import { isbot } from 'isbot'

/** What the beacon reads of a request's headers (a Headers, or the front server's plain view of them). */
export type HeaderReader = Pick<Headers, 'get' | 'has'>

// Browsers send a handful of user agents; isbot's pattern is long, so each verdict is kept (bounded).
const verdicts = new Map<string, boolean>()
const isRobot = (agent: string): boolean => {
  let verdict = verdicts.get(agent)
  if (verdict === undefined) {
    if (verdicts.size >= 2000) verdicts.clear()
    verdict = agent.trim() === '' || isbot(agent)
    verdicts.set(agent, verdict)
  }
  return verdict
}

/**
 * Whether a beacon request is a person's visit worth counting: not a robot (by its user agent, or
 * none), not a prefetch or prerender (the browser loading a page nobody may look at), not a HEAD.
 */
export const isCountable = (method: string, headers: HeaderReader): boolean => {
  if (method !== 'POST') return false
  if (isRobot(headers.get('user-agent') ?? '')) return false
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-moz') ?? ''}`.toLowerCase()
  if (/prefetch|prerender/.test(purpose)) return false
  return !headers.has('next-router-prefetch')
}

/** The beacon's body, `{"property":123}`: the listing's id, or null when the body names none. */
export const beaconProperty = (body: string): number | null => {
  if (body.length > 200) return null
  try {
    const parsed: unknown = JSON.parse(body)
    const id = typeof parsed === 'object' && parsed !== null && 'property' in parsed ? parsed.property : null
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
  } catch {
    return null
  }
}
