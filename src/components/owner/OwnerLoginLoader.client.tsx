'use client'

import dynamic from 'next/dynamic'

// Its styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import '@/components/owner/Owner.module.css'

/**
 * The owners' sign-in (the login page's), rendered on the server as before, its code (and its captcha's)
 * sent only with that page: every public page is one route, whose client components load with every page.
 */
export const OwnerLogin = dynamic(() => import('@/components/owner/OwnerLogin.client').then((m) => m.OwnerLogin))
