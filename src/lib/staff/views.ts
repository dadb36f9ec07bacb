import type { Payload } from 'payload'

import { brusselsDay, brusselsMidnight, monthStart } from '@/lib/visits/days'

import { blockedOf, checkedListings, idsHref } from './desk'

const LIST = '/admin/collections/properties'
const href = (where: Record<string, string>) => `${LIST}?${new URLSearchParams(where)}`
/** The listings of `ids`; none at all when there are none (an empty `in` is no filter everywhere). */
const listOf = (ids: readonly number[]) => (ids.length ? idsHref(ids) : href({ 'where[id][equals]': '0' }))

export type QuickView = { key: 'VIEW_ALL' | 'VIEW_MINE' | 'VIEW_OFFLINE' | 'VIEW_MISSING_MENTIONS' | 'VIEW_CLOSED_THIS_MONTH' | 'VIEW_MISSING_TRANSLATIONS'; href: string }

/**
 * The listing list's quick views for staff member `userId`: their listings (the agent who signs in as
 * them), the offline ones, those that cannot be published, those sold or rented since the 1st of this
 * month (Brussels time), and those with a language to complete.
 */
export const quickViews = async (payload: Payload, userId: number | string, now: Date = new Date()): Promise<QuickView[]> => {
  const monthBegan = brusselsMidnight(monthStart(brusselsDay(now)))
  const [listings, closed] = await Promise.all([
    checkedListings(payload),
    payload.find({
      collection: 'listing-events',
      where: { and: [{ kind: { in: ['sold', 'rented'] } }, { at: { greater_than_equal: monthBegan.toISOString() } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { property: true },
    }),
  ])
  const closedIds = [...new Set(closed.docs.map((event) => Number(typeof event.property === 'object' ? event.property.id : event.property)))]
  return [
    { key: 'VIEW_ALL', href: LIST },
    { key: 'VIEW_MINE', href: href({ 'where[agent.account][equals]': String(userId) }) },
    { key: 'VIEW_OFFLINE', href: href({ 'where[_status][equals]': 'draft' }) },
    { key: 'VIEW_MISSING_MENTIONS', href: listOf(blockedOf(listings.docs, now).map((item) => item.id)) },
    { key: 'VIEW_CLOSED_THIS_MONTH', href: listOf(closedIds) },
    { key: 'VIEW_MISSING_TRANSLATIONS', href: href({ 'where[translationsComplete][equals]': 'false' }) },
  ]
}
