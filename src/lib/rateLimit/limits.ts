/** A budget of `max` hits per `windowMs` for one kind of request. */
export type Limit = { max: number; windowMs: number }

export type LimitName = 'api' | 'loginAddress' | 'loginPair' | 'loginAccount' | 'loginAccountMax' | 'accountMails' | 'forms' | 'visits' | 'friendSender' | 'friendRecipient' | 'confirmRecipient' | 'crmUnsigned'

const DEFAULTS: Record<LimitName, Limit & { env: string }> = {
  // Reads and writes under /api per client address: the admin makes a few per click.
  api: { max: 600, windowMs: 60_000, env: 'RATE_LIMIT_API' },
  // Sign-in attempts per client address (passwords, links, resets), whatever the account.
  loginAddress: { max: 20, windowMs: 10 * 60_000, env: 'RATE_LIMIT_LOGIN_ADDRESS' },
  // Wrong passwords per account and address together: refuses that address alone (lib/owners/signInGuard.ts).
  loginPair: { max: 5, windowMs: 15 * 60_000, env: 'RATE_LIMIT_LOGIN_PAIR' },
  // Wrong passwords per account from every address: past it, an address that never signed in to the
  // account must solve the captcha; past the second, such an address is refused until the hour is over.
  loginAccount: { max: 10, windowMs: 60 * 60_000, env: 'RATE_LIMIT_LOGIN_ACCOUNT' },
  loginAccountMax: { max: 50, windowMs: 60 * 60_000, env: 'RATE_LIMIT_LOGIN_ACCOUNT_MAX' },
  // Sign-in links and password resets mailed to one account.
  accountMails: { max: 3, windowMs: 60 * 60_000, env: 'RATE_LIMIT_ACCOUNT_MAILS' },
  // Form posts per client address.
  forms: { max: 10, windowMs: 10 * 60_000, env: 'RATE_LIMIT_FORMS' },
  // Visit beacons per client address: a person opens a few listings a minute.
  visits: { max: 60, windowMs: 60_000, env: 'RATE_LIMIT_VISITS' },
  // Listings sent to a friend in a day: per sender (the address typed, from one client address) and
  // per recipient address, whoever sends (lib/forms/friendBudget.ts).
  friendSender: { max: 3, windowMs: 24 * 60 * 60_000, env: 'RATE_LIMIT_FRIEND_SENDER' },
  friendRecipient: { max: 2, windowMs: 24 * 60 * 60_000, env: 'RATE_LIMIT_FRIEND_RECIPIENT' },
  // Double opt-in mails (search alerts, demand register, watched shortlists) to one mailbox in a day, whoever asks (lib/alerts/create.ts).
  confirmRecipient: { max: 3, windowMs: 24 * 60 * 60_000, env: 'RATE_LIMIT_CONFIRM_RECIPIENT' },
  // Unsigned calls to SweepBright's webhook from everyone together (each makes the site fetch an estate from
  // SweepBright on the agency's quota); SweepBright's own, signed calls never spend it.
  crmUnsigned: { max: 300, windowMs: 60 * 60_000, env: 'RATE_LIMIT_CRM_UNSIGNED' },
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

/** Each limit as last read, with the setting it was read from: a busy limit is parsed once, not per request. */
const read = new Map<LimitName, { setting: string | undefined; limit: Limit }>()

/** The limit named, from its environment setting (see README) or the default; a changed setting is read again. */
export const limitFor = (name: LimitName, env: Record<string, string | undefined> = process.env): Limit => {
  const { env: key, max, windowMs } = DEFAULTS[name]
  const setting = env[key]
  const known = read.get(name)
  if (known && known.setting === setting) return known.limit
  const limit = parseLimit(setting, { max, windowMs })
  read.set(name, { setting, limit })
  return limit
}
