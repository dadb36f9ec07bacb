'use client'

import { useEffect, useId, useMemo, useState } from 'react'

import { FormDisclosure } from '@/components/forms/FormDisclosure.client'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { priceText } from '@/lib/domain/listingText'
import { compareRows, MAX_COMPARED, MIN_COMPARED } from '@/lib/shortlist/compare'
import { keptState } from '@/lib/shortlist/changes'
import { type FreshListing, freshListingsQuery, freshUrl, parseFreshListings } from '@/lib/shortlist/fresh'
import { keepListing, removeListing, setNote } from '@/lib/shortlist/snapshot'
import { KEEP_PARAM, keepIds, keepValue, snapshotOfFresh } from '@/lib/shortlist/watch'

import { CompareTable } from './CompareTable'
import { KeepButton } from './KeepButton.client'
import { KeptCard } from './KeptCard'
import recent from './Recent.module.css'
import { RecentItems } from './RecentItems'
import styles from './Shortlist.module.css'
import { shortlistStore, useRecentlyViewed, useShortlist, viewedStore } from './store'

export type ShortlistProps = {
  locale: Locale
  /** SHORTLIST_TEXTS, in the page's language. */
  texts: Record<string, string>
  /** The for-sale and for-rent pages' paths, which a listing's path starts with. */
  bases: { sale: string; rent: string }
  /** The agency's price per kWh, for the yearly energy cost. */
  pricePerKwh: number | null
  /** The "mail me my shortlist" form's texts, in the page's language. */
  formTexts: Record<string, string>
}

/** What the API said of the ids read so far: the listings it gave, and which ids were asked. */
type Fresh = { listings: ReadonlyMap<number, FreshListing>; asked: ReadonlySet<number> }

/**
 * The shortlist page's body: the kept listings as cards (as they stand now, read from the public API, or
 * as kept when that fails), each with its private note and a box to compare it; the comparison of two to
 * four; the recently viewed listings. Everything it keeps stays in this browser.
 */
/** Reads listings from the public API: null when it fails or answers something else. */
const readListings = (ids: readonly number[], locale: Locale, signal: AbortSignal): Promise<FreshListing[] | null> =>
  fetch(`/api/properties?${freshListingsQuery(ids, locale)}`, { credentials: 'omit', signal, headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (body === null ? null : parseFreshListings(body)))

export const Shortlist = ({ locale, texts, bases, pricePerKwh, formTexts }: ShortlistProps) => {
  const t = useMemo(() => translator(texts), [texts])
  const kept = useShortlist()
  const viewed = useRecentlyViewed()
  const [fresh, setFresh] = useState<Fresh | null>(null)
  const [failed, setFailed] = useState(false)
  const [chosen, setChosen] = useState<number[]>([])
  const [announcement, setAnnouncement] = useState('')
  const [removals, setRemovals] = useState(0)
  const ids = useId()
  const topId = `${ids}-top`
  const compareId = `${ids}-compare`
  const noteHint = `${ids}-note-hint`

  // The removed card took the focus with it: once it is gone, the focus goes to the top of the list,
  // which says how many are left (or that none is).
  useEffect(() => {
    if (removals > 0) document.getElementById(topId)?.focus()
  }, [removals, topId])

  // A mail's link (?keep=12,45) brings its listings back into this browser's shortlist: those still
  // online are kept (after the ones already here), the parameter is dropped from the address.
  useEffect(() => {
    const url = new URL(window.location.href)
    const wanted = keepIds(url.searchParams.get(KEEP_PARAM))
    if (wanted.length === 0) return
    url.searchParams.delete(KEEP_PARAM)
    window.history.replaceState(window.history.state, '', url)
    const missing = wanted.filter((id) => !shortlistStore.get().some((item) => item.id === id))
    if (missing.length === 0) return
    const controller = new AbortController()
    readListings(missing, locale, controller.signal)
      .then((listings) => {
        if (!listings) return setFailed(true)
        let list = shortlistStore.get()
        const now = Date.now()
        // Oldest first, so the first of the link ends on top as it was.
        for (const listing of [...listings].reverse()) list = keepListing(list, snapshotOfFresh(listing, freshUrl(listing, bases), priceText(listing, t, locale)), now)
        shortlistStore.set(list)
        setAnnouncement(t('SHORTLIST_RESTORED', { count: listings.length }))
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [bases, locale, t])

  // Read the kept listings not read yet (all at first, then one just kept in another tab); a note typed
  // or a listing removed asks nothing.
  const unread = (kept ?? []).map((item) => item.id).filter((id) => !fresh?.asked.has(id))
  const unreadKey = unread.join(',')
  useEffect(() => {
    if (!unreadKey) return
    const asked = unreadKey.split(',').map(Number)
    const controller = new AbortController()
    readListings(asked, locale, controller.signal)
      .then((listings) => {
        if (!listings) {
          setFailed(true)
          return
        }
        setFailed(false)
        setFresh((before) => ({
          listings: new Map([...(before?.listings ?? []), ...listings.map((listing) => [listing.id, listing] as const)]),
          asked: new Set([...(before?.asked ?? []), ...asked]),
        }))
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [unreadKey, locale])

  if (kept === null) return null

  const states = new Map(kept.map((item) => [item.id, fresh?.asked.has(item.id) ? keptState(item, fresh.listings) : ({ kind: 'unknown' } as const)]))
  const comparable = kept.flatMap((item) => {
    const state = states.get(item.id)
    return state?.kind === 'online' && chosen.includes(item.id) ? [state.listing] : []
  })
  const full = chosen.length >= MAX_COMPARED

  const remove = (id: number, name: string) => {
    shortlistStore.set(removeListing(kept, id))
    setChosen((before) => before.filter((other) => other !== id))
    setAnnouncement(t('SHORTLIST_REMOVED', { name }))
    setRemovals((count) => count + 1)
  }

  const toggleChosen = (id: number, on: boolean) => setChosen((before) => (on ? [...before.filter((other) => other !== id), id] : before.filter((other) => other !== id)))

  return (
    <div className={styles.shortlist}>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {kept.length === 0 ? (
        <p id={topId} tabIndex={-1} className={styles.empty}>
          {t('SHORTLIST_EMPTY')}
        </p>
      ) : (
        <h2 id={topId} tabIndex={-1} className={styles.count}>
          {kept.length === 1 ? t('SHORTLIST_COUNT_ONE') : t('SHORTLIST_COUNT', { count: kept.length })}
        </h2>
      )}
      {kept.length > 0 && (
        <>
          {failed && <p className={styles.warning}>{t('SHORTLIST_LOAD_ERROR')}</p>}
          <p className={styles.hint} id={noteHint}>
            {t('SHORTLIST_NOTE_HINT')}
          </p>
          <p className={styles.hint} aria-live="polite">
            {comparable.length >= MIN_COMPARED ? (
              <>
                {t('SHORTLIST_COMPARE_READY', { count: comparable.length })} {full && t('SHORTLIST_COMPARE_FULL')} <a href={`#${compareId}`}>{t('SHORTLIST_SEE_COMPARISON')}</a>
              </>
            ) : (
              t('SHORTLIST_COMPARE_HINT')
            )}
          </p>
          <ul className={styles.cards}>
            {kept.map((item) => (
              <li key={item.id}>
                <KeptCard
                  item={item}
                  state={states.get(item.id) ?? { kind: 'unknown' }}
                  url={(listing) => freshUrl(listing, bases)}
                  t={t}
                  locale={locale}
                  chosen={chosen.includes(item.id)}
                  canChoose={!full}
                  noteHint={noteHint}
                  onChoose={(on) => toggleChosen(item.id, on)}
                  onNote={(note) => shortlistStore.set(setNote(shortlistStore.get(), item.id, note))}
                  onRemove={() => remove(item.id, item.name)}
                />
              </li>
            ))}
          </ul>
          {comparable.length >= MIN_COMPARED && (
            <CompareTable
              id={compareId}
              title={t('SHORTLIST_COMPARISON')}
              columns={comparable.map((listing) => ({ id: listing.id, name: listing.name, url: freshUrl(listing, bases) }))}
              rows={compareRows(comparable, { t, locale, pricePerKwh })}
            />
          )}
          <FormDisclosure
            id="shortlist-alert-form"
            label={t('SHORTLIST_ALERT_TITLE')}
            intro={t('SHORTLIST_ALERT_INTRO')}
            form={{ kind: 'shortlist-alert', locale, texts: formTexts, hidden: { listings: keepValue(kept.map((item) => item.id)) } }}
          />
        </>
      )}
      {viewed && viewed.length > 0 && (
        <section aria-labelledby={`${ids}-recent`} className={recent.section}>
          <h2 id={`${ids}-recent`}>{t('SHORTLIST_RECENTLY_VIEWED')}</h2>
          <RecentItems
            items={viewed}
            action={(item) => <KeepButton listing={item} labels={{ keep: t('SHORTLIST_KEEP'), remove: t('SHORTLIST_REMOVE') }} className={styles.keep} />}
          />
          <p>
            <button type="button" className="button button-secondary" onClick={() => viewedStore.set([])}>
              {t('SHORTLIST_FORGET_RECENT')}
            </button>
          </p>
        </section>
      )}
    </div>
  )
}
