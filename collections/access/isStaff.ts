import type { Access } from 'payload'

import { hasRole, isStaffUser } from '@/lib/access/roles'

import { accountId } from './ownsDocument'

/** Agency staff (admins and editors) manage content; owners and visitors do not. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Nobody through any API: documents written by the server itself (overrideAccess). */
export const nobody: Access = () => false

/** Staff read everything, drafts included; everybody else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) => isStaffUser(req.user) || { _status: { equals: 'published' } }

/** Listings: as publishedOrStaff, and an owner also reads their own listings, drafts included. */
export const publishedStaffOrOwned: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const id = accountId(req)
  const published = { _status: { equals: 'published' } }
  return id !== null && hasRole(req.user, 'owner') ? { or: [published, { owner: { equals: id } }] } : published
}
