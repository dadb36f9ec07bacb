'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import './SearchBox.module.css'

/**
 * The search form, rendered on the server as usual, but its code sent only with the pages that show
 * it: every public page is one route, whose other client components all load with it.
 */
export const SearchForm = dynamic(() => import('./SearchForm.client').then((m) => m.SearchForm))
