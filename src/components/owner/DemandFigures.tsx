import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numbers'
import { formatPrice } from '@/lib/domain/price'
import type { PortalListing } from '@/lib/owners/portal'

import styles from './Owner.module.css'

/** The searchers whose saved searches match the listing now and at 5% and 10% less: counts only. */
export const DemandFigures = ({ listing, locale, t }: { listing: PortalListing; locale: Locale; t: Translate }) => {
  const demand = listing.demand
  if (!demand) return null
  const price = (cut: number) => (demand.price === null ? '' : formatPrice(Math.round(demand.price * (1 - cut)), locale))
  const rows = [
    [t('DEMAND_NOW', { price: price(0) }), demand.now],
    [t('DEMAND_AT', { percent: '5', price: price(0.05) }), demand.minus5],
    [t('DEMAND_AT', { percent: '10', price: price(0.1) }), demand.minus10],
  ] as const
  const more = demand.minus10 - demand.now
  return (
    <section aria-labelledby={`demand-${listing.id}`}>
      <h3 id={`demand-${listing.id}`}>{t('DEMAND')}</h3>
      <p className={styles.meta}>{t('DEMAND_INTRO')}</p>
      {demand.price === null ? (
        <p>{t('DEMAND_HIDDEN_PRICE', { count: String(demand.now) })}</p>
      ) : (
        <table className={styles.table}>
          <tbody>
            {rows.map(([label, count]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatNumber(count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {demand.price !== null && more > 0 && <p>{t('DEMAND_SUMMARY', { count: String(more), amount: formatPrice(Math.round(demand.price * 0.1), locale) })}</p>}
    </section>
  )
}
