import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatPercent } from '@/i18n/numbers'
import { formatDay } from '@/lib/domain/dates'
import { daysOnline, type ListingEvent, onlineSince, priceChange, publicHistory, type TimelineEntry, timeline } from '@/lib/domain/listingHistory'
import { marqueeLabelKey } from '@/lib/domain/marquee'
import { formatPrice } from '@/lib/domain/price'
import type { PriceFields } from '@/lib/domain/priceDisplay'
import { brusselsDay } from '@/lib/visits/days'

import styles from './ListingHistory.module.css'

type Props = { events: readonly ListingEvent[]; listing: PriceFields; t: Translate; locale: Locale; now: Date }

/** What one line of the history says, in the visitor's language. */
const lineText = (entry: TimelineEntry, t: Translate, locale: Locale): string => {
  const price = entry.price === null ? '' : formatPrice(entry.price, locale)
  switch (entry.kind) {
    case 'published':
      return price ? t('HISTORY_PUBLISHED_AT_PRICE', { price }) : t('HISTORY_PUBLISHED')
    case 'republished':
      return price ? t('HISTORY_REPUBLISHED_AT_PRICE', { price }) : t('HISTORY_REPUBLISHED')
    case 'withdrawn':
      return t('HISTORY_WITHDRAWN')
    case 'available':
      return t('HISTORY_AVAILABLE')
    case 'price': {
      const change = priceChange(entry.previousPrice, entry.price)
      if (change === null || entry.previousPrice === null) return t('HISTORY_PRICE_SET', { price })
      const values = { from: formatPrice(entry.previousPrice, locale), price, change: formatPercent(change, locale, { signed: true }) }
      return t(change < 0 ? 'HISTORY_PRICE_DOWN' : 'HISTORY_PRICE_UP', values)
    }
    default:
      // The statuses read as the marquees that name them (under option, under offer, sold, rented).
      return t(marqueeLabelKey(entry.kind))
  }
}

/**
 * "Online since" with the days online, and what visitors saw happen to the listing: its prices (only
 * while its page shows the price), its status changes, withdrawals and returns, oldest first.
 * Nothing for a listing without a recorded publication.
 */
export const ListingHistory = ({ events, listing, t, locale, now }: Props) => {
  const visible = publicHistory(events, listing)
  const since = onlineSince(visible)
  const days = daysOnline(visible, now)
  if (since === null || days === null) return null
  const sinceText = t('HISTORY_ONLINE_SINCE', { date: formatDay(brusselsDay(new Date(since)), locale, 'long') })
  const daysText = days === 0 ? t('HISTORY_ONLINE_TODAY') : days === 1 ? t('HISTORY_ONE_DAY_ONLINE') : t('HISTORY_DAYS_ONLINE', { days })
  return (
    <section aria-labelledby="history" className={styles.history}>
      <h2 id="history">{t('HISTORY_TITLE')}</h2>
      <p className={styles.since}>
        {sinceText} · {daysText}
      </p>
      <ol className={styles.events}>
        {timeline(visible).map((entry, index) => {
          const day = brusselsDay(new Date(entry.at))
          return (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={day}>{formatDay(day, locale)}</time> <span>{lineText(entry, t, locale)}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
