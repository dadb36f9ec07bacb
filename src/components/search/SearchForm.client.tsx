'use client'

import { type FormEvent, useState, useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'
import { fullPriceValue, PRICE_RANGES, type PriceValue } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import { ROOM_KINDS, type RoomSelection } from '@/lib/domain/rooms'
import { buildSearchQuery, parseCityValue, type SearchSort } from '@/lib/domain/searchQuery'
import type { BoxOptions } from '@/lib/search/boxOptions'

import { MultiSelect } from './MultiSelect.client'
import { PriceSlider } from './PriceSlider.client'
import { RoomCounters } from './RoomCounters.client'
import styles from './SearchBox.module.css'

export type SearchFormState = { goal: Goal; search: string; cities: string[]; types: string[]; rooms: RoomSelection; price: PriceValue; sort: SearchSort }

type Props = {
  initial: SearchFormState
  hrefs: Record<Goal, string>
  options: Record<Goal, BoxOptions>
  locale: Locale
  /** The box's texts, by dictionary key. */
  texts: Record<string, string>
  /** Rooms and price start unfolded (a results page with such filters). */
  expanded: boolean
  /** On a results page a phone shows only the button that unfolds the box, so the results come first. */
  compact?: boolean
}

const noSubscription = () => () => {}
/** False while the page is rendered on the server and hydrated: the plain controls are shown then. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false)

/** Price ranges offered without JavaScript, where the slider cannot work. */
const PRESETS: Record<Goal, [number, number][]> = {
  sale: [[0, 200_000], [200_000, 300_000], [300_000, 400_000], [400_000, 600_000], [600_000, 3_000_000]],
  rent: [[0, 700], [700, 1000], [1000, 1500], [1500, 2000]],
}

/**
 * The search box's controls. Without JavaScript it is a plain GET form (text, one city, one type,
 * bedrooms and a price bracket; on a phone the text alone, which also finds cities). On a phone the
 * box starts folded to the goal and the text, so the banner and the first results stay in view. Once the page runs it offers the full box: the goal switch (which
 * resets the price and drops types the goal does not offer), multi-selects of cities and types with
 * counts, room counters and the price slider; it sends DESIGN.md's query string, nothing when nothing
 * is chosen.
 */
export const SearchForm = ({ initial, hrefs, options, locale, texts, expanded, compact = false }: Props) => {
  const hydrated = useHydrated()
  const [state, setState] = useState(initial)
  const [open, setOpen] = useState(expanded && !compact)
  const set = (change: Partial<SearchFormState>) => setState((s) => ({ ...s, ...change }))
  const { goal } = state
  const range = PRICE_RANGES[goal]

  const chooseGoal = (next: Goal) => {
    if (next === goal) return
    const offered = new Set(options[next].types.map((t) => t.value))
    set({ goal: next, price: fullPriceValue(PRICE_RANGES[next]), types: state.types.filter((t) => offered.has(t)) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = buildSearchQuery({
      goal,
      search: state.search,
      cities: state.cities.map(parseCityValue).filter((c) => c !== null),
      types: state.types.map(Number),
      rooms: state.rooms,
      price: state.price,
      sort: state.sort,
      page: 1,
    })
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
    const select = (name: string, label: string, items: { value: string; label: string }[], value?: string) => (
      <label className={`${styles.field} ${styles.wide}`}>
        <span className={styles.label}>{label}</span>
        <select name={name} defaultValue={value ?? ''}>
          <option value="">{texts.ANY}</option>
          {items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
    )
    const fmt = (n: number) => new Intl.NumberFormat(`${locale}-BE`).format(n)
    return (
      <form className={`${styles.box} ${compact ? styles.compact : ''}`} action={hrefs[goal]} method="get" role="search" aria-label={texts.SEARCH}>
        {goals}
        <div className={styles.main}>
          {text}
          {select('city', texts.CITY, options[goal].cities, initial.cities[0])}
          {select('type', texts.TYPE, options[goal].types, initial.types[0])}
          {select('bedrooms', texts.BEDROOMS, [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: texts.AT_LEAST.replace('{count}', String(n)) })), initial.rooms.bedrooms ? String(initial.rooms.bedrooms) : undefined)}
          {select('price', texts.PRICE, PRESETS[goal].map(([min, max]) => ({ value: `${min}-${max}`, label: `€ ${fmt(min)} – € ${fmt(max)}${max === range.max ? '+' : ''}` })))}
          {button}
        </div>
      </form>
    )
  }

  const listTexts = { noOptions: texts.NO_OPTIONS, remove: texts.REMOVE_FILTER, selectedCount: texts.SELECTED_COUNT }
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
      <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
        {texts[open ? 'HIDE_FILTERS' : 'SHOW_FILTERS']}
      </button>
      <div className={styles.extra} hidden={!open}>
        <PriceSlider range={range} value={state.price} onChange={(price) => set({ price })} locale={locale} texts={{ price: texts.PRICE, min: texts.MIN_PRICE, max: texts.MAX_PRICE }} />
        <RoomCounters
          rooms={state.rooms}
          onChange={(rooms) => set({ rooms })}
          texts={{ ...Object.fromEntries(ROOM_KINDS.map((k) => [k, texts[k.toUpperCase()]])), fewer: texts.DECREASE, more: texts.INCREASE, atLeast: texts.AT_LEAST } as never}
        />
      </div>
    </form>
  )
}
