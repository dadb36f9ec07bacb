import type { ChangeEventHandler, FormEventHandler, ReactNode, Ref } from 'react'

import type { Translate } from '@/i18n/dictionary'
import { slotLabel } from '@/lib/domain/dates'
import { CV_TYPES, type FieldDef, HONEYPOT_FIELD } from '@/lib/forms/definitions'
import { formOf } from '@/lib/forms/formOf'
import type { FormKind } from '@/lib/forms/kinds'
import { presentAttributes } from '@/lib/html/attributes'

import styles from './LeadForm.module.css'

export type Option = { value: string; label: string }
export type SlotOption = { id: number; start: string; end: string }

/** The options of a choice field: static ones by their label, the data's, or the free visit slots. */
export const choicesOf = (t: (key: string) => string, options: Partial<Record<'propertyTypes' | 'cities', Option[]>> | undefined, slots: SlotOption[], locale: string) => (def: FieldDef): Option[] => {
  if (Array.isArray(def.options)) return def.options.map((o) => ({ value: o.value, label: t(o.label) }))
  if (def.options === 'slots') return slots.map((slot) => ({ value: String(slot.id), label: slotLabel(slot, locale) }))
  return def.options === 'propertyTypes' || def.options === 'cities' ? (options?.[def.options] ?? []) : []
}

/** The id of a form's field: one form of a kind per page. */
export const fieldId = (kind: FormKind, name: string) => `${kind}-${name}`

/** Props an input gets from the form's state (react-hook-form's `register`), or just its name. */
export type Register = (name: string) => Record<string, unknown>

export type FormViewProps = {
  kind: FormKind
  /** Fields of the kind this form leaves out (a rent application's that its listing's region does not allow). */
  omit?: readonly string[]
  t: Translate
  locale: string
  /** The page's path, for a form posted without JavaScript to come back to (the server falls back on the Referer). */
  page?: string
  /** Options of a choice field (static, from the data, or free slots). */
  choices: (def: FieldDef) => Option[]
  /** A field's label (some declarations repeat what was typed). */
  labelText: (def: FieldDef) => string
  register: Register
  /** Messages by field name, already in the visitor's language. */
  errors?: Record<string, string | null>
  /** Field errors for the summary shown after a send. */
  summary?: { def: FieldDef; text: string }[]
  property?: number
  project?: number
  hidden?: Record<string, string>
  notes?: ReactNode
  captcha?: ReactNode
  failure?: string | null
  sending?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
  onFocus?: () => void
  onFile?: ChangeEventHandler<HTMLInputElement>
  honeypotRef?: Ref<HTMLInputElement>
}

/**
 * A form's markup, the same on the server (a plain form that posts without JavaScript) and in the
 * browser (LeadForm feeds it react-hook-form's state): labels, fields, messages beside them and a
 * summary that is announced, the hidden values, the honeypot, the captcha and the send button.
 */
export const FormView = (props: FormViewProps) => {
  const { kind, t, locale, page, choices, labelText, register, errors = {}, summary = [], property, project, hidden, notes, captcha, failure, sending } = props
  const form = formOf(kind, props.omit)
  const id = (name: string) => fieldId(kind, name)
  const describedBy = (def: FieldDef) => (errors[def.name] ? `${id(def.name)}-error` : undefined)
  const errorLine = (def: FieldDef) =>
    errors[def.name] ? (
      <p className={styles.error} id={`${id(def.name)}-error`}>
        {errors[def.name]}
      </p>
    ) : null
  const required = (def: FieldDef) =>
    def.required ? (
      <span className={styles.required}>
        <span aria-hidden="true"> *</span>
        <span className="visually-hidden"> ({t('REQUIRED')})</span>
      </span>
    ) : null
  const label = (def: FieldDef) => (
    <>
      {labelText(def)}
      {required(def)}
    </>
  )

  const field = (def: FieldDef) => {
    const common = presentAttributes({ id: id(def.name), 'aria-invalid': errors[def.name] ? true : undefined, 'aria-describedby': describedBy(def), required: def.required })
    switch (def.kind) {
      case 'checkbox':
        return (
          <div key={def.name} className={`${styles.field} ${styles.wide}`}>
            <label className={styles.check}>
              <input type="checkbox" {...common} {...register(def.name)} />
              <span>{label(def)}</span>
            </label>
            {errorLine(def)}
          </div>
        )
      case 'radio':
      case 'checkboxes': {
        const list = choices(def)
        return (
          <fieldset key={def.name} id={id(def.name)} className={`${styles.field} ${styles.wide} ${styles.group}`} aria-describedby={describedBy(def)} aria-invalid={errors[def.name] ? true : undefined}>
            <legend>{label(def)}</legend>
            <div className={list.length > 8 ? styles.scroll : styles.choices}>
              {list.map((option) => (
                <label key={option.value} className={styles.check}>
                  <input type={def.kind === 'radio' ? 'radio' : 'checkbox'} value={option.value} {...register(def.name)} />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
            {errorLine(def)}
          </fieldset>
        )
      }
      case 'select':
        return (
          <div key={def.name} className={`${styles.field} ${def.wide ? styles.wide : ''}`}>
            <label htmlFor={id(def.name)}>{label(def)}</label>
            <select {...common} autoComplete={def.autoComplete} {...register(def.name)}>
              <option value="">{t('SELECT_PLACEHOLDER')}</option>
              {choices(def).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errorLine(def)}
          </div>
        )
      case 'textarea':
        return (
          <div key={def.name} className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={id(def.name)}>{label(def)}</label>
            <textarea rows={5} maxLength={def.max} {...common} {...register(def.name)} />
            {errorLine(def)}
          </div>
        )
      case 'file':
        return (
          <div key={def.name} className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={id(def.name)}>{labelText(def)}</label>
            <input type="file" name={def.name} accept={Object.entries(def.accept ?? CV_TYPES).map(([type, ext]) => `.${ext},${type}`).join(',')} {...common} onChange={props.onFile} />
            {errorLine(def)}
          </div>
        )
      default:
        return (
          <div key={def.name} className={`${styles.field} ${def.wide ? styles.wide : ''}`}>
            <label htmlFor={id(def.name)}>{label(def)}</label>
            <input
              type={def.kind === 'number' ? 'text' : def.kind}
              {...presentAttributes({
                inputMode: def.kind === 'number' ? ('decimal' as const) : undefined,
                autoComplete: def.autoComplete ?? (def.kind === 'email' ? 'email' : undefined),
                maxLength: def.kind === 'number' || def.kind === 'date' ? undefined : def.max,
              })}
              {...common}
              {...register(def.name)}
            />
            {errorLine(def)}
          </div>
        )
    }
  }

  return (
    <form className={styles.form} action={`/api/forms/${kind}`} method="post" encType={form.multipart ? 'multipart/form-data' : undefined} noValidate={Boolean(props.onSubmit)} onSubmit={props.onSubmit} onFocus={props.onFocus}>
      {notes}
      <p className={styles.note}>{t('REQUIRED_FIELDS_NOTE')}</p>
      {summary.length > 0 && (
        <div className={styles.summary} role="alert">
          <p>{t('FORM_HAS_ERRORS')}</p>
          <ul>
            {summary.map(({ def, text }) => (
              <li key={def.name}>
                <a href={`#${id(def.name)}`}>{t(def.label).replace(/[;:]$/, '')}</a>: {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.grid}>{form.fields.filter((def) => !def.hidden).map(field)}</div>
      <input type="hidden" name="locale" value={locale} />
      {page ? <input type="hidden" name="page" value={page} /> : null}
      {property ? <input type="hidden" name="property" value={property} /> : null}
      {project ? <input type="hidden" name="project" value={project} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input ref={props.honeypotRef} id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles.captcha}>{captcha}</div>
      <noscript>
        <p className={styles.note}>{t('JAVASCRIPT_NEEDED_FOR_FORM')}</p>
      </noscript>
      {failure && (
        <p className={styles.failed} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending} aria-busy={sending}>
        {sending ? t('SENDING') : t('SUBMIT')}
      </button>
    </form>
  )
}
