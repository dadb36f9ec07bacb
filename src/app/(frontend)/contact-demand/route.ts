import type { NextRequest } from 'next/server'

import { redirectToPage } from '@/lib/routing/requestLocale'

export const dynamic = 'force-dynamic'

/** The old /contact-demand/ URL lives on as the localised 'free-valuation' page. */
export const GET = (request: NextRequest) => redirectToPage(request, 'free-valuation')
