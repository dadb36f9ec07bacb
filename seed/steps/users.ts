import type { SeedRun } from '../context'
import { SEED_CONTEXT } from '../context'

/** Demo logins, written in README. Owners see their own properties in the owner portal. */
export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'admin-demo', name: 'Sofie Admin', roles: ['admin'] },
  { email: 'editor@example.com', password: 'editor-demo', name: 'Tom Editor', roles: ['editor'] },
  { email: 'owner@example.com', password: 'owner-demo', name: 'An Peeters', roles: ['owner'] },
  { email: 'owner2@example.com', password: 'owner-demo', name: 'Luc Dubois', roles: ['owner'] },
  { email: 'owner3@example.com', password: 'owner-demo', name: 'Marie Janssens', roles: ['owner'] },
  { email: 'owner4@example.com', password: 'owner-demo', name: 'Pieter Claes', roles: ['owner'] },
] as const

/** Creates the demo users; returns the ids of the owners. */
export const seedUsers = async ({ payload }: SeedRun): Promise<number[]> => {
  const owners: number[] = []
  for (const user of DEMO_USERS) {
    const doc = await payload.create({
      collection: 'users',
      data: { ...user, roles: [...user.roles], preferredLocale: 'nl' },
      overrideAccess: true,
      context: SEED_CONTEXT,
    })
    if (user.roles.includes('owner' as never)) owners.push(doc.id)
  }
  return owners
}
