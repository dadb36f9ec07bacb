'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import './Shortlist.module.css'
import './Recent.module.css'
import '@/components/forms/FormDisclosure.module.css'

/**
 * The shortlist page's own code (its cards, notes and comparison) loads on that page only, in the browser
 * only: the list lives in the visitor's browser, so the server has nothing to render. The page's
 * <noscript> says so to a visitor without JavaScript.
 */
export const ShortlistLoader = dynamic(() => import('./Shortlist.client').then((module) => module.Shortlist), {
  ssr: false,
  loading: () => null,
})
