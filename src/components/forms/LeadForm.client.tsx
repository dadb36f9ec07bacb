'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { type FieldError, useForm } from 'react-hook-form'

import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { CAPTCHA_FIELD, CV_TYPES, type FieldDef, FORMS, HONEYPOT_FIELD } from '@/lib/forms/definitions'
import type { FormKind } from '@/lib/forms/kinds'
import { localiseMessage } from '@/lib/forms/messages'
import { emptyValues, formSchema } from '@/lib/forms/schema'

import { useCaptcha } from './useCaptcha'
import styles from './LeadForm.module.css'

export type Option = { value: string; label: string }
export type SlotOption = { id: number; start: string; end: string }

export type LeadFormProps = {
  kind: FormKind
  locale: Locale
  /** The texts the form shows (formTextKeys), in the page's language. */
  texts: Record<string, string>
  /** Options read from the data: property types, cities ('name|zip'). */
  options?: Partial<Record<'propertyTypes' | 'cities', Option[]>>
  slots?: SlotOption[]
  property?: number
  project?: number
  /** Extra values the form sends as they are (e.g. the search an alert saves). */
  hidden?: Record<string, string>
  /** Lines shown above the send button (amounts payable, terms). */
  notes?: ReactNode
}

type Values = Record<string, unknown>
type Status = { state: 'idle' | 'sending' } | { state: 'failed'; message: string }

/** A visit slot as read in Belgium: 'di 1 dec., 14:00-14:45'. */
export const slotLabel = (slot: SlotOption, locale: string): string => {
  const tz = { timeZone: 'Europe/Brussels' } as const
  const day = new Intl.DateTimeFormat(`${locale}-BE`, { ...tz, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(slot.start))
  const time = (iso: string) => new Intl.DateTimeFormat(`${locale}-BE`, { ...tz, hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
  return `${day}, ${time(slot.start)}-${time(slot.end)}`
}

/**
 * One of the site's forms (lib/forms/definitions.ts), checked as the visitor types by the schema the
 * server runs again. It posts to /api/forms/{kind}; without JavaScript the same markup posts as a plain
 * form and the server answers with a page. Errors sit next to their field and are announced.
 */
export const LeadForm = ({ kind, locale, texts, options, slots, property, project, hidden, notes }: LeadFormProps) => {
  const form = FORMS[kind]
  const t = translator(texts)
  const uid = useId()
  const fileRef = useRef<File | null>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [now, setNow] = useState<number | null>(null)
  const captcha = useCaptcha(locale)
  const pathname = usePathname()
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<Values>({ resolver: zodResolver(formSchema(form)) as never, defaultValues: { ...emptyValues(form), ...hidden }, mode: 'onTouched' })

  // Past slots drop out once the page runs (a cached page may have been rendered earlier).
  useEffect(() => setNow(Date.now()), [])
  const offered = (slots ?? []).filter((slot) => now === null || new Date(slot.start).getTime() > now)
  if (form.fields.some((def) => def.options === 'slots') && offered.length === 0) {
    return (
      <p className={styles.full} role="status">
        {t('APPOINTMENTS_FULL')}
      </p>
    )
  }

  const id = (name: string) => `${uid}-${name}`
  const message = (error: FieldError | undefined): string | null =>
    error?.message ? (error.type === 'server' ? error.message : localiseMessage(error.message, t)) : null
  const income = watch('income')
  const persons = watch('persons')
  const labelText = (def: FieldDef) => {
    if (def.label === 'CONFIRM_MIN_INCOME') return t(def.label, { amount: typeof income === 'string' && income ? `€ ${income}` : '…' })
    if (def.label === 'CONFIRM_MAX_PERSONS') return t(def.label, { count: typeof persons === 'string' && persons ? persons : '…' })
    return t(def.label)
  }
  const choices = (def: FieldDef): Option[] => {
    if (Array.isArray(def.options)) return def.options.map((o) => ({ value: o.value, label: t(o.label) }))
    if (def.options === 'slots') return offered.map((slot) => ({ value: String(slot.id), label: slotLabel(slot, locale) }))
    return def.options === 'propertyTypes' || def.options === 'cities' ? (options?.[def.options] ?? []) : []
  }

  const onSubmit = handleSubmit(async (values) => {
    setStatus({ state: 'sending' })
    const altcha = await captcha.solve()
    if (!altcha) {
      setStatus({ state: 'failed', message: t('CAPTCHA_ERROR') })
      return
    }
    const body: Values = {
      ...values,
      ...hidden,
      locale,
      page: window.location.pathname,
      ...(property ? { property } : {}),
      ...(project ? { project } : {}),
      [CAPTCHA_FIELD]: altcha,
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? '',
    }
    let response: Response
    try {
      const file = fileRef.current
      if (form.multipart && file) {
        const data = new FormData()
        for (const [name, value] of Object.entries(body)) {
          if (name === 'cv' || value === undefined || value === null) continue
          for (const item of Array.isArray(value) ? value : [value]) data.append(name, String(item))
        }
        data.set('cv', file)
        response = await fetch(`/api/forms/${kind}`, { method: 'POST', headers: { Accept: 'application/json' }, body: data })
      } else {
        delete body.cv
        response = await fetch(`/api/forms/${kind}`, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      }
    } catch {
      setStatus({ state: 'failed', message: t('SITE_CONTACT_ERROR') })
      captcha.reset()
      return
    }
    if (response.status === 201) {
      const { redirect } = (await response.json()) as { redirect: string }
      window.location.assign(redirect)
      return
    }
    captcha.reset()
    if (response.status === 400) {
      const { errors: refused } = (await response.json().catch(() => ({ errors: {} }))) as { errors: Record<string, string> }
      const known = new Set(form.fields.map((def) => def.name))
      let general: string | null = null
      for (const [field, text] of Object.entries(refused ?? {})) {
        if (known.has(field)) setError(field, { type: 'server', message: text }, { shouldFocus: true })
        else general = text
      }
      setStatus(general ? { state: 'failed', message: general } : { state: 'idle' })
      return
    }
    setStatus({ state: 'failed', message: response.status === 429 ? t('TOO_MANY_REQUESTS') : t('SITE_CONTACT_ERROR') })
  })

  const fieldErrors = form.fields.flatMap((def) => {
    const text = message(errors[def.name] as FieldError | undefined)
    return text ? [{ def, text }] : []
  })

  const describedBy = (def: FieldDef) => (errors[def.name] ? `${id(def.name)}-error` : undefined)
  const errorLine = (def: FieldDef) => {
    const text = message(errors[def.name] as FieldError | undefined)
    return text ? (
      <p className={styles.error} id={`${id(def.name)}-error`}>
        {text}
      </p>
    ) : null
  }
  const required = (def: FieldDef) =>
    def.required ? (
      <span className={styles.required}>
        <span aria-hidden="true"> *</span>
        <span className="visually-hidden"> ({t('REQUIRED')})</span>
      </span>
    ) : null

  const field = (def: FieldDef) => {
    const common = { id: id(def.name), 'aria-invalid': errors[def.name] ? true : undefined, 'aria-describedby': describedBy(def), required: def.required }
    const wide = def.wide || def.kind === 'textarea' ? styles.wide : ''
    switch (def.kind) {
      case 'checkbox':
        return (
          <div key={def.name} className={`${styles.field} ${styles.wide}`}>
            <label className={styles.check}>
              <input type="checkbox" {...common} {...register(def.name)} />
              <span>
                {labelText(def)}
                {required(def)}
              </span>
            </label>
            {errorLine(def)}
          </div>
        )
      case 'radio':
      case 'checkboxes': {
        const list = choices(def)
        return (
          <fieldset key={def.name} className={`${styles.field} ${styles.wide} ${styles.group}`} aria-describedby={describedBy(def)} aria-invalid={errors[def.name] ? true : undefined}>
            <legend>
              {labelText(def)}
              {required(def)}
            </legend>
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
          <div key={def.name} className={`${styles.field} ${wide}`}>
            <label htmlFor={id(def.name)}>
              {labelText(def)}
              {required(def)}
            </label>
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
            <label htmlFor={id(def.name)}>
              {labelText(def)}
              {required(def)}
            </label>
            <textarea rows={5} maxLength={def.max} {...common} {...register(def.name)} />
            {errorLine(def)}
          </div>
        )
      case 'file':
        return (
          <div key={def.name} className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={id(def.name)}>{labelText(def)}</label>
            <input
              type="file"
              name={def.name}
              accept={Object.entries(CV_TYPES).map(([type, ext]) => `.${ext},${type}`).join(',')}
              {...common}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null
                fileRef.current = file
                setValue(def.name, file ? { name: file.name, type: file.type, size: file.size } : null, { shouldValidate: true })
              }}
            />
            {errorLine(def)}
          </div>
        )
      default: {
        const type = def.kind === 'number' ? 'text' : def.kind
        return (
          <div key={def.name} className={`${styles.field} ${wide}`}>
            <label htmlFor={id(def.name)}>
              {labelText(def)}
              {required(def)}
            </label>
            <input
              type={type}
              inputMode={def.kind === 'number' ? 'decimal' : undefined}
              autoComplete={def.autoComplete ?? (def.kind === 'email' ? 'email' : undefined)}
              maxLength={def.kind === 'number' || def.kind === 'date' ? undefined : def.max}
              {...common}
              {...register(def.name)}
            />
            {errorLine(def)}
          </div>
        )
      }
    }
  }

  return (
    <form
      className={styles.form}
      action={`/api/forms/${kind}`}
      method="post"
      encType={form.multipart ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={captcha.start}
    >
      <p className={styles.note}>{t('REQUIRED_FIELDS_NOTE')}</p>
      {isSubmitted && fieldErrors.length > 0 && (
        <div className={styles.summary} role="alert">
          <p>{t('FORM_HAS_ERRORS')}</p>
          <ul>
            {fieldErrors.map(({ def, text }) => (
              <li key={def.name}>
                <a href={`#${id(def.name)}`}>{t(def.label).replace(/[;:]$/, '')}</a>: {text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.grid}>{form.fields.filter((def) => !def.hidden).map(field)}</div>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={pathname} />
      {property ? <input type="hidden" name="property" value={property} /> : null}
      {project ? <input type="hidden" name="project" value={project} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input ref={honeypotRef} id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {notes}
      <div className={styles.captcha}>{captcha.widget}</div>
      <noscript>
        <p className={styles.note}>{t('JAVASCRIPT_NEEDED_FOR_FORM')}</p>
      </noscript>
      {status.state === 'failed' && (
        <p className={styles.failed} role="alert">
          {status.message}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={status.state === 'sending'} aria-busy={status.state === 'sending'}>
        {status.state === 'sending' ? t('SENDING') : t('SUBMIT')}
      </button>
    </form>
  )
}
