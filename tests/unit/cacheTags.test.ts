import { describe, expect, it } from 'vitest'

import { decode, encode, expiredSince, tagsOf } from '@/lib/cache/redisCacheHandler.mjs'

describe('whether a cached entry outlived one of its tags', () => {
  const written = 1_000
  const now = 5_000

  it('is expired by a tag expired after it was written, or in that same millisecond', () => {
    expect(expiredSince(written, ['1001'], now)).toBe(true)
    expect(expiredSince(written, ['1000'], now)).toBe(true)
  })

  it('stands when every tag was expired before it was written or never', () => {
    expect(expiredSince(written, ['999', null, undefined], now)).toBe(false)
    expect(expiredSince(written, [], now)).toBe(false)
  })

  it('stands until a tag expired for later reaches its time', () => {
    expect(expiredSince(written, ['5001'], now)).toBe(false)
    expect(expiredSince(written, ['5000'], now)).toBe(true)
  })
})

describe('what a cached entry depends on and how it is stored', () => {
  it("takes the read's tags and those a rendered page carries", () => {
    expect(tagsOf({ headers: { 'x-next-cache-tags': '_N_T_/layout,listing-1' } }, { tags: ['a'], softTags: ['b'] })).toEqual([
      'a',
      'b',
      '_N_T_/layout',
      'listing-1',
    ])
    expect(tagsOf({ headers: { 'x-next-cache-tags': '' } }, undefined)).toEqual([])
  })

  it('keeps Buffers and Maps through JSON', () => {
    const back = decode(encode({ html: Buffer.from('<p>Gent</p>'), segments: new Map([['/_index', Buffer.from('s')]]) }))
    expect(back.html.toString()).toBe('<p>Gent</p>')
    expect(back.segments.get('/_index').toString()).toBe('s')
  })
})
