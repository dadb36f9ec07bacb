import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatDay, formatMoment } from '@/lib/domain/dates'
import type { PortalListing } from '@/lib/owners/portal'

import styles from './Owner.module.css'

/** A decision button: a plain form to the owner endpoint, so it works without JavaScript too. */
const Decide = ({ id, decision, label, locale }: { id: number; decision: 'choose' | 'more'; label: string; locale: Locale }) => (
  <form method="post" action="/api/owner/candidate">
    <input type="hidden" name="id" value={id} />
    <input type="hidden" name="decision" value={decision} />
    <input type="hidden" name="locale" value={locale} />
    <button className={decision === 'choose' ? 'button' : 'button button-secondary'} type="submit">
      {label}
    </button>
  </form>
)

/**
 * The rent candidates staff proposed for the owner's listings (lib/owners/portal.ts candidatesOf): what
 * they compare, never who they are, and a choice or a request for more in one click.
 */
export const OwnerCandidates = ({ listings, locale, t }: { listings: readonly PortalListing[]; locale: Locale; t: Translate }) => {
  const shown = listings.filter((listing) => listing.candidates.length > 0)
  if (shown.length === 0) return null
  return shown.map((listing) => {
    const closed = listing.candidates.some((candidate) => candidate.status !== 'proposed')
    return (
      <section key={listing.id} id={`candidates-${listing.id}`} className={styles.listing} aria-labelledby={`candidates-${listing.id}-title`}>
        <h2 id={`candidates-${listing.id}-title`}>
          {t('OWNER_CANDIDATES')} — {listing.name}
        </h2>
        <p className={styles.note}>{t('OWNER_CANDIDATES_NOTE')}</p>
        <ol className={styles.candidates}>
          {listing.candidates.map((candidate, index) => (
            <li key={candidate.id}>
              <h3>{t('OWNER_CANDIDATE', { n: index + 1 })}</h3>
              <dl>
                <dt>{t('OWNER_CANDIDATE_HOUSEHOLD')}</dt>
                <dd>{candidate.persons === null ? '—' : t('OWNER_CANDIDATE_PERSONS', { count: candidate.persons })}</dd>
                <dt>{t('OWNER_CANDIDATE_RATIO')}</dt>
                <dd>{candidate.incomeRatio === null ? '—' : new Intl.NumberFormat(`${locale}-BE`, { maximumFractionDigits: 1 }).format(candidate.incomeRatio)}</dd>
                <dt>{t('OWNER_CANDIDATE_MOVING')}</dt>
                <dd>{candidate.movingDate ? formatDay(candidate.movingDate.slice(0, 10), locale) : '—'}</dd>
                {candidate.remark && (
                  <>
                    <dt>{t('OWNER_CANDIDATE_REMARK')}</dt>
                    <dd>{candidate.remark}</dd>
                  </>
                )}
              </dl>
              {candidate.status !== 'proposed' ? (
                <p role="status">{t('OWNER_CANDIDATE_CHOSEN', { date: candidate.decidedAt ? formatMoment(new Date(candidate.decidedAt), locale) : '' })}</p>
              ) : closed ? (
                <p>{t('OWNER_CANDIDATE_CLOSED')}</p>
              ) : (
                <>
                  {candidate.decision === 'moreInfo' && candidate.decidedAt && <p role="status">{t('OWNER_CANDIDATE_ASKED', { date: formatMoment(new Date(candidate.decidedAt), locale) })}</p>}
                  <div className={styles.decide}>
                    <Decide id={candidate.id} decision="choose" label={t('OWNER_CANDIDATE_CHOOSE')} locale={locale} />
                    {candidate.decision !== 'moreInfo' && <Decide id={candidate.id} decision="more" label={t('OWNER_CANDIDATE_MORE')} locale={locale} />}
                  </div>
                </>
              )}
            </li>
          ))}
        </ol>
      </section>
    )
  })
}
