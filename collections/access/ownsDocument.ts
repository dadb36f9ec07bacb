import type { Access } from 'payload'

import { hasRole } from './roles'

/** Staff read every user; a signed-in owner reads only their own account; visitors read none. */
export const staffOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'editor')) return true
  if (req.user?.collection === 'users') return { id: { equals: req.user.id } }
  return false
}
