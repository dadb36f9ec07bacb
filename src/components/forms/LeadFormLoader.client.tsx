'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import './LeadForm.module.css'

/** The forms, rendered on the server, their code (react-hook-form and the schemas) sent only with the pages that show one. */
export const LeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm))
