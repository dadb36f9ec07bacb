import type { GlobalBeforeChangeHook } from 'payload'

import { newVisitToken } from '@/lib/appointments/visit'

/**
 * The staff calendar feed's secret (lib/appointments/feed.ts): made on the first save of the settings,
 * and again whenever an admin asks for a new one, which ends the old address at once.
 */
export const calendarFeedToken: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const calendar = { ...(originalDoc?.calendar ?? {}), ...(data.calendar ?? {}) } as { feedToken?: string | null; newFeedToken?: boolean | null }
  const token = calendar.newFeedToken || !originalDoc?.calendar?.feedToken ? newVisitToken() : originalDoc.calendar.feedToken
  return { ...data, calendar: { ...calendar, feedToken: token, newFeedToken: false } }
}
