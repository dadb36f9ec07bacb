'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { type FieldError, useForm } from 'react-hook-form'

import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { CAPTCHA_FIELD, type FieldDef, type FormDef, HONEYPOT_FIELD } from '@/lib/forms/definitions'
import { fileField, formOf } from '@/lib/forms/formOf'
import type { FormKind } from '@/lib/forms/kinds'
import { formDataValues } from '@/lib/forms/body'
import { localiseMessage } from '@/lib/forms/messages'
import { emptyValues, formSchema } from '@/lib/forms/schema'

import { choicesOf, FormView, type Option, type SlotOption } from './FormView'
import styles from './LeadForm.module.css'
import { useCaptcha } from './useCaptcha'

export type LeadFormProps = {
  kind: FormKind
  /** Fields of the kind this form leaves out (a rent application's that its listing's region does not allow). */
  omit?: readonly string[]
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
  /** What the form commits to (amounts payable, terms), shown above its fields. */
  notes?: ReactNode
  /** What was typed into the page's plain form before this one took its place. */
  typed?: FormData
}

type Values = Record<string, unknown>

/** The fields' values in a posted-form snapshot (no empty ones, so defaults stay). */
const typedValues = (form: FormDef, data: FormData): Values => {
  const values = formDataValues(form, data)
  return Object.fromEntries(form.fields.flatMap((def) => (def.name in values && values[def.name] !== '' ? [[def.name, values[def.name]]] : [])))
}
type Status = { state: 'idle' | 'sending' } | { state: 'failed'; message: string }

/**
 * One of the site's forms (lib/forms/definitions.ts), checked as the visitor types by the schema the
 * server runs again. It posts to /api/forms/{kind}; the captcha is solved while the visitor types.
 * Errors sit next to their field and, after a send, in a summary that is announced.
 */
export const LeadForm = ({ kind, omit, locale, texts, options, slots, property, project, hidden, notes, typed }: LeadFormProps) => {
  const form = formOf(kind, omit)
  const fileName = fileField(form)?.name
  const t = translator(texts)
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
  } = useForm<Values>({ resolver: zodResolver(formSchema(form)) as never, defaultValues: { ...emptyValues(form), ...(typed ? typedValues(form, typed) : {}), ...hidden }, mode: 'onTouched' })

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

  const message = (error: FieldError | undefined): string | null =>
    error?.message ? (error.type === 'server' ? error.message : localiseMessage(error.message, t)) : null
  const income = watch('income')
  const persons = watch('persons')
  const labelText = (def: FieldDef) => {
    if (def.label === 'CONFIRM_MIN_INCOME') return t(def.label, { amount: typeof income === 'string' && income ? `€ ${income}` : '…' })
    if (def.label === 'CONFIRM_MAX_PERSONS') return t(def.label, { count: typeof persons === 'string' && persons ? persons : '…' })
    return t(def.label)
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
          if (name === fileName || value === undefined || value === null) continue
          for (const item of Array.isArray(value) ? value : [value]) data.append(name, String(item))
        }
        if (fileName) data.set(fileName, file)
        response = await fetch(`/api/forms/${kind}`, { method: 'POST', headers: { Accept: 'application/json' }, body: data })
      } else {
        if (fileName) delete body[fileName]
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
    if (response.status === 429) {
      // The form's own budget (a send to a friend) says why in the visitor's language; the per-address limit does not.
      const { errors: refused } = (await response.json().catch(() => ({ errors: null }))) as { errors: { form?: unknown } | null }
      setStatus({ state: 'failed', message: typeof refused?.form === 'string' ? refused.form : t('TOO_MANY_REQUESTS') })
      return
    }
    setStatus({ state: 'failed', message: t('SITE_CONTACT_ERROR') })
  })

  const shown = Object.fromEntries(form.fields.map((def) => [def.name, message(errors[def.name] as FieldError | undefined)]))
  const summary = isSubmitted ? form.fields.flatMap((def) => (shown[def.name] ? [{ def, text: shown[def.name] as string }] : [])) : []
  return (
    <FormView
      kind={kind}
      omit={omit}
      t={t}
      locale={locale}
      page={pathname}
      choices={choicesOf(t, options, offered, locale)}
      labelText={labelText}
      register={register as unknown as (name: string) => Record<string, unknown>}
      errors={shown}
      summary={summary}
      property={property}
      project={project}
      hidden={hidden}
      notes={notes}
      captcha={captcha.widget}
      failure={status.state === 'failed' ? status.message : null}
      sending={status.state === 'sending'}
      onSubmit={onSubmit}
      onFocus={captcha.start}
      honeypotRef={honeypotRef}
      onFile={(event) => {
        const file = event.target.files?.[0] ?? null
        fileRef.current = file
        if (fileName) setValue(fileName, file ? { name: file.name, type: file.type, size: file.size } : null, { shouldValidate: true })
      }}
    />
  )
}
