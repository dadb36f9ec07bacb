'use client'

import { type FormEvent, useId, useState, useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'
import { parseAreaParam } from '@/lib/domain/areas'
import type { EpcClass } from '@/lib/domain/epcClass'
import type { ListingFeature } from '@/lib/domain/listingFeatures'
import { fullPriceValue, PRICE_RANGES, priceParam, type PriceValue } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import { ROOM_KINDS, type RoomSelection } from '@/lib/domain/rooms'
import { buildSearchQuery, cleanSearchText, parseCityValue, type SearchFilters, type SearchSort } from '@/lib/domain/searchQuery'
import type { BoxOptions } from '@/lib/search/boxOptions'
import { filterChips } from '@/lib/search/resultLinks'

import { useHydrated } from '../layout/useHydrated'
import { AreaFields, type AreaText, EpcChoice, FeatureChoice } from './FilterFields.client'
import { MultiSelect } from './MultiSelect.client'
import { PriceSlider } from './PriceSlider.client'
import { RoomCounters } from './RoomCounters.client'
import styles from './SearchBox.module.css'

export type SearchFormState = {
  goal: Goal
  search: string
  cities: string[]
  types: string[]
  rooms: RoomSelection
  price: PriceValue
  living: AreaText
  plot: AreaText
  epc: EpcClass | ''
  has: ListingFeature[]
  sort: SearchSort
}

type Props = {
  initial: SearchFormState
  hrefs: Record<Goal, string>
  options: Record<Goal, BoxOptions>
  locale: Locale
  /** The box's texts, by dictionary key. */
  texts: Record<string, string>
  /** The other filters start unfolded (a results page with such filters, on a screen wider than a phone). */
  expanded: boolean
  /** On a results page a phone shows only the button that unfolds the box, so the results come first. */
  compact?: boolean
}

/** The width below which the box folds (SearchBox.module.css). */
const PHONE = '(max-width: 766px)'
const onPhoneChange = (change: () => void) => {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', change)
  return () => query.removeEventListener('change', change)
}
/** Whether the screen is a phone's; false on the server, where the full box is not rendered anyway. */
const usePhone = () => useSyncExternalStore(onPhoneChange, () => window.matchMedia(PHONE).matches, () => false)

/** The search the box's state asks for (page 1): what it leaves at "any" is no filter. */
const filtersOf = (state: SearchFormState): SearchFilters => ({
  goal: state.goal,
  search: cleanSearchText(state.search),
  cities: state.cities.map(parseCityValue).filter((c) => c !== null),
  types: state.types.map(Number),
  rooms: state.rooms,
  price: priceParam(state.price, PRICE_RANGES[state.goal]) === null ? undefined : state.price,
  living: parseAreaParam(`${state.living.min}-${state.living.max}`) ?? undefined,
  plot: parseAreaParam(`${state.plot.min}-${state.plot.max}`) ?? undefined,
  epc: state.epc || undefined,
  has: state.has,
  sort: state.sort,
  page: 1,
})

/**
 * The search box's controls. Without JavaScript it is a plain GET form (PlainSearchForm, whose code
 * the browser never loads). On a phone the box starts folded to the goal and the text, so the banner
 * and the first results stay in view; its button says how many filters are active. Once the page runs
 * it offers the full box: the goal switch (which resets the price and drops types the goal does not
 * offer), multi-selects of cities and types with counts, room counters, the price slider, living and
 * plot area, the EPC letter and the features (with the listings each gives); the other filters start
 * unfolded when the search uses them, so a results page shows its filters in the box as in its chips.
 * It sends DESIGN.md's query string, nothing when nothing is chosen.
 */
export const SearchForm = ({ initial, hrefs, options, locale, texts, expanded, compact = false }: Props) => {
  // The plain controls show while the page is rendered on the server and hydrated.
  const hydrated = useHydrated()
  const phone = usePhone()
  const extraId = useId()
  const [state, setState] = useState(initial)
  // Until the visitor folds or unfolds it, the box opens on the filters a search uses, except on a results page on a phone.
  const [chosenOpen, setOpen] = useState<boolean | null>(null)
  const open = chosenOpen ?? (expanded && !(compact && phone))
  // Folded filters are drawn once first unfolded: the price slider's number formats alone cost a phone
  // some 50 ms of the page's start, for controls most visitors never open.
  const [unfolded, setUnfolded] = useState(false)
  const set = (change: Partial<SearchFormState>) => setState((s) => ({ ...s, ...change }))
  const { goal } = state
  const range = PRICE_RANGES[goal]
  const active = filterChips(filtersOf(state)).length

  const chooseGoal = (next: Goal) => {
    if (next === goal) return
    const offered = new Set(options[next].types.map((t) => t.value))
    set({ goal: next, price: fullPriceValue(PRICE_RANGES[next]), types: state.types.filter((t) => offered.has(t)) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = buildSearchQuery(filtersOf(state))
    window.location.assign(query ? `${hrefs[goal]}?${query}` : hrefs[goal])
  }

  const goals = (
    <div className={styles.goals} role="radiogroup" aria-label={texts.SEARCH}>
      {(['sale', 'rent'] as const).map((value) => (
        <label key={value} className={styles.goal} data-checked={goal === value}>
          <input type="radio" name="goal" value={value} checked={goal === value} onChange={() => chooseGoal(value)} />
          {texts[value === 'sale' ? 'FOR_SALE' : 'FOR_RENT']}
        </label>
      ))}
    </div>
  )
  const text = (
    <label className={styles.field}>
      <span className={styles.label}>{texts.SEARCH}</span>
      <input type="search" name="search" maxLength={100} placeholder={texts.SEARCH_BY_REFERENCE_OR_CITY} autoComplete="off" value={state.search} onChange={(e) => set({ search: e.target.value })} />
    </label>
  )
  const button = (
    <button type="submit" className={`button ${styles.submit}`}>
      {texts.SEARCH_NOW}
    </button>
  )

  if (!hydrated) {
    // The plain form as the server wrote it (the compiler drops the server branch from the browser's
    // code): React leaves it as it is while it hydrates, then draws the full box in its place.
    const html =
      typeof window === 'undefined'
        ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- on the server only, never in the browser's bundle
          (require('./plainSearchFormHtml') as typeof import('./plainSearchFormHtml')).plainSearchFormHtml({ state, hrefs, options: options[goal], locale, texts, compact, goals, text, button })
        : ''
    return <div className={styles.plain} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  }

  const listTexts = { noOptions: texts.NO_OPTIONS, remove: texts.REMOVE_FILTER, selectedCount: texts.SELECTED_COUNT }
  const areaTexts = { min: texts.AREA_MIN, max: texts.AREA_MAX, labelValue: texts.LABEL_VALUE }
  return (
    <form className={`${styles.box} ${compact ? styles.compact : ''}`} action={hrefs[goal]} method="get" role="search" aria-label={texts.SEARCH} onSubmit={submit} data-open={open}>
      {goals}
      <div className={styles.main}>
        {text}
        <MultiSelect
          name="city"
          label={texts.CITY}
          placeholder={texts.SELECT_CITY}
          options={options[goal].cities}
          selected={state.cities}
          onChange={(cities) => set({ cities })}
          texts={listTexts}
        />
        <MultiSelect
          name="type"
          label={texts.TYPE}
          placeholder={texts.SELECT_TYPE}
          options={options[goal].types}
          selected={state.types}
          onChange={(types) => set({ types })}
          texts={listTexts}
        />
        {button}
      </div>
      <button
        type="button"
        className={styles.more}
        aria-expanded={open}
        aria-controls={extraId}
        onClick={() => {
          setUnfolded(true)
          setOpen(!open)
        }}
      >
        {open ? texts.HIDE_FILTERS : active > 0 ? texts.SHOW_FILTERS_COUNT.replace('{count}', String(active)) : texts.SHOW_FILTERS}
      </button>
      <div id={extraId} className={styles.extra} hidden={!open}>
        {open || unfolded ? (
          <>
            <PriceSlider range={range} value={state.price} onChange={(price) => set({ price })} locale={locale} texts={{ price: texts.PRICE, min: texts.MIN_PRICE, max: texts.MAX_PRICE }} />
            <RoomCounters
              rooms={state.rooms}
              onChange={(rooms) => set({ rooms })}
              texts={{ ...Object.fromEntries(ROOM_KINDS.map((k) => [k, texts[k.toUpperCase()]])), fewer: texts.DECREASE, more: texts.INCREASE, atLeast: texts.AT_LEAST } as never}
            />
            <AreaFields name="living" legend={texts.LIVING_AREA} value={state.living} onChange={(living) => set({ living })} texts={areaTexts} />
            <AreaFields name="plot" legend={texts.GROUND_AREA} value={state.plot} onChange={(plot) => set({ plot })} texts={areaTexts} />
            <EpcChoice value={state.epc} onChange={(epc) => set({ epc })} counts={options[goal].epc} texts={texts} />
            <FeatureChoice value={state.has} onChange={(has) => set({ has })} counts={options[goal].has} texts={texts} />
          </>
        ) : null}
      </div>
    </form>
  )
}
