'use client'

import { useId } from 'react'

import { areaParam, parseAreaParam } from '@/lib/domain/areas'
import { EPC_CLASSES, type EpcClass, epcClassLabelKey, isEpcClass } from '@/lib/domain/epcClass'
import { featureLabelKey, LISTING_FEATURES, type ListingFeature } from '@/lib/domain/listingFeatures'

import styles from './SearchBox.module.css'

/** An area filter as typed: the digits of each side ('' for open). */
export type AreaText = { min: string; max: string }

/** The digits typed, at most eight (areas are whole m²; anything else typed is dropped as it comes). */
const digitsOf = (text: string) => text.replace(/[^0-9]/g, '').slice(0, 8)

type AreaProps = {
  /** The query parameter ('living' or 'plot'). */
  name: 'living' | 'plot'
  legend: string
  value: AreaText
  onChange: (value: AreaText) => void
  /** The sides' labels, and '{label}: {value}' to name each field with the area it bounds. */
  texts: { min: string; max: string; labelValue: string }
}

/**
 * A minimum and a maximum in m², either left empty (DESIGN: `living=100-`). Two plain text fields that
 * take digits only, named for a screen reader with the area they bound ("Min. m²: Living area").
 */
export const AreaFields = ({ name, legend, value, onChange, texts }: AreaProps) => {
  const param = areaParam(parseAreaParam(`${value.min}-${value.max}`))
  const field = (side: 'min' | 'max') => (
    <label className={styles.areaField}>
      <span aria-hidden="true">{texts[side]}</span>
      <span className="visually-hidden">{texts.labelValue.replace('{label}', texts[side]).replace('{value}', legend)}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={value[side]}
        onChange={(event) => onChange({ ...value, [side]: digitsOf(event.target.value) })}
      />
    </label>
  )
  return (
    <fieldset className={styles.area}>
      <legend className={styles.label}>{`${legend} (m²)`}</legend>
      <div className={styles.areaFields}>
        {field('min')}
        {field('max')}
      </div>
      {param && <input type="hidden" name={name} value={param} />}
    </fieldset>
  )
}

type EpcProps = { value: EpcClass | ''; onChange: (value: EpcClass | '') => void; counts: Record<EpcClass, number>; texts: Record<string, string> }

/** The worst EPC letter accepted, each choice with the listings it gives; a hint says each listing keeps its own region's scale. */
export const EpcChoice = ({ value, onChange, counts, texts }: EpcProps) => {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {texts.EPC_LABEL}
      </label>
      <select id={id} name="epc" value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(isEpcClass(event.target.value) ? event.target.value : '')}>
        <option value="">{texts.ANY}</option>
        {EPC_CLASSES.map((epc) => (
          <option key={epc} value={epc}>
            {`${texts[epcClassLabelKey(epc)]} (${counts[epc]})`}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {texts.EPC_FILTER_HINT}
      </p>
    </div>
  )
}

type FeatureProps = { value: readonly ListingFeature[]; onChange: (value: ListingFeature[]) => void; counts: Record<ListingFeature, number>; texts: Record<string, string> }

/** The features a listing must all have: one checkbox each, with the results that have it. */
export const FeatureChoice = ({ value, onChange, counts, texts }: FeatureProps) => (
  <fieldset className={styles.features}>
    <legend className={styles.label}>{texts.FEATURES}</legend>
    <div className={styles.featureList}>
      {LISTING_FEATURES.map((feature) => (
        <label key={feature} className={styles.feature}>
          <input
            type="checkbox"
            name="has"
            value={feature}
            checked={value.includes(feature)}
            onChange={(event) => onChange(LISTING_FEATURES.filter((f) => (f === feature ? event.target.checked : value.includes(f))))}
          />
          <span>
            {texts[featureLabelKey(feature)]} <span className={styles.count}>({counts[feature]})</span>
          </span>
        </label>
      ))}
    </div>
  </fieldset>
)
