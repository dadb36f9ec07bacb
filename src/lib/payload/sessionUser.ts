import { type Payload, executeAuthStrategies } from 'payload'

/**
 * The account a request is signed in as, checked as Payload checks it (its token, its session), or null.
 * Without what Payload's `auth` adds: the account's permissions on every collection and global, which
 * no caller here reads and which cost more than the check itself (for a stranger's request too).
 */
export const sessionUser = async (payload: Payload, headers: Headers) => (await executeAuthStrategies({ headers, payload, canSetHeaders: false })).user
