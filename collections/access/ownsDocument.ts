import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { hasRole, isStaffUser } from '@/lib/access/roles'

/** The signed-in account's id, when the request is made by one. */
export const accountId = (req: PayloadRequest): number | string | null => (req.user?.collection === 'users' ? req.user.id : null)

/** Admins read every user; anybody else signed in reads only their own account; visitors read none. */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const id = accountId(req)
  return id === null ? false : { id: { equals: id } }
}

/**
 * Documents about a property (its visit figures, the submissions naming it): staff read all of them,
 * an owner those about the properties they own, nobody else any. `path` is the document's property field.
 */
export const staffOrPropertyOwner =
  (path: string, extra?: Where): Access =>
  ({ req }) => {
    if (isStaffUser(req.user)) return true
    const id = accountId(req)
    if (id === null || !hasRole(req.user, 'owner')) return false
    const own: Where = { [`${path}.owner`]: { equals: id } }
    return extra ? { and: [own, extra] } : own
  }

/** A field only staff read: what visitors wrote about themselves is not shown to the listing's owner. */
export const staffField: FieldAccess = ({ req }) => isStaffUser(req.user)
