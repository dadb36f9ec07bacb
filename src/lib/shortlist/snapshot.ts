/**
 * The shortlist and the recently viewed listings, as the visitor's browser keeps them (localStorage,
 * never sent to the server). Each entry carries a small snapshot of the listing as it was shown, so the
 * shortlist can still name a listing that was sold, rented or taken offline since. Pure: the browser
 * store (components/shortlist/store.ts) reads and writes the strings these functions make and parse.
 */

/** Where each list lives in localStorage. */
export const SHORTLIST_KEY = 'shortlist'
export const RECENTLY_VIEWED_KEY = 'recently-viewed'

/** The stored format's version: a later format can still read (or drop) what an older one wrote. */
export const STORAGE_VERSION = 1

/** At most this many kept listings: the shortlist page reads them in one API request, which takes 100 ids. */
export const MAX_KEPT = 100
/** The recently viewed listings kept. */
export const MAX_RECENT = 12
/** A note's length; the textarea says so too. */
export const MAX_NOTE_LENGTH = 1000

// Bounds on what a snapshot holds, so a tampered or corrupt entry cannot fill the page.
const MAX_TEXT = 300
const MAX_URL = 1000

/** Where a listing stands, from its marquee: what the shortlist says when it changed. */
export const LISTING_STATUSES = ['available', 'option', 'underOffer', 'sold', 'rented'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** A listing's status from its marquee; anything that is not option, offer, sold or rented is on offer. */
export const statusOfMarquee = (marquee: unknown): ListingStatus =>
  marquee === 'option' || marquee === 'underOffer' || marquee === 'sold' || marquee === 'rented' ? marquee : 'available'

/** Whether a status means the listing is off the market. */
export const isClosedStatus = (status: ListingStatus): boolean => status === 'sold' || status === 'rented'

/** What the browser keeps of a listing when the visitor keeps or opens it. */
export type ListingSnapshot = {
  id: number
  name: string
  /** The listing's path on the site, as it was. */
  url: string
  /** The price line as the card showed it ('€ 350.000', 'Price on request', 'Sold'). */
  price: string
  /** The amount shown then, to tell a lower price later; null when no amount was shown. */
  amount: number | null
  /** The thumbnail's URL, or null without a photo. */
  photo: string | null
  status: ListingStatus
}

export type KeptListing = ListingSnapshot & { keptAt: number; note: string }
export type ViewedListing = ListingSnapshot & { viewedAt: number }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed ? trimmed.slice(0, max) : null
}

/**
 * A path of this site ('/nl/te-koop/gent/huis/12/'), or an http(s) address for a photo on a bucket; anything
 * else (javascript:, protocol-relative '//host', backslashes) is refused, since it ends up in an href or src.
 */
export const safeUrl = (value: unknown, options: { external: boolean }): string | null => {
  const url = text(value, MAX_URL)
  if (!url || /[\s\\]/.test(url)) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  return options.external && /^https?:\/\/[^/]/i.test(url) ? url : null
}

const timestamp = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0)

/** A snapshot read from storage, or null when it is not one (a missing id, name or path). */
export const parseSnapshot = (value: unknown): ListingSnapshot | null => {
  if (!isRecord(value)) return null
  const { id, amount } = value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null
  const name = text(value.name, MAX_TEXT)
  const url = safeUrl(value.url, { external: false })
  if (!name || !url) return null
  return {
    id,
    name,
    url,
    price: text(value.price, MAX_TEXT) ?? '',
    amount: typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : null,
    photo: safeUrl(value.photo, { external: true }),
    status: LISTING_STATUSES.find((status) => status === value.status) ?? 'available',
  }
}

/** The entries of a stored list, whatever the string holds: bad JSON, another version or junk give []. */
const storedItems = (raw: string | null): unknown[] => {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return isRecord(parsed) && parsed.v === STORAGE_VERSION && Array.isArray(parsed.items) ? parsed.items : []
  } catch {
    return []
  }
}

/** The valid entries, the first of each id only, at most `max`. */
const entries = <T extends ListingSnapshot>(raw: string | null, max: number, extra: (item: Record<string, unknown>, snapshot: ListingSnapshot) => T): T[] => {
  const out: T[] = []
  for (const item of storedItems(raw)) {
    const snapshot = parseSnapshot(item)
    if (!snapshot || !isRecord(item) || out.some((kept) => kept.id === snapshot.id)) continue
    out.push(extra(item, snapshot))
    if (out.length >= max) break
  }
  return out
}

/** The shortlist in storage, newest first; what cannot be read is left out. */
export const parseKept = (raw: string | null): KeptListing[] =>
  entries(raw, MAX_KEPT, (item, snapshot) => ({
    ...snapshot,
    keptAt: timestamp(item.keptAt),
    note: typeof item.note === 'string' ? item.note.slice(0, MAX_NOTE_LENGTH) : '',
  }))

/** The recently viewed listings in storage, last viewed first. */
export const parseViewed = (raw: string | null): ViewedListing[] =>
  entries(raw, MAX_RECENT, (item, snapshot) => ({ ...snapshot, viewedAt: timestamp(item.viewedAt) }))

/** A list as stored. */
export const serializeList = (items: readonly ListingSnapshot[]): string => JSON.stringify({ v: STORAGE_VERSION, items })

/** Whether the shortlist holds a listing. */
export const isKept = (list: readonly KeptListing[], id: number): boolean => list.some((item) => item.id === id)

/**
 * The shortlist with a listing added at the top (kept again: its note stays and its snapshot is renewed).
 * A full shortlist is returned as it is: dropping another kept listing behind the visitor's back would lose it.
 */
export const keepListing = (list: readonly KeptListing[], snapshot: ListingSnapshot, now: number): readonly KeptListing[] => {
  const existing = list.find((item) => item.id === snapshot.id)
  if (!existing && list.length >= MAX_KEPT) return list
  return [{ ...snapshot, keptAt: now, note: existing?.note ?? '' }, ...list.filter((item) => item.id !== snapshot.id)]
}

export const removeListing = (list: readonly KeptListing[], id: number): KeptListing[] => list.filter((item) => item.id !== id)

/** The shortlist with a listing's note replaced (cut to MAX_NOTE_LENGTH); unchanged when the listing is not kept. */
export const setNote = (list: readonly KeptListing[], id: number, note: string): KeptListing[] =>
  list.map((item) => (item.id === id ? { ...item, note: note.slice(0, MAX_NOTE_LENGTH) } : item))

/** The recently viewed list with a listing put first (once), at most MAX_RECENT. */
export const recordViewed = (list: readonly ViewedListing[], snapshot: ListingSnapshot, now: number): ViewedListing[] =>
  [{ ...snapshot, viewedAt: now }, ...list.filter((item) => item.id !== snapshot.id)].slice(0, MAX_RECENT)
