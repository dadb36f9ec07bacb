import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/lib/access/roles'

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const anyone: Access = () => true
