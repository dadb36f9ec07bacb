import type { NextRequest } from 'next/server'

import { redirectToPage } from '@/lib/routing/requestLocale'

export const dynamic = 'force-dynamic'

/** The old /feed-back/ URL lives on as the localised 'contact' page. */
export const GET = (request: NextRequest) => redirectToPage(request, 'contact')
