'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import './Gallery.module.css'

/** The slideshow, rendered on the server, its code (Embla's with it) sent only with the pages that show one. */
export const Gallery = dynamic(() => import('./Gallery.client').then((m) => m.Gallery))
