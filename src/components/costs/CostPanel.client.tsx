'use client'

import { useEffect, useId, useMemo, useState } from 'react'

import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { ChoiceField } from '@/lib/domain/costs/choices'
import { rateText } from '@/lib/domain/costs/rows'
import type { CostChoices, CostListing, PlaceRules } from '@/lib/domain/costs/types'

import type { SaleFigures, saleFigures } from './costFigures'
import styles from './Costs.module.css'
import { CostTable } from './CostTable'

export type CostPanelProps = {
  listing: CostListing
  rules: PlaceRules
  /** The case shown first: the defaults (the cached page), or what a visitor sent (the no-JavaScript page). */
  initial: CostChoices
  /** COST_TEXTS in the page's language. */
  texts: Record<string, string>
  locale: Locale
  /** Where the form goes without JavaScript: the page that recomputes on the server. */
  action: string
  /** Drawn on the server for `initial`: its lines, the note under them, and whether the own-home question is asked. */
  shown: { rows: SaleFigures['rows']; note: string; asked: boolean }
}

type Values = Record<'own' | 'buyers' | 'funds' | 'rate' | 'years', string>

const valuesOf = (choices: CostChoices, locale: Locale): Values => ({
  own: choices.ownHome ? '1' : '0',
  buyers: String(choices.buyers),
  funds: String(Math.round(choices.ownFunds)),
  rate: rateText(choices.loanRate, locale),
  years: String(choices.loanYears),
})

/**
 * "What it costs" on a sale listing: the visitor's choices (only own home where the purchase may be one, buyers where it counts, own
 * funds, the loan's rate and term) and the figures, recomputed as they type. Rendered on the server with
 * the default case, so without JavaScript the figures are there and the form recomputes them on the server.
 * The code that recomputes them (costFigures.ts) loads when the visitor first focuses or touches the form.
 */
export const CostPanel = ({ listing, rules, initial, texts, locale, action, shown }: CostPanelProps) => {
  const t = useMemo(() => translator(texts), [texts])
  const [values, setValues] = useState<Values>(() => valuesOf(initial, locale))
  // Once the page runs, the figures follow the fields and the button has nothing left to do.
  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])
  const [compute, setCompute] = useState<typeof saleFigures | null>(null)
  const [loading, setLoading] = useState(false)
  // The code could not be loaded (a deploy meanwhile, the network gone): the form recomputes on the server, as without JavaScript.
  const [failed, setFailed] = useState(false)
  const load = () => {
    if (loading || compute) return
    setLoading(true)
    import('./costFigures').then(
      (module) => {
        setCompute(() => module.saleFigures)
        setFailed(false)
      },
      () => {
        setFailed(true)
        setLoading(false)
      },
    )
  }
  const id = useId()
  const { rows, invalid } = compute ? compute(values, initial, listing, rules, t, locale) : { rows: shown.rows, invalid: [] as ChoiceField[] }
  const invalidProps = (name: ChoiceField) => (invalid.includes(name) ? { 'aria-invalid': true, 'aria-describedby': `${id}-invalid` } : {})
  // An office or a shop is never the buyer's only own home: neither that question nor the buyers' (a credit for an own home) is asked.
  const { asked } = shown
  const set = (name: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    load()
    setValues((before) => ({ ...before, [name]: event.target.value }))
  }
  const radio = (name: 'own' | 'buyers', value: string, label: string) => (
    <label>
      <input type="radio" name={name} value={value} checked={values[name] === value} onChange={set(name)} /> {label}
    </label>
  )
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} id="costs">
      <h2 id={`${id}-title`}>{t('COSTS_TITLE')}</h2>
      <form className={styles.choices} method="get" action={action} onSubmit={(event) => compute && event.preventDefault()} onFocus={load} onPointerDown={load}>
        <input type="hidden" name="locale" value={locale} />
        {asked && (
          <fieldset>
            <legend>{t('COSTS_OWN_HOME')}</legend>
            {radio('own', '1', t('YES'))}
            {radio('own', '0', t('NO'))}
          </fieldset>
        )}
        {asked && rules.duties.creditPerBuyer > 0 && (
          <fieldset>
            <legend>{t('COSTS_BUYERS')}</legend>
            {radio('buyers', '1', '1')}
            {radio('buyers', '2', '2')}
          </fieldset>
        )}
        <label className={styles.field}>
          <span>{t('COSTS_OWN_FUNDS')}</span>
          <input type="number" name="funds" min={0} step={1000} inputMode="numeric" value={values.funds} onChange={set('funds')} {...invalidProps('funds')} />
        </label>
        <label className={styles.field}>
          <span>{t('COSTS_LOAN_RATE')}</span>
          <input type="text" name="rate" inputMode="decimal" pattern="[0-9]+([.,][0-9]+)?" value={values.rate} onChange={set('rate')} {...invalidProps('rate')} />
        </label>
        <label className={styles.field}>
          <span>{t('COSTS_LOAN_YEARS')}</span>
          <input type="number" name="years" min={1} max={40} step={1} inputMode="numeric" value={values.years} onChange={set('years')} {...invalidProps('years')} />
        </label>
        {invalid.length > 0 && (
          <p id={`${id}-invalid`} className={styles.invalid} role="alert">
            {t('COSTS_INVALID')}
          </p>
        )}
        {(!live || failed) && (
          <button type="submit" className="button">
            {t('COSTS_RECOMPUTE')}
          </button>
        )}
      </form>
      <div aria-live="polite">
        <CostTable caption={t('COSTS_ONCE')} rows={rows.once} />
        <CostTable caption={t('COSTS_EACH_MONTH')} rows={rows.monthly} />
      </div>
      <p className={styles.note}>{shown.note}</p>
    </section>
  )
}
