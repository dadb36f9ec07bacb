import type { Access } from 'payload'

import { hasRole } from './roles'

/** Agency staff (admins and editors) manage content; owners and visitors do not. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')

/** Staff read everything, drafts included; everybody else reads published documents only. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(req.user, 'admin', 'editor') || { _status: { equals: 'published' } }
