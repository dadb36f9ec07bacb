'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import './Gallery.module.css'
// The lightbox's too (1.5 kB), though its code comes when it is first opened: a style sheet fetched with
// the code would, when it cannot come (offline, a deploy meanwhile), leave Next's loader an error nobody handles.
import 'yet-another-react-lightbox/styles.css'

/** The slideshow, rendered on the server, its code (Embla's with it) sent only with the pages that show one. */
export const Gallery = dynamic(() => import('./Gallery.client').then((m) => m.Gallery))
