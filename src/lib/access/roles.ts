import type { PayloadRequest } from 'payload'

/** Every role an account can hold; the users collection offers them in this order. */
export const ROLES = ['admin', 'editor', 'owner'] as const
export type Role = (typeof ROLES)[number]

/** The roles that make up agency staff: they manage content, see drafts and everything the display rules hide. */
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly Role[]

/** A request's user, or a user read some other way (the admin's `user`, a sign-in result tagged with its collection). */
export type MaybeUser = PayloadRequest['user'] | { collection?: string; roles?: unknown } | null | undefined

/** The one place that reads roles off a user: only accounts of the users collection hold roles. */
export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean => {
  if (!user || user.collection !== 'users') return false
  const userRoles: readonly string[] = Array.isArray(user.roles) ? user.roles : []
  return roles.some((role) => userRoles.includes(role))
}

/** Agency staff: an admin or an editor. */
export const isStaffUser = (user: MaybeUser): boolean => hasRole(user, ...STAFF_ROLES)
