import type { NextRequest } from 'next/server'

import { redirectToPage } from '@/lib/routing/requestLocale'

export const dynamic = 'force-dynamic'

/** The old /for-sale/ URL lives on as the localised 'for-sale' page, its search query kept. */
export const GET = (request: NextRequest) => redirectToPage(request, 'for-sale', { keepQuery: true })
