/** Which forms a listing's page offers (SPEC.md sections 1 and 5). */
import { isAvailable } from '@/lib/domain/availability'
import type { Property } from '@/payload-types'

import type { FormKind } from './kinds'

/**
 * The forms a listing offers, in order: information and a visit always first; documents when it has
 * some; the rent application or the purchase offer while it is on offer; sending it to a friend.
 */
export const listingFormKinds = (p: Pick<Property, 'goal' | 'marquee' | 'documents'>): FormKind[] => {
  const onOffer = isAvailable(p.marquee)
  return [
    'contact-me',
    ...(onOffer ? (['contact-appointment'] as const) : []),
    ...((p.documents ?? []).length > 0 ? (['documents-request'] as const) : []),
    ...(onOffer ? [p.goal === 'rent' ? ('rent-application' as const) : ('purchase-offer' as const)] : []),
    'send-to-friend',
  ]
}

