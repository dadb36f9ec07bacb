import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { locales } from '@/i18n/locales'
import { ROLES, hasRole, isStaffUser } from '@/lib/access/roles'
import { forgotPasswordMail } from '@/lib/owners/linkMail'
import { queueLoginNotice } from '@/lib/owners/loginNotice'
import { siteUrlFromEnv } from '@/lib/seo/siteUrl'

import { accountId, adminOrSelf } from './access/ownsDocument'
import { isAdmin, isAdminField } from './access/roles'
import { claimResetToken } from './hooks/claimResetToken'

/** The first account of a fresh installation (the admin's "create first user" screen) is an admin. */
const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}

/** Sign-in cookies travel over https only when the production site is served over https. */
export const secureCookies = (env: Record<string, string | undefined> = process.env): boolean =>
  env.NODE_ENV === 'production' && (siteUrlFromEnv(env.SITE_URL) ?? '').startsWith('https:')

/** Fields the server alone reads and writes (overrideAccess): never through an API, not even by admins. */
const serverOnly: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = { read: () => false, create: () => false, update: () => false }

/**
 * Accounts. Admins manage them all. Editors only read owners (to pick a listing's owner) and their own
 * account. Owners never use the admin: they sign in on the site (/{lang}/login/) and read their own
 * account. Only admins set roles.
 */
export const Users: CollectionConfig<'users'> = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'People', hidden: ({ user }) => !hasRole(user, 'admin') },
  auth: {
    // No lockout: a stranger who knows an address could keep its owner out. Wrong passwords are counted
    // per account and address instead (src/lib/owners/signInGuard.ts).
    maxLoginAttempts: 0,
    // The account as each signed-in request loads it: its own fields only. Payload's default depth (2)
    // would bring along every listing the `properties` join names, populated two levels deep (some
    // 130 ms on each owner's page at 100,000 listings); nothing reads them from the session.
    depth: 0,
    tokenExpiration: 60 * 60 * 8,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    forgotPassword: {
      generateEmailSubject: async (args) => (await forgotPasswordMail(args)).subject,
      generateEmailHTML: async (args) => (await forgotPasswordMail(args)).html,
    },
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: (args) => {
      const id = accountId(args.req)
      if (hasRole(args.req.user, 'editor') && !hasRole(args.req.user, 'admin') && id !== null) return { or: [{ roles: { contains: 'owner' } }, { id: { equals: id } }] }
      return adminOrSelf(args)
    },
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: { beforeOperation: [claimResetToken], beforeChange: [firstUserIsAdmin], afterLogin: [({ req, user }) => queueLoginNotice(req, user, 'password')] },
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
    {
      // When this staff member last looked at their desk (lib/staff/desk.ts): what counts as new since.
      name: 'desk',
      type: 'group',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
      fields: [
        { name: 'previous', type: 'date' },
        { name: 'last', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'preferredLocale', type: 'select', defaultValue: 'nl', options: locales.map((value) => ({ value, label: value })), admin: { description: 'The language of the mails to this account' } },
        { name: 'weeklyDigest', type: 'checkbox', defaultValue: true, admin: { description: 'Owners: the weekly e-mail with their figures' } },
      ],
    },
    { name: 'properties', type: 'join', collection: 'properties', on: 'owner' },
    // The one-time sign-in link: the SHA-256 of its token (the token itself is only in the mail) and its end.
    { name: 'loginLinkHash', type: 'text', index: true, hidden: true, access: serverOnly },
    { name: 'loginLinkExpires', type: 'date', hidden: true, access: serverOnly },
  ],
}
