import type { NextRequest } from 'next/server'

import { redirectToPage } from '@/lib/routing/requestLocale'

export const dynamic = 'force-dynamic'

/** `/` sends each visitor to the home page in their language (temporary: it depends on the visitor). */
export const GET = (request: NextRequest) => redirectToPage(request, 'home', { status: 307 })
