import { renderToStaticMarkup } from 'react-dom/server'

import { translator } from '@/i18n/dictionary'

import { choicesOf, FormView } from './FormView'
import type { LeadFormProps } from './LeadForm.client'

/**
 * A form as plain HTML that posts without JavaScript, made on the server only: LazyForm writes it into
 * the page, never into its payload. Its labels show placeholders where a declaration repeats what was
 * typed.
 */
export const plainFormHtml = ({ kind, omit, locale, texts, options, slots = [], property, project, hidden, notes }: LeadFormProps): string => {
  const t = translator(texts)
  return renderToStaticMarkup(
    <FormView
      kind={kind}
      omit={omit}
      t={t}
      locale={locale}
      choices={choicesOf(t, options, slots, locale)}
      labelText={(def) => t(def.label, { amount: '…', count: '…' })}
      register={(name) => ({ name })}
      property={property}
      project={project}
      hidden={hidden}
      notes={notes}
    />,
  )
}
