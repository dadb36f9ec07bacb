import { describe, expect, it } from 'vitest'

import { ROLES, hasRole, isStaffUser } from '@/lib/access/roles'

const user = (...roles: string[]) => ({ collection: 'users', roles })

describe('roles', () => {
  it('counts admins and editors as staff, owners and visitors not', () => {
    expect(isStaffUser(user('admin'))).toBe(true)
    expect(isStaffUser(user('editor'))).toBe(true)
    expect(isStaffUser(user('owner', 'editor'))).toBe(true)
    expect(isStaffUser(user('owner'))).toBe(false)
    expect(isStaffUser(user())).toBe(false)
    expect(isStaffUser(null)).toBe(false)
    expect(isStaffUser(undefined)).toBe(false)
  })

  it('reads roles only off accounts of the users collection, and only when they are a list', () => {
    expect(hasRole({ collection: 'other', roles: ['admin'] }, 'admin')).toBe(false)
    expect(hasRole({ roles: ['admin'] }, 'admin')).toBe(false)
    expect(hasRole({ collection: 'users', roles: 'admin' }, 'admin')).toBe(false)
    expect(hasRole(user('owner'), 'admin', 'owner')).toBe(true)
    expect(hasRole(user('owner'))).toBe(false)
  })

  it('offers the three roles in their order', () => {
    expect(ROLES).toEqual(['admin', 'editor', 'owner'])
  })
})
