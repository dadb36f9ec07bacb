/** A budget of `max` hits per `windowMs` for one kind of request. */
export type Limit = { max: number; windowMs: number }

export type LimitName = 'api' | 'loginAddress' | 'loginAccount' | 'forms' | 'visits'

const DEFAULTS: Record<LimitName, Limit & { env: string }> = {
  // Reads and writes under /api per client address: the admin makes a few per click.
  api: { max: 600, windowMs: 60_000, env: 'RATE_LIMIT_API' },
  // Sign-in attempts per client address and per account (e-mail).
  loginAddress: { max: 20, windowMs: 10 * 60_000, env: 'RATE_LIMIT_LOGIN_ADDRESS' },
  loginAccount: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_LOGIN_ACCOUNT' },
  // Form posts per client address.
  forms: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_FORMS' },
  // Visit beacons per client address: a person opens a few listings a minute.
  visits: { max: 60, windowMs: 60_000, env: 'RATE_LIMIT_VISITS' },
}

/**
 * Reads a limit setting written as `max/seconds` (`600/60`) or just `max` (the default window).
 * Anything else falls back to the default, so a typo never switches a limit off.
 */
export const parseLimit = (text: string | undefined, fallback: Limit): Limit => {
  const match = /^\s*(\d{1,9})\s*(?:\/\s*(\d{1,7})\s*)?$/.exec(text ?? '')
  if (!match) return fallback
  const max = Number(match[1])
  const seconds = match[2] === undefined ? fallback.windowMs / 1000 : Number(match[2])
  if (max < 1 || seconds < 1) return fallback
  return { max, windowMs: seconds * 1000 }
}

/** The limit named, from its environment setting (see README) or the default. */
export const limitFor = (name: LimitName, env: Record<string, string | undefined> = process.env): Limit => {
  const { env: key, max, windowMs } = DEFAULTS[name]
  return parseLimit(env[key], { max, windowMs })
}
