import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signatureValid } from '@/lib/crm/sweepbright/client'
import { parseEvent } from '@/lib/crm/sweepbright/webhook'

const ESTATE = '9d4b2f6e-1c3a-4b7e-9f20-5a8c7e31d0b4'
const body = (fields: Record<string, unknown>) => JSON.stringify({ event: 'estate-updated', estate_id: ESTATE, happened_at: '2026-11-27T14:03:12+00:00', company_id: 'c0ffee00-1111-2222-3333-444455556666', ...fields })

describe('parseEvent: a SweepBright webhook body', () => {
  it('reads each of the three events, the time as ISO in UTC', () => {
    for (const event of ['estate-added', 'estate-updated', 'estate-deleted']) {
      expect(parseEvent(body({ event }))).toEqual({ event, estate_id: ESTATE, happened_at: '2026-11-27T14:03:12.000Z', company_id: 'c0ffee00-1111-2222-3333-444455556666' })
    }
    expect(parseEvent(body({ happened_at: '2026-11-27T15:03:12+01:00' }))?.happened_at).toBe('2026-11-27T14:03:12.000Z')
    expect(parseEvent(body({ happened_at: '2026-11-27T14:03:12.123456Z' }))?.happened_at).toBe('2026-11-27T14:03:12.123Z')
  })

  it('takes an estate id of letters, digits, dashes and underscores up to 64', () => {
    expect(parseEvent(body({ estate_id: 'abc_DEF-123' }))?.estate_id).toBe('abc_DEF-123')
    expect(parseEvent(body({ estate_id: 'a'.repeat(64) }))?.estate_id).toBe('a'.repeat(64))
  })

  it('keeps a missing or odd company id as empty, a long one cut', () => {
    expect(parseEvent(body({ company_id: undefined }))?.company_id).toBe('')
    expect(parseEvent(body({ company_id: 42 }))?.company_id).toBe('')
    expect(parseEvent(body({ company_id: 'x'.repeat(10_000) }))?.company_id).toBe('x'.repeat(64))
  })

  it('ignores keys it does not know, a "__proto__" key included', () => {
    expect(parseEvent(body({ extra: { nested: true } }))).toMatchObject({ event: 'estate-updated', estate_id: ESTATE })
    const hostile = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${body({}).slice(1)}`
    expect(parseEvent(hostile)).toMatchObject({ event: 'estate-updated', estate_id: ESTATE })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses an unknown or missing event', () => {
    for (const event of ['estate-archived', 'ESTATE-ADDED', 'estate-added ', '', null, 1, ['estate-added'], undefined]) {
      expect(parseEvent(body({ event })), String(event)).toBeNull()
    }
  })

  it('refuses a missing or hostile estate id', () => {
    for (const estate_id of [undefined, null, '', 42, ['abc'], { id: 'abc' }, '../../admin', 'abc/def', 'abc?x=1', 'abc def', 'abc%2F', 'é', 'a'.repeat(65), 'abc\n', '<script>']) {
      expect(parseEvent(body({ estate_id })), JSON.stringify(estate_id)).toBeNull()
    }
  })

  it('refuses a missing, unreadable or oversized time', () => {
    for (const happened_at of [undefined, null, '', 'yesterday', '2026-13-45T99:00:00Z', 1764252192, `2026-11-27T14:03:12Z${' '.repeat(40)}`, 'x'.repeat(10_000)]) {
      expect(parseEvent(body({ happened_at })), JSON.stringify(happened_at)?.slice(0, 40)).toBeNull()
    }
  })

  it('never gives a time far in the future (it would make every later, genuine event look older)', () => {
    for (const happened_at of ['2999-01-01T00:00:00Z', new Date(Date.now() + 86_400_000).toISOString()]) {
      const parsed = parseEvent(body({ happened_at }))
      expect(parsed === null || Date.parse(parsed.happened_at) <= Date.now() + 5 * 60_000, happened_at).toBe(true)
    }
  })

  it('refuses what is not a JSON object', () => {
    for (const text of ['', 'not json', '{', 'null', '42', '"estate-added"', 'true', '[]', `[${body({})}]`, '{"event":"estate-added"']) {
      expect(parseEvent(text), text.slice(0, 30)).toBeNull()
    }
  })

  it('does not break on a large body', () => {
    expect(parseEvent(body({ padding: 'x'.repeat(1_000_000) }))).toMatchObject({ event: 'estate-updated' })
    expect(parseEvent(`{"event":"${'x'.repeat(1_000_000)}"}`)).toBeNull()
  })
})

describe('signatureValid: X-Hook-Signature, the hex HMAC-SHA1 of the raw body', () => {
  const secret = 'sb_client_secret_5f1c9e'
  const raw = body({})
  const sign = (text: string | Buffer, key = secret) => createHmac('sha1', key).update(text).digest('hex')

  it('accepts the right signature, of the body as text or as bytes', () => {
    expect(signatureValid(raw, sign(raw), secret)).toBe(true)
    expect(signatureValid(Buffer.from(raw), sign(raw), secret)).toBe(true)
  })

  it('accepts it in capitals and with surrounding spaces', () => {
    expect(signatureValid(raw, sign(raw).toUpperCase(), secret)).toBe(true)
    expect(signatureValid(raw, ` ${sign(raw)}\n`, secret)).toBe(true)
  })

  it('refuses a signature made with another secret', () => {
    expect(signatureValid(raw, sign(raw, 'another-secret'), secret)).toBe(false)
    expect(signatureValid(raw, sign(raw, ''), secret)).toBe(false)
  })

  it('refuses a tampered body, even by one byte or one space', () => {
    const signature = sign(raw)
    expect(signatureValid(raw.replace('estate-updated', 'estate-deleted'), signature, secret)).toBe(false)
    expect(signatureValid(`${raw} `, signature, secret)).toBe(false)
    expect(signatureValid(JSON.stringify(JSON.parse(raw), null, 1), signature, secret)).toBe(false)
  })

  it('refuses what is not 40 hex digits', () => {
    const signature = sign(raw)
    for (const wrong of [null, '', signature.slice(0, 39), `${signature}0`, `${signature}00`, signature.slice(0, 38), `sha1=${signature}`, `${signature.slice(0, 39)}g`, 'z'.repeat(40), createHmac('sha256', secret).update(raw).digest('hex'), Buffer.from(createHmac('sha1', secret).update(raw).digest()).toString('base64')]) {
      expect(signatureValid(raw, wrong, secret), String(wrong)).toBe(false)
    }
  })

  it('refuses a signature of an empty body for a non-empty one', () => {
    expect(signatureValid(raw, sign(''), secret)).toBe(false)
    expect(signatureValid('', sign(''), secret)).toBe(true)
  })
})
