import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import { PlainSearchForm } from './PlainSearchForm'

/** The plain search form's HTML (server only: SearchForm writes it into the page until it hydrates). */
export const plainSearchFormHtml = (props: ComponentProps<typeof PlainSearchForm>): string => renderToStaticMarkup(<PlainSearchForm {...props} />)
