'use client'

import { type Translate, translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numbers'
import { formatDay, formatMonth } from '@/lib/domain/dates'
import type { PortalListing } from '@/lib/owners/portal'

import { DemandFigures } from './DemandFigures'
import styles from './Owner.module.css'
import { ViewerFeedback } from './ViewerFeedback'
import { VisitChartLoader } from './VisitChartLoader.client'

const Funnel = ({ listing, locale, t }: { listing: PortalListing; locale: Locale; t: Translate }) => {
  const steps = [
    ['PAGE_VIEWS', listing.funnel.views],
    ['ALERTS_MATCHED', listing.funnel.alerts],
    ['ENQUIRIES', listing.funnel.enquiries],
    ['VISIT_REQUESTS', listing.funnel.visitRequests],
    ['OFFERS', listing.funnel.offers],
  ] as const
  const top = Math.max(1, ...steps.map(([, value]) => value))
  return (
    <section aria-labelledby={`funnel-${listing.id}`}>
      <h3 id={`funnel-${listing.id}`}>{t('FUNNEL')}</h3>
      <p className={styles.meta}>{t('FUNNEL_INTRO')}</p>
      <ol className={styles.funnel}>
        {steps.map(([key, value]) => (
          <li key={key}>
            <span>{t(key)}</span>
            {/* Bars on a square-root scale: an offer stays visible beside thousands of views. */}
            <span className={styles.bar} style={{ width: `${Math.max(4, Math.round((Math.sqrt(value) / Math.sqrt(top)) * 100))}%` }}>
              {formatNumber(value, locale)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}

const Listing = ({ listing, locale, t, subjects }: { listing: PortalListing; locale: Locale; t: Translate; subjects: Readonly<Record<string, string>> }) => {
  const last30 = listing.series.reduce((sum, day) => sum + day.visits, 0)
  const best = listing.series.reduce((top, day) => (day.visits > top.visits ? day : top), listing.series[0])
  return (
    <article className={styles.listing} aria-labelledby={`listing-${listing.id}`}>
      <header>
        <h2 id={`listing-${listing.id}`}>{listing.name}</h2>
        <p className={styles.meta}>
          {listing.reference ? `${listing.reference} · ` : ''}
          {listing.online && listing.publishedAt ? t('ONLINE_SINCE', { date: formatDay(listing.publishedAt.slice(0, 10), locale, 'long') }) : t('NOT_ONLINE')}
        </p>
      </header>

      <section aria-labelledby={`stats-${listing.id}`}>
        <h3 id={`stats-${listing.id}`}>{t('STATISTICS')}</h3>
        <dl className={styles.figures}>
          {(
            [
              ['VISITS_TODAY', listing.totals.today],
              ['VISITS_THIS_WEEK', listing.totals.week],
              ['VISITS_THIS_MONTH', listing.totals.month],
              ['VISITS_TOTAL', listing.totals.total],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd data-figure={key}>{formatNumber(value, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t('VISITS_COUNTED_HOW')}</p>
      </section>

      <section aria-labelledby={`chart-${listing.id}`}>
        <h3 id={`chart-${listing.id}`}>{t('LAST_30_DAYS')}</h3>
        <VisitChartLoader series={listing.series} locale={locale} label={`${t('VISITS')}, ${t('LAST_30_DAYS').toLowerCase()}`} />
        <p className={styles.meta}>{t('CHART_SUMMARY', { total: last30, best: formatDay(best.day, locale, 'long'), max: best.visits })}</p>
      </section>

      <Funnel listing={listing} locale={locale} t={t} />
      <DemandFigures listing={listing} locale={locale} t={t} />
      <ViewerFeedback listing={listing} locale={locale} t={t} />

      <div className={styles.columns}>
        <section aria-labelledby={`history-${listing.id}`}>
          <h3 id={`history-${listing.id}`}>{t('VISIT_HISTORY')}</h3>
          {listing.history.length === 0 ? (
            <p>{t('NO_VISITS_YET')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('MONTH')}</th>
                  <th scope="col" className={styles.number}>
                    {t('VISITS')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {listing.history.map((row) => (
                  <tr key={row.month}>
                    <td>{formatMonth(row.month, locale)}</td>
                    <td className={styles.number}>{formatNumber(row.visits, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <div>
          <section aria-labelledby={`comms-${listing.id}`}>
            <h3 id={`comms-${listing.id}`}>{t('COMMUNICATIONS')}</h3>
            {listing.communications.length === 0 ? (
              <p>{t('NO_COMMUNICATIONS')}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('DATE')}</th>
                    <th scope="col">{t('SUBJECT')}</th>
                  </tr>
                </thead>
                <tbody>
                  {listing.communications.map((row) => (
                    <tr key={row.id}>
                      <td>{formatDay(row.createdAt.slice(0, 10), locale)}</td>
                      <td>{subjects[row.kind]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby={`media-${listing.id}`}>
            <h3 id={`media-${listing.id}`}>{t('ONLINE_MEDIA')}</h3>
            {listing.url ? (
              <ul>
                <li>
                  {t('ON_OUR_WEBSITE')}: <a href={listing.url}>{t('VIEW_LISTING')}</a>
                </li>
                <li>
                  <a href={`${listing.url}print/`}>{t('PRINT_THIS_PAGE')}</a>
                </li>
              </ul>
            ) : (
              <p>{t('NOT_ONLINE')}</p>
            )}
          </section>
        </div>
      </div>
    </article>
  )
}

/**
 * The owner's listings with their figures, drawn from the portal's data: the page's payload then carries
 * each listing's figures once, as data, instead of every table as elements besides the HTML. `texts` are
 * the portal's dictionary entries (OWNER_PORTAL_TEXTS) and `subjects` each submission kind's title.
 */
type OwnerListingsProps = { listings: PortalListing[]; locale: Locale; texts: Readonly<Record<string, string>>; subjects: Readonly<Record<string, string>> }

export const OwnerListings = ({ listings, locale, texts, subjects }: OwnerListingsProps) => {
  const t = translator(texts)
  return listings.map((listing) => <Listing key={listing.id} listing={listing} locale={locale} t={t} subjects={subjects} />)
}
