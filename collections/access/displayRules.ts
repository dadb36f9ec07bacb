import type { FieldAccess, FieldHook, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { approximateCoordinate } from '@/lib/domain/approximatePosition'
import { isMarquee } from '@/lib/domain/marquee'
import { type PriceFields, shownPrice } from '@/lib/domain/priceDisplay'
import { relationId } from '@/lib/payload/populated'

type Doc = Record<string, unknown> | undefined

/** Staff and the listing's own owner see what the display rules hide from visitors. */
const seesEverything = (req: PayloadRequest, doc: Doc): boolean =>
  isStaffUser(req.user) || (req.user?.collection === 'users' && doc !== undefined && relationId(doc.owner) === req.user.id)

const shown = (flag: string, req: PayloadRequest, doc: Doc): boolean => doc?.[flag] === true || seesEverything(req, doc)

/**
 * Read access for a field that SPEC.md section 9 shows only when `flag` is on (street, number and box
 * with publishAddress; the price has its own rule, below). Without a document (a query being checked)
 * access stays open: the API guard refuses visitors' filters on these fields instead.
 */
export const readWhenPublished =
  (flag: string): FieldAccess =>
  ({ req, doc }) =>
    doc === undefined || shown(flag, req, doc)

/**
 * Read access for a listing's owner field: who owns a listing is for staff and that owner, never for
 * visitors or other owners. Open without a document, as for readWhenPublished.
 */
export const readWhenStaffOrOwner: FieldAccess = ({ req, doc }) => doc === undefined || seesEverything(req, doc)

/**
 * The price fields of a document as read. Null when a `select` left out the marquee or the publish flag:
 * without them nobody can tell whether the page shows the price, so it stays hidden.
 */
const priceFieldsOf = (doc: Record<string, unknown>): PriceFields | null =>
  'marquee' in doc && 'publishPrice' in doc
    ? { price: typeof doc.price === 'number' ? doc.price : null, publishPrice: doc.publishPrice === true, marquee: isMarquee(doc.marquee) ? doc.marquee : null }
    : null

/**
 * Read access for a listing's price: visitors and other owners get it only when the listing's page shows
 * it (shownPrice: published, above 0, not sold or rented), the same rule the page and the search follow.
 * Without a document (a query being checked) access stays open, as for readWhenPublished.
 */
export const readWhenPriceShown: FieldAccess = ({ req, doc }) => {
  if (doc === undefined || seesEverything(req, doc)) return true
  const fields = priceFieldsOf(doc)
  return fields !== null && shownPrice(fields) !== null
}

/** Coordinates of a listing whose address is hidden: visitors get the approximate position only. */
export const approximateUnlessPublished =
  (flag: string): FieldHook =>
  ({ value, data, req }) =>
    typeof value !== 'number' || shown(flag, req, data) ? value : approximateCoordinate(value)
