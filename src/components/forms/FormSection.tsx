import type { ReactNode } from 'react'

import { pick, translator, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { FORMS } from '@/lib/forms/definitions'
import type { FormKind } from '@/lib/forms/kinds'
import { formTextKeys } from '@/lib/forms/texts'
import { getCities, getFreeSlots, getPropertyTypes } from '@/lib/payload/queries'

import type { Option } from './FormView'
import { LazyForm } from './LazyForm.client'
import styles from './LeadForm.module.css'

export type FormSectionProps = {
  kind: FormKind
  /** Fields of the kind this form leaves out (a rent application's that its listing's region does not allow). */
  omit?: readonly string[]
  locale: Locale
  t: Translate
  property?: number
  project?: number
  hidden?: Record<string, string>
  notes?: ReactNode
  /**
   * The texts of the page's forms, picked once for all of them (each form's formTextKeys): a page with
   * several forms then carries each text once. Without it, this form's own.
   */
  texts?: Record<string, string>
  /**
   * The form sits in a closed disclosure: the page carries no markup of it, and the live form is drawn
   * when the disclosure opens (LazyForm). Its fields never post without JavaScript anyway: the captcha
   * needs it.
   */
  folded?: boolean
}

const sources = (kind: FormKind) => new Set(FORMS[kind].fields.map((def) => (typeof def.options === 'string' ? def.options : null)))

/** The options a form lists from the data: property types by WebID, cities as 'name|zip' (the search's syntax). */
const dataOptions = async (kind: FormKind, locale: Locale): Promise<Partial<Record<'propertyTypes' | 'cities', Option[]>>> => {
  const needs = sources(kind)
  const [types, cities] = await Promise.all([needs.has('propertyTypes') ? getPropertyTypes(locale) : null, needs.has('cities') ? getCities(locale) : null])
  return {
    ...(types ? { propertyTypes: types.map((type) => ({ value: String(type.webID), label: type.name })) } : {}),
    ...(cities
      ? {
          cities: [...cities]
            .sort((a, b) => a.name.localeCompare(b.name, locale))
            .map((city) => ({ value: `${city.name.toLowerCase()}|${city.zip}`, label: `${city.name} (${city.zip})` })),
        }
      : {}),
  }
}

/**
 * A form of `kind` with what it needs read on the server (texts, options, free visit slots): a plain
 * form that the live one replaces on first use, or, `folded`, drawn when its disclosure opens (LazyForm).
 */
export const FormSection = async ({ kind, omit, locale, t, property, project, hidden, notes, texts: shared, folded }: FormSectionProps) => {
  const slots = sources(kind).has('slots') && property ? await getFreeSlots(property) : []
  if (sources(kind).has('slots') && slots.length === 0) {
    return (
      <p className={styles.full} role="status">
        {t('APPOINTMENTS_FULL')}
      </p>
    )
  }
  const texts = shared ?? pick(t, formTextKeys(kind))
  const options = await dataOptions(kind, locale)
  const form = { kind, omit, locale, texts, options, slots, property, project, hidden, notes }
  return folded ? <LazyForm form={form} folded fallback={<p className={styles.note}>{translator(texts)('JAVASCRIPT_NEEDED_FOR_FORM')}</p>} /> : <LazyForm form={form} />
}
