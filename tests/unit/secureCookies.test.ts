import { describe, expect, it } from 'vitest'

import { secureCookies } from '../../collections/Users'

describe('secureCookies', () => {
  it('marks sign-in cookies Secure in production on an https site only', () => {
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'https://www.example.be' })).toBe(true)
    expect(secureCookies({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBe(false)
    expect(secureCookies({ NODE_ENV: 'production' })).toBe(false)
    expect(secureCookies({ NODE_ENV: 'development', SITE_URL: 'https://www.example.be' })).toBe(false)
  })
})
