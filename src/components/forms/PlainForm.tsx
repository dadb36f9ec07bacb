import { translator } from '@/i18n/dictionary'

import { choicesOf, FormView } from './FormView'
import type { LeadFormProps } from './LeadForm.client'

/**
 * A form as plain HTML that posts without JavaScript: what LazyForm draws on the server in place of
 * the live form. Its labels show placeholders where a declaration repeats what was typed.
 */
const PlainForm = ({ kind, locale, texts, options, slots = [], property, project, hidden, notes }: LeadFormProps) => {
  const t = translator(texts)
  return (
    <FormView
      kind={kind}
      t={t}
      locale={locale}
      choices={choicesOf(t, options, slots, locale)}
      labelText={(def) => t(def.label, { amount: '…', count: '…' })}
      register={(name) => ({ name })}
      property={property}
      project={project}
      hidden={hidden}
      notes={notes}
    />
  )
}

export default PlainForm
