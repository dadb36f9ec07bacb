import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numbers'
import { areaParam, describeAreaRange, parseAreaParam } from '@/lib/domain/areas'
import { EPC_CLASSES, epcClassLabelKey } from '@/lib/domain/epcClass'
import { featureLabelKey, LISTING_FEATURES } from '@/lib/domain/listingFeatures'
import { PRICE_RANGES, priceParam } from '@/lib/domain/priceRange'
import type { Goal } from '@/lib/domain/propertyOptions'
import type { BoxOptions } from '@/lib/search/boxOptions'

import type { SearchFormState } from './SearchForm.client'
import styles from './SearchBox.module.css'

/** Price ranges offered without JavaScript, where the slider cannot work. */
const PRESETS: Record<Goal, [number, number][]> = {
  sale: [[0, 200_000], [200_000, 300_000], [300_000, 400_000], [400_000, 600_000], [600_000, 3_000_000]],
  rent: [[0, 700], [700, 1000], [1000, 1500], [1500, 2000]],
}

/** Smallest living areas offered without JavaScript. */
const LIVING_PRESETS = [50, 75, 100, 150, 200, 300]

type Item = { value: string; label: string }

/** The items, with the current value added when it is none of them, so the form shows the search it came from. */
const withCurrent = (items: Item[], current: Item | null): Item[] => (current && !items.some((i) => i.value === current.value) ? [...items, current] : items)

type Props = {
  state: SearchFormState
  hrefs: Record<Goal, string>
  options: BoxOptions
  locale: Locale
  texts: Record<string, string>
  compact: boolean
  /** The goal switch, the text field and the button, as the full box has them. */
  goals: ReactNode
  text: ReactNode
  button: ReactNode
}

/**
 * The search box before its code runs, or without JavaScript: a plain GET form of text, one city, one
 * type, bedrooms, a price bracket, a smallest living area, the EPC letter and the features (on a phone
 * the text alone, which also finds cities). Each control starts on the search shown, so a results page's
 * box is never blank.
 */
export const PlainSearchForm = ({ state, hrefs, options, locale, texts, compact, goals, text, button }: Props) => {
  const { goal } = state
  const range = PRICE_RANGES[goal]
  const select = (name: string, label: string, items: Item[], value?: string) => (
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
  const fmt = (n: number) => formatNumber(n, locale)
  const priceLabel = (min: number, max: number) => `€ ${fmt(min)} – € ${fmt(max)}${max === range.max ? '+' : ''}`
  const price = priceParam(state.price, range)
  const prices = withCurrent(
    PRESETS[goal].map(([min, max]) => ({ value: `${min}-${max}`, label: priceLabel(min, max) })),
    price ? { value: price, label: priceLabel(state.price.min, state.price.max) } : null,
  )
  const areaTexts = { from: texts.AREA_FROM, upTo: texts.AREA_UP_TO }
  const livingRange = parseAreaParam(`${state.living.min}-${state.living.max}`)
  const living = withCurrent(
    LIVING_PRESETS.map((m2) => ({ value: `${m2}-`, label: describeAreaRange({ min: m2 }, locale, areaTexts) })),
    livingRange ? { value: areaParam(livingRange) ?? '', label: describeAreaRange(livingRange, locale, areaTexts) } : null,
  )
  return (
    <form className={`${styles.box} ${compact ? styles.compact : ''}`} action={hrefs[goal]} method="get" role="search" aria-label={texts.SEARCH}>
      {goals}
      <div className={styles.main}>
        {text}
        {select('city', texts.CITY, options.cities, state.cities[0])}
        {select('type', texts.TYPE, options.types, state.types[0])}
        {select('bedrooms', texts.BEDROOMS, [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: texts.AT_LEAST.replace('{count}', String(n)) })), state.rooms.bedrooms ? String(state.rooms.bedrooms) : undefined)}
        {select('price', texts.PRICE, prices, price ?? undefined)}
        {select('living', texts.LIVING_AREA, living, livingRange ? (areaParam(livingRange) ?? undefined) : undefined)}
        {select('epc', texts.EPC_LABEL, EPC_CLASSES.map((epc) => ({ value: epc, label: texts[epcClassLabelKey(epc)] })), state.epc || undefined)}
        <fieldset className={`${styles.features} ${styles.wide}`}>
          <legend className={styles.label}>{texts.FEATURES}</legend>
          <div className={styles.featureList}>
            {LISTING_FEATURES.map((feature) => (
              <label key={feature} className={styles.feature}>
                <input type="checkbox" name="has" value={feature} defaultChecked={state.has.includes(feature)} />
                <span>{texts[featureLabelKey(feature)]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {button}
      </div>
      {/* The place of the full box's filters button, kept unseen until it comes (none without JavaScript). */}
      <span className={`${styles.more} ${styles.moreSlot}`} aria-hidden="true" />
    </form>
  )
}
