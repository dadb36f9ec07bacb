import type { ReactNode } from 'react'

import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { FORMS } from '@/lib/forms/definitions'
import type { FormKind } from '@/lib/forms/kinds'
import { formTextKeys } from '@/lib/forms/texts'
import { getCities, getFreeSlots, getPropertyTypes } from '@/lib/payload/queries'

import type { Option } from './LeadForm.client'
import { LeadForm } from './LeadFormLoader.client'

export type FormSectionProps = {
  kind: FormKind
  locale: Locale
  t: Translate
  property?: number
  project?: number
  hidden?: Record<string, string>
  notes?: ReactNode
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

/** A form of `kind` with what it needs read on the server: its texts, options and free visit slots. */
export const FormSection = async ({ kind, locale, t, property, project, hidden, notes }: FormSectionProps) => {
  const slots = sources(kind).has('slots') && property ? await getFreeSlots(property) : undefined
  return (
    <LeadForm
      kind={kind}
      locale={locale}
      texts={pick(t, formTextKeys(kind))}
      options={await dataOptions(kind, locale)}
      slots={slots}
      property={property}
      project={project}
      hidden={hidden}
      notes={notes}
    />
  )
}
