import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'
import { siteUrlFromEnv } from '@/lib/seo/siteUrl'

import { ROLES, hasRole, isAdmin, isAdminField } from './access/roles'
import { staffOrSelf } from './access/ownsDocument'

/** The first account of a fresh installation (the admin's "create first user" screen) is an admin. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}

/** Sign-in cookies travel over https only when the production site is served over https. */
export const secureCookies = (env: Record<string, string | undefined> = process.env): boolean =>
  env.NODE_ENV === 'production' && (siteUrlFromEnv(env.SITE_URL) ?? '').startsWith('https:')

/** Staff (admin, editor) use the admin; owners only the owner portal. */
export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'People' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, tokenExpiration: 60 * 60 * 8, cookies: { secure: secureCookies(), sameSite: 'Lax' } },
  access: {
    admin: ({ req }) => hasRole(req.user, 'admin', 'editor'),
    read: staffOrSelf,
    create: isAdmin,
    update: ({ req }) => hasRole(req.user, 'admin') || (req.user ? { id: { equals: req.user.id } } : false),
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['owner'],
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: value })),
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'phone', type: 'text', maxLength: 20 },
    { name: 'preferredLocale', type: 'select', defaultValue: 'nl', options: locales.map((value) => ({ value, label: value })) },
    { name: 'properties', type: 'join', collection: 'properties', on: 'owner' },
  ],
}
