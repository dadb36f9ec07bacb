import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numbers'
import { FEEDBACK_IMPRESSIONS, FEEDBACK_OFFERS, FEEDBACK_PRICES, FEEDBACK_QUESTION_KEYS, feedbackAnswerKey } from '@/lib/appointments/feedback'
import { formatDay } from '@/lib/domain/dates'
import type { PortalListing } from '@/lib/owners/portal'

import styles from './Owner.module.css'

const FEEDBACK_ROWS = [
  ['impression', FEEDBACK_IMPRESSIONS],
  ['price', FEEDBACK_PRICES],
  ['offer', FEEDBACK_OFFERS],
] as const

/** What viewers answered after their visits, anonymised: counts per answer, and the remarks staff approved. */
export const ViewerFeedback = ({ listing, locale, t }: { listing: PortalListing; locale: Locale; t: Translate }) => {
  const { feedback } = listing
  return (
    <section aria-labelledby={`feedback-${listing.id}`}>
      <h3 id={`feedback-${listing.id}`}>{t('FEEDBACK_OWNER')}</h3>
      <p className={styles.meta}>{t('FEEDBACK_OWNER_INTRO')}</p>
      {feedback.answers === 0 ? (
        <p>{t('FEEDBACK_NONE')}</p>
      ) : (
        <>
          <p>{t('FEEDBACK_ANSWERS', { count: String(feedback.answers) })}</p>
          {FEEDBACK_ROWS.map(([question, values]) => (
            <table key={question} className={styles.table}>
              <caption>{t(FEEDBACK_QUESTION_KEYS[question])}</caption>
              <tbody>
                {values.map((value) => (
                  <tr key={value}>
                    <th scope="row">{t(feedbackAnswerKey(question, value))}</th>
                    <td>{formatNumber((feedback[question] as Record<string, number>)[value], locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {feedback.remarks.length > 0 && (
            <>
              <h4>{t('FEEDBACK_REMARKS')}</h4>
              <ul className={styles.remarks}>
                {feedback.remarks.map((remark, i) => (
                  <li key={i}>
                    <q>{remark.text}</q> <small>{formatDay(remark.day, locale, 'long')}</small>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  )
}
