import { renderToStaticMarkup } from 'react-dom/server'

import type { LeadFormProps } from './LeadForm.client'
import PlainForm from './PlainForm'

/** The plain form's HTML (server only: LazyForm writes it into the page, never into its payload). */
export const plainFormHtml = (form: LeadFormProps): string => renderToStaticMarkup(<PlainForm {...form} />)
