import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor', 'owner'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = PayloadRequest['user'] | { collection?: string; roles?: unknown } | null | undefined

/** The one place that reads roles off a user. */
export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean => {
  if (!user || user.collection !== 'users') return false
  const userRoles: readonly string[] = Array.isArray(user.roles) ? user.roles : []
  return roles.some((role) => userRoles.includes(role))
}

export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')
export const anyone: Access = () => true
