import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { readWhenPriceShown } from '../../collections/access/displayRules'
import { MARQUEES } from '@/lib/domain/marquee'
import { shownPrice } from '@/lib/domain/priceDisplay'

type Reader = 'visitor' | 'owner' | 'otherOwner' | 'editor' | 'admin'
const USERS: Record<Reader, PayloadRequest['user']> = {
  visitor: null,
  owner: { collection: 'users', id: 7, roles: ['owner'] } as unknown as PayloadRequest['user'],
  otherOwner: { collection: 'users', id: 8, roles: ['owner'] } as unknown as PayloadRequest['user'],
  editor: { collection: 'users', id: 2, roles: ['editor'] } as unknown as PayloadRequest['user'],
  admin: { collection: 'users', id: 1, roles: ['admin'] } as unknown as PayloadRequest['user'],
}

/** Whether `reader` gets the price field of `doc` (a listing owned by user 7). */
const reads = (reader: Reader, doc: Record<string, unknown> | undefined): boolean =>
  readWhenPriceShown({ req: { user: USERS[reader] } as PayloadRequest, doc } as Parameters<typeof readWhenPriceShown>[0]) === true

const listing = (fields: Record<string, unknown>) => ({ id: 1, owner: 7, price: 450_000, publishPrice: true, marquee: 'none', ...fields })

describe('readWhenPriceShown (the price in API answers)', () => {
  it('hides the price of a sold or rented listing from visitors and other owners, as the page does', () => {
    for (const marquee of ['sold', 'rented']) {
      expect(reads('visitor', listing({ marquee })), marquee).toBe(false)
      expect(reads('otherOwner', listing({ marquee })), marquee).toBe(false)
    }
  })

  it('gives it to staff and to the listing\'s own owner whatever the page shows', () => {
    for (const reader of ['owner', 'editor', 'admin'] as const) {
      expect(reads(reader, listing({ marquee: 'sold' })), reader).toBe(true)
      expect(reads(reader, listing({ publishPrice: false })), reader).toBe(true)
    }
  })

  it('gives visitors exactly the prices shownPrice shows', () => {
    for (const marquee of MARQUEES) {
      for (const publishPrice of [true, false, null]) {
        for (const price of [null, 0, 450_000]) {
          const doc = listing({ marquee, publishPrice, price })
          expect(reads('visitor', doc), JSON.stringify(doc)).toBe(shownPrice({ marquee, publishPrice, price }) !== null)
        }
      }
    }
  })

  it('hides the price when a select left out what decides it, and stays open for a query being checked', () => {
    const { marquee: _marquee, ...withoutMarquee } = listing({ marquee: 'sold' })
    const { publishPrice: _flag, ...withoutFlag } = listing({})
    expect(reads('visitor', withoutMarquee)).toBe(false)
    expect(reads('visitor', withoutFlag)).toBe(false)
    expect(reads('visitor', undefined)).toBe(true)
  })
})
