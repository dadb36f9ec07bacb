import { UNKNOWN_ADDRESS } from '@/lib/rateLimit/clientAddress'
import { whenReady } from '@/lib/whenReady'

import { brusselsDay } from './days'
import { newSalt, visitorHash } from './hash'
import type { VisitStore } from './store'

/** Different browsers on one address counted per listing and day at most: a flood from one address inflates nothing. */
export const MAX_VISITORS_PER_ADDRESS = 5
/** Hashes remembered in memory per day before relying on the database alone to tell repeats. */
const MAX_REMEMBERED = 200_000

export type VisitOutcome = 'counted' | 'repeat' | 'capped'
export type Visit = { property: number; address: string; userAgent: string }

/**
 * Counts visits: once per visitor, listing and Brussels day. The decision is made in memory, so the
 * beacon answers at once; the new visits are written in small batches (`flushDelayMs` after the first
 * one: SQLite's writes hold the process, so many short ones keep every answer quick),
 * where a hash another instance already stored is dropped and the day counts grow by the rest.
 * At the first visit of a day the previous day's salt and hashes are deleted.
 */
export const createVisitCounter = ({ store, now = () => new Date(), flushDelayMs = 100 }: { store: VisitStore; now?: () => Date; flushDelayMs?: number }) => {
  let day = ''
  /** The day's salt: a promise until it is stored, then the salt itself, so most visits need no promise. */
  let salt: string | Promise<string> = ''
  let seen = new Set<string>()
  let perAddress = new Map<string, number>()
  let pending: { hash: string; property: number; day: string }[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing: Promise<number> = Promise.resolve(0)

  const startDay = (today: string) => {
    day = today
    seen = new Set()
    perAddress = new Map()
    const storing = store.forgetOtherDays(today).then(() => store.salt(today, newSalt()))
    salt = storing
    storing.then(
      (stored) => {
        if (day === today) salt = stored
      },
      () => {
        if (day === today) day = ''
      },
    )
  }

  const write = async (): Promise<number> => {
    const batch = pending
    pending = []
    if (batch.length === 0) return 0
    const added = await store.addKeys(batch.map(({ hash, day: visitDay }) => ({ hash, day: visitDay })))
    const counts = new Map<string, { property: number; day: string; visits: number }>()
    for (const visit of batch) {
      if (!added.has(visit.hash)) continue
      const key = `${visit.property}|${visit.day}`
      const count = counts.get(key) ?? { property: visit.property, day: visit.day, visits: 0 }
      count.visits += 1
      counts.set(key, count)
    }
    await store.addVisits([...counts.values()])
    return added.size
  }

  /** Writes the visits decided so far; resolves to how many were new to the database. */
  const flush = (): Promise<number> => {
    if (timer) clearTimeout(timer)
    timer = null
    writing = writing.catch(() => 0).then(write)
    return writing
  }

  /** Whether the visit counts, decided in memory (the database learns of it at the next flush). */
  const decide = (daySalt: string, { property, address, userAgent }: Visit, today: string): VisitOutcome => {
    const hash = visitorHash(daySalt, property, address, userAgent)
    if (seen.has(hash)) return 'repeat'
    // Whatever user agents one address claims, it adds at most a few visitors to a listing a day. A
    // request that bypassed the site's server has no known address: a cap would then count every visitor.
    if (address !== UNKNOWN_ADDRESS) {
      const key = visitorHash(daySalt, property, address, '')
      const visitors = perAddress.get(key) ?? 0
      if (visitors >= MAX_VISITORS_PER_ADDRESS) return 'capped'
      perAddress.set(key, visitors + 1)
    }
    if (seen.size >= MAX_REMEMBERED) seen = new Set()
    seen.add(hash)
    pending.push({ hash, property, day: today })
    if (!timer) {
      timer = setTimeout(() => void flush().catch(() => undefined), flushDelayMs)
      timer.unref?.()
    }
    return 'counted'
  }

  /** Records a visit: at once when the day's salt is known, after it is stored at the first visit of a day. */
  const record = (visit: Visit): VisitOutcome | Promise<VisitOutcome> => {
    const today = brusselsDay(now())
    if (today !== day) startDay(today)
    return whenReady(salt, (stored) => decide(stored, visit, today))
  }

  return { record, flush }
}

export type VisitCounter = ReturnType<typeof createVisitCounter>
