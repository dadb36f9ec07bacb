'use client'

import dynamic from 'next/dynamic'

// Their styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import '@/components/forms/FormDisclosure.module.css'
import './ResultsViews.module.css'

// Every public page is one route, whose client components all load with every page. The results page's
// own ones, rendered on the server as before, are one chunk sent only with the pages that show them.
export const FormDisclosure = dynamic(() => import('./resultsParts').then((m) => m.FormDisclosure))
export const ResultsViews = dynamic(() => import('./resultsParts').then((m) => m.ResultsViews))
