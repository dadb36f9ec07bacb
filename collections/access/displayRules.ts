import type { FieldAccess, FieldHook, PayloadRequest } from 'payload'

import { approximateCoordinate } from '@/lib/domain/approximatePosition'

import { hasRole } from './roles'

type Doc = Record<string, unknown> | undefined

const ownerId = (owner: unknown): unknown => (typeof owner === 'object' && owner !== null && 'id' in owner ? owner.id : owner)

/** Staff and the listing's own owner see what the display rules hide from visitors. */
const seesEverything = (req: PayloadRequest, doc: Doc): boolean =>
  hasRole(req.user, 'admin', 'editor') || (req.user?.collection === 'users' && doc !== undefined && ownerId(doc.owner) === req.user.id)

const shown = (flag: string, req: PayloadRequest, doc: Doc): boolean => doc?.[flag] === true || seesEverything(req, doc)

/**
 * Read access for a field that SPEC.md section 9 shows only when `flag` is on (street and number
 * with publishAddress, the price with publishPrice). Without a document (a query being checked)
 * access stays open: the API guard refuses visitors' filters on these fields instead.
 */
export const readWhenPublished =
  (flag: string): FieldAccess =>
  ({ req, doc }) =>
    doc === undefined || shown(flag, req, doc)

/** Coordinates of a listing whose address is hidden: visitors get the approximate position only. */
export const approximateUnlessPublished =
  (flag: string): FieldHook =>
  ({ value, data, req }) =>
    typeof value !== 'number' || shown(flag, req, data) ? value : approximateCoordinate(value)

/** Fields non-staff may neither filter nor sort on through the API, since they can be hidden (a listing's owner always is). */
export const VISITOR_HIDDEN_PATHS = ['street', 'houseNumber', 'boxNr', 'latitude', 'longitude', 'price', 'owner'] as const
