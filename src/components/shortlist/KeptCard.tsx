import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatArea } from '@/i18n/numbers'
import { addressText, priceText } from '@/lib/domain/listingText'
import { formatPrice } from '@/lib/domain/price'
import type { KeptState } from '@/lib/shortlist/changes'
import { statusLabel } from '@/lib/shortlist/compare'
import type { FreshListing } from '@/lib/shortlist/fresh'
import { isClosedStatus, type KeptListing, MAX_NOTE_LENGTH } from '@/lib/shortlist/snapshot'

import styles from './Shortlist.module.css'

type Props = {
  item: KeptListing
  state: KeptState
  url: (listing: FreshListing) => string
  t: Translate
  locale: Locale
  chosen: boolean
  /** False once four are chosen: the others' boxes wait until one is unticked. */
  canChoose: boolean
  /** The id of the text saying notes stay in this browser. */
  noteHint: string
  onChoose: (on: boolean) => void
  onNote: (note: string) => void
  onRemove: () => void
}

/** What the visitor should know before anything else: taken offline, sold or rented (since kept, or already then), cheaper. */
const noticesOf = (state: KeptState, t: Translate, locale: Locale): string[] => {
  if (state.kind === 'withdrawn') return [t('SHORTLIST_WITHDRAWN')]
  if (state.kind !== 'online') return []
  const out: string[] = []
  if (state.changed && state.status !== 'available') out.push(t('SHORTLIST_CHANGED_SINCE', { status: statusLabel(state.status, t) }))
  // Sold or rented when kept: the price line says so already. Under option or offer it does not.
  else if (state.status !== 'available' && !isClosedStatus(state.status)) out.push(statusLabel(state.status, t))
  if (state.lowerFrom !== null) out.push(t('SHORTLIST_PRICE_WAS', { price: formatPrice(state.lowerFrom, locale) }))
  return out
}

/**
 * A kept listing on the shortlist page (its controls' names add the listing's name to their visible
 * words, so a list of them read out of context still says which listing each is for): as it stands now when the API answered (its page's link, price,
 * place and main facts), as it was kept otherwise; what changed since; the box that adds it to the
 * comparison, its private note and the button that removes it.
 */
export const KeptCard = ({ item, state, url, t, locale, chosen, canChoose, noteHint, onChoose, onNote, onRemove }: Props) => {
  const listing = state.kind === 'online' ? state.listing : null
  const name = listing?.name ?? item.name
  const href = listing ? url(listing) : state.kind === 'withdrawn' ? null : item.url
  const notices = noticesOf(state, t, locale)
  const nameId = `kept-${item.id}-name`
  const noteId = `kept-${item.id}-note`
  const photo = item.photo ? <img src={item.photo} alt="" width={250} height={167} loading="lazy" /> : <span className={styles.noPhoto}>{t('NO_PHOTO')}</span>
  const facts = listing
    ? [listing.bedrooms ? `${listing.bedrooms} ${t(listing.bedrooms === 1 ? 'BEDROOM' : 'BEDROOMS').toLowerCase()}` : null, listing.living ? formatArea(listing.living, locale) : null].filter(Boolean).join(' · ')
    : ''
  return (
    <article className={styles.card} aria-labelledby={nameId} data-state={state.kind}>
      <div className={styles.photo}>{photo}</div>
      <div className={styles.body}>
        <h3 id={nameId} className={styles.name}>
          {href ? <a href={href}>{name}</a> : name}
        </h3>
        {listing && (
          <p className={styles.meta}>
            {[listing.typeName, addressText({}, listing.city)].filter(Boolean).join(' · ')}
          </p>
        )}
        <p className={styles.price}>{listing ? priceText(listing, t, locale) : item.price}</p>
        {facts && <p className={styles.meta}>{facts}</p>}
        {notices.map((notice) => (
          <p key={notice} className={styles.notice}>
            <strong>{notice}</strong>
          </p>
        ))}
        <div className={styles.actions}>
          {listing && (
            <label className={styles.choose}>
              <input
                type="checkbox"
                aria-label={`${t('SHORTLIST_COMPARE')}: ${name}`}
                checked={chosen}
                disabled={!chosen && !canChoose}
                onChange={(event) => onChoose(event.target.checked)}
              />
              {t('SHORTLIST_COMPARE')}
            </label>
          )}
          <button type="button" className={styles.remove} aria-label={`${t('SHORTLIST_REMOVE')}: ${name}`} onClick={onRemove}>
            {t('SHORTLIST_REMOVE')}
          </button>
        </div>
        <label htmlFor={noteId} className={styles.noteLabel}>
          {t('SHORTLIST_NOTE')}
        </label>
        <textarea
          id={noteId}
          aria-label={`${t('SHORTLIST_NOTE')}: ${name}`}
          className={styles.note}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={item.note}
          aria-describedby={noteHint}
          onChange={(event) => onNote(event.target.value)}
        />
      </div>
    </article>
  )
}
