'use client'

import { type KeyboardEvent, useId, useRef, useState } from 'react'

import { type BoxOption, matchesTypeAhead } from '@/lib/search/boxOptions'

import styles from './SearchBox.module.css'

type Props = {
  /** The form field each chosen value is sent as ('city', 'type'). */
  name: string
  label: string
  placeholder: string
  options: BoxOption[]
  selected: string[]
  onChange: (values: string[]) => void
  texts: { noOptions: string; remove: string; selectedCount: string }
}

/**
 * A multi-select with type-ahead (SPEC 4): a combobox that filters a listbox of options, each with its
 * count. Arrows move through the options (and open the list), Space or Enter picks or drops the active
 * one, Escape closes, Tab leaves, and so does a click elsewhere. The choices show as removable chips and
 * travel with the form as hidden fields.
 */
export const MultiSelect = ({ name, label, placeholder, options, selected, onChange, texts }: Props) => {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [active, setActive] = useState(-1)
  const root = useRef<HTMLDivElement>(null)
  const shown = options.filter((option) => matchesTypeAhead(option.label, typed))
  const current = open && active >= 0 ? shown[Math.min(active, shown.length - 1)] : undefined
  const optionId = (index: number) => `${id}-option-${index}`

  const toggle = (value: string) => onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value])
  /** Opens on the first option, then moves by `step`, wrapping around; typing leaves no option active. */
  const move = (step: number) => {
    setOpen(true)
    if (!open) return setActive(0)
    setActive((index) => (shown.length === 0 ? -1 : index < 0 ? (step > 0 ? 0 : shown.length - 1) : (Math.min(index, shown.length - 1) + step + shown.length) % shown.length))
  }
  const close = () => {
    setOpen(false)
    setTyped('')
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        return move(1)
      case 'ArrowUp':
        event.preventDefault()
        return move(-1)
      case ' ':
      case 'Enter':
        // Picking keeps the form from being sent; with the list closed Enter sends it.
        if (!open || !current) return
        event.preventDefault()
        return toggle(current.value)
      case 'Escape':
        if (open) event.preventDefault()
        return close()
      case 'Tab':
        return close()
    }
  }

  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value
  return (
    <div
      ref={root}
      className={styles.multi}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <label className={styles.label} htmlFor={`${id}-input`}>
        {label}
        {selected.length > 0 && <span className={styles.badge}>{texts.selectedCount.replace('{count}', String(selected.length))}</span>}
      </label>
      <input
        id={`${id}-input`}
        className={styles.comboInput}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(shown.indexOf(current)) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-multiselectable="true" aria-label={label} className={styles.listbox} hidden={!open}>
        {shown.length === 0 && <li className={styles.noOptions}>{texts.noOptions}</li>}
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={selected.includes(option.value)}
            data-active={current === option || undefined}
            className={styles.option}
            // Keeps the focus in the input, so the list stays open for the next pick.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setActive(index)
              toggle(option.value)
            }}
          >
            <span className={styles.check} aria-hidden="true" />
            <span className={styles.optionLabel}>{option.label}</span>
            <span className={styles.count}>{option.count}</span>
          </li>
        ))}
      </ul>
      {selected.length > 0 && (
        <ul className={styles.chosen}>
          {selected.map((value) => (
            <li key={value}>
              <button type="button" className={styles.chip} onClick={() => toggle(value)} aria-label={texts.remove.replace('{filter}', labelOf(value))}>
                {labelOf(value)} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected.map((value) => (
        <input key={value} type="hidden" name={name} value={value} />
      ))}
    </div>
  )
}
