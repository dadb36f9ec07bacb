import type { Where } from 'payload'

/**
 * Which submissions about a listing its owner reads (spam is for staff only): the inbox's access rule
 * (collections/FormSubmissions) and the weekly mail, which reads all owners' at once, both ask this.
 */
export const OWNER_VISIBLE_SUBMISSIONS: Where = { status: { not_equals: 'spam' } }
