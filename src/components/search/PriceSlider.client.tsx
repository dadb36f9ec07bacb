'use client'

import { type KeyboardEvent, useId, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain/price'
import { commitMaxEdit, commitMinEdit, isAllowedPriceKey, moveHandle, type PriceRange, type PriceValue, priceParam } from '@/lib/domain/priceRange'

import styles from './SearchBox.module.css'

type Props = {
  range: PriceRange
  value: PriceValue
  onChange: (value: PriceValue) => void
  locale: Locale
  texts: { price: string; min: string; max: string }
}

/** The digits of an amount as the inline field shows them while it is not being edited. */
const digits = (amount: number) => String(Math.round(amount))

/**
 * The price range (SPEC 4 and 5): two handles on one track, each snapping to the step and unable to pass
 * the other, and two fields to type an amount. The fields take digits, Backspace and Delete only; Enter or
 * leaving the field commits, and an amount out of place resets to the range's end.
 */
export const PriceSlider = ({ range, value, onChange, locale, texts }: Props) => {
  const id = useId()
  const [editing, setEditing] = useState<{ min?: string; max?: string }>({})
  const param = priceParam(value, range)

  const commit = (which: 'min' | 'max', text: string) => {
    onChange(which === 'min' ? commitMinEdit(text, value, range) : commitMaxEdit(text, value, range))
    setEditing((e) => ({ ...e, [which]: undefined }))
  }
  const onKeyDown = (which: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedPriceKey(event.key, event)) return event.preventDefault()
    if (event.key === 'Enter') {
      // Enter commits the amount; it does not send the form.
      event.preventDefault()
      commit(which, event.currentTarget.value)
    }
  }
  const field = (which: 'min' | 'max') => (
    <label className={styles.priceField}>
      <span>{texts[which]}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={editing[which] ?? digits(value[which])}
        onFocus={(event) => {
          setEditing((e) => ({ ...e, [which]: digits(value[which]) }))
          event.currentTarget.select()
        }}
        onChange={(event) => setEditing((e) => ({ ...e, [which]: event.target.value }))}
        onKeyDown={onKeyDown(which)}
        onBlur={(event) => commit(which, event.currentTarget.value)}
      />
    </label>
  )
  const handle = (which: 'min' | 'max') => (
    <input
      id={`${id}-${which}`}
      type="range"
      min={range.min}
      max={range.max}
      step={range.step}
      value={value[which]}
      aria-label={texts[which]}
      aria-valuetext={formatPrice(value[which], locale)}
      onChange={(event) => onChange(moveHandle(which, Number(event.target.value), value, range))}
    />
  )
  const percent = (amount: number) => ((amount - range.min) / (range.max - range.min)) * 100
  return (
    <fieldset className={styles.price}>
      <legend className={styles.label}>
        {texts.price}
        <output htmlFor={`${id}-min ${id}-max`} className={styles.priceValue}>
          {formatPrice(value.min, locale)} – {formatPrice(value.max, locale)}
          {value.max >= range.max ? '+' : ''}
        </output>
      </legend>
      <div className={styles.track} style={{ '--from': `${percent(value.min)}%`, '--to': `${percent(value.max)}%` } as React.CSSProperties}>
        {handle('min')}
        {handle('max')}
      </div>
      <div className={styles.priceFields}>
        {field('min')}
        {field('max')}
      </div>
      {param && <input type="hidden" name="price" value={param} />}
    </fieldset>
  )
}
