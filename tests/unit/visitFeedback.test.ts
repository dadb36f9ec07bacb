import { describe, expect, it } from 'vitest'

import {
  FEEDBACK_IMPRESSIONS,
  FEEDBACK_OFFERS,
  FEEDBACK_PRICES,
  FEEDBACK_QUESTION_KEYS,
  FEEDBACK_REMARK_MAX,
  FEEDBACK_WINDOW_DAYS,
  feedbackAnswerKey,
  parseFeedback,
  type StoredFeedback,
  summariseFeedback,
} from '@/lib/appointments/feedback'

import { dictionary } from '../../seed/data/dictionary'

const DAY = 86_400_000
const VALID = { impression: 'good', price: 'right', offer: 'maybe' }

/** The remark as parseFeedback keeps it (the test fails loudly when the form is refused). */
const remarkOf = (remark: unknown): string => {
  const result = parseFeedback({ ...VALID, remark })
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
  return result.answers.remark
}

describe('parseFeedback', () => {
  it('accepts one answer to each question, with no remark', () => {
    expect(parseFeedback(VALID)).toEqual({ ok: true, answers: { impression: 'good', price: 'right', offer: 'maybe', remark: '' } })
  })

  it('accepts every offered answer of every question', () => {
    for (const impression of FEEDBACK_IMPRESSIONS) {
      for (const price of FEEDBACK_PRICES) {
        for (const offer of FEEDBACK_OFFERS) expect(parseFeedback({ impression, price, offer }).ok, `${impression} ${price} ${offer}`).toBe(true)
      }
    }
  })

  it('refuses an empty form, naming every question with FIELD_REQUIRED', () => {
    expect(parseFeedback({})).toEqual({ ok: false, errors: { impression: 'FIELD_REQUIRED', price: 'FIELD_REQUIRED', offer: 'FIELD_REQUIRED' } })
  })

  it('names only the question left out', () => {
    for (const question of ['impression', 'price', 'offer'] as const) {
      expect(parseFeedback({ ...VALID, [question]: undefined }), question).toEqual({ ok: false, errors: { [question]: 'FIELD_REQUIRED' } })
    }
  })

  it('refuses an answer the form does not offer, by its field name', () => {
    expect(parseFeedback({ ...VALID, impression: 'excellent' })).toEqual({ ok: false, errors: { impression: 'FIELD_REQUIRED' } })
    expect(parseFeedback({ ...VALID, price: 'Right' })).toEqual({ ok: false, errors: { price: 'FIELD_REQUIRED' } })
    expect(parseFeedback({ ...VALID, offer: ' yes' })).toEqual({ ok: false, errors: { offer: 'FIELD_REQUIRED' } })
    // A question's answer posted to another question is no answer there.
    expect(parseFeedback({ ...VALID, offer: 'good' })).toEqual({ ok: false, errors: { offer: 'FIELD_REQUIRED' } })
  })

  it('refuses answers that are not strings', () => {
    expect(parseFeedback({ impression: ['good'], price: 1, offer: true })).toEqual({
      ok: false,
      errors: { impression: 'FIELD_REQUIRED', price: 'FIELD_REQUIRED', offer: 'FIELD_REQUIRED' },
    })
    expect(parseFeedback({ ...VALID, impression: { toString: () => 'good' } })).toEqual({ ok: false, errors: { impression: 'FIELD_REQUIRED' } })
    expect(parseFeedback({ ...VALID, price: null })).toEqual({ ok: false, errors: { price: 'FIELD_REQUIRED' } })
  })

  it('reads a remark that is not a string as no remark', () => {
    expect(remarkOf(42)).toBe('')
    expect(remarkOf(['nice'])).toBe('')
    expect(remarkOf(null)).toBe('')
  })

  it('trims the remark', () => {
    expect(remarkOf('  \n Lovely garden.\n\n  ')).toBe('Lovely garden.')
    expect(remarkOf('   ')).toBe('')
  })

  it('removes control characters but keeps line breaks (Windows ones as one)', () => {
    expect(remarkOf('Nice\u0000 kitchen\u0007,\u001b[31m small\u007f bathroom')).toBe('Nice kitchen,[31m small bathroom')
    expect(remarkOf('First line\nSecond line')).toBe('First line\nSecond line')
    expect(remarkOf('First line\r\nSecond line\rThird line')).toBe('First line\nSecond line\nThird line')
    expect(remarkOf('a\tb\u000bc\u000cd')).toBe('abcd')
  })

  it(`accepts a remark of exactly ${FEEDBACK_REMARK_MAX} characters and refuses one more with FEEDBACK_REMARK_TOO_LONG`, () => {
    const longest = 'x'.repeat(FEEDBACK_REMARK_MAX)
    expect(remarkOf(longest)).toBe(longest)
    expect(parseFeedback({ ...VALID, remark: `${longest}y` })).toEqual({ ok: false, errors: { remark: 'FEEDBACK_REMARK_TOO_LONG' } })
  })

  it('counts the remark after cleaning: surrounding spaces and control characters do not make it too long', () => {
    const longest = 'x'.repeat(FEEDBACK_REMARK_MAX)
    expect(remarkOf(`   ${longest}\n\n`)).toBe(longest)
    expect(remarkOf(`${longest.slice(0, 500)}\u0000\u0001${longest.slice(500)}`)).toBe(longest)
    // A Windows line break counts as one character.
    expect(remarkOf(`${'x'.repeat(FEEDBACK_REMARK_MAX - 2)}\r\nx`)).toHaveLength(FEEDBACK_REMARK_MAX)
  })

  it('reports a missing answer and a too long remark together', () => {
    expect(parseFeedback({ price: 'right', offer: 'no', remark: 'x'.repeat(FEEDBACK_REMARK_MAX + 1) })).toEqual({
      ok: false,
      errors: { impression: 'FIELD_REQUIRED', remark: 'FEEDBACK_REMARK_TOO_LONG' },
    })
  })
})

// 15 June 2026, 10:00 in Brussels.
const NOW = new Date('2026-06-15T08:00:00.000Z')
const ago = (ms: number): string => new Date(NOW.getTime() - ms).toISOString()
const answer = (answeredAt: string, over: StoredFeedback = {}): StoredFeedback => ({ answeredAt, impression: 'good', price: 'right', offer: 'yes', ...over })

describe('summariseFeedback', () => {
  it('counts each answer of each question over the last 30 days', () => {
    const summary = summariseFeedback(
      [
        answer(ago(DAY), { impression: 'very-good', price: 'too-high', offer: 'no' }),
        answer(ago(2 * DAY), { impression: 'very-good', price: 'right', offer: 'maybe' }),
        answer(ago(3 * DAY), { impression: 'poor', price: 'too-high', offer: 'no' }),
      ],
      NOW,
    )
    expect(FEEDBACK_WINDOW_DAYS).toBe(30)
    expect(summary).toEqual({
      answers: 3,
      impression: { 'very-good': 2, good: 0, fair: 0, poor: 1 },
      price: { 'too-high': 2, right: 1, bargain: 0 },
      offer: { yes: 0, maybe: 1, no: 2 },
      remarks: [],
    })
  })

  it('shows every answer with a zero count when nobody answered', () => {
    expect(summariseFeedback([], NOW)).toEqual({
      answers: 0,
      impression: { 'very-good': 0, good: 0, fair: 0, poor: 0 },
      price: { 'too-high': 0, right: 0, bargain: 0 },
      offer: { yes: 0, maybe: 0, no: 0 },
      remarks: [],
    })
  })

  it('counts an answer given exactly 30 days ago, not one 30 days and a millisecond ago', () => {
    expect(summariseFeedback([answer(ago(30 * DAY))], NOW).answers).toBe(1)
    expect(summariseFeedback([answer(ago(30 * DAY + 1))], NOW).answers).toBe(0)
  })

  it('takes another window when asked', () => {
    expect(summariseFeedback([answer(ago(7 * DAY)), answer(ago(7 * DAY + 1))], NOW, 7).answers).toBe(1)
  })

  it('counts an answer given right now, and ignores one dated in the future', () => {
    expect(summariseFeedback([answer(NOW.toISOString())], NOW).answers).toBe(1)
    expect(summariseFeedback([answer(ago(-1)), answer(ago(-DAY))], NOW).answers).toBe(0)
  })

  it('skips answers without a readable date', () => {
    expect(summariseFeedback([answer(''), { impression: 'good', price: 'right', offer: 'yes' }, answer('yesterday'), answer(ago(DAY), { answeredAt: null })], NOW).answers).toBe(0)
  })

  it('skips an answer with a value the form does not offer, in any question', () => {
    const summary = summariseFeedback(
      [
        answer(ago(DAY)),
        answer(ago(DAY), { impression: 'excellent' }),
        answer(ago(DAY), { price: null }),
        answer(ago(DAY), { offer: 'YES', remark: 'Shown nowhere', remarkApproved: true }),
      ],
      NOW,
    )
    expect(summary.answers).toBe(1)
    expect(summary.impression.good).toBe(1)
    expect(summary.price.right).toBe(1)
    expect(summary.offer.yes).toBe(1)
    expect(summary.remarks).toEqual([])
  })

  it('shows a remark only when staff approved it', () => {
    const at = '2026-06-10T10:00:00.000Z'
    const remarks = (over: StoredFeedback) => summariseFeedback([answer(at, { remark: 'Bright living room', ...over })], NOW).remarks
    expect(remarks({ remarkApproved: true })).toEqual([{ day: '2026-06-10', text: 'Bright living room' }])
    expect(remarks({ remarkApproved: false })).toEqual([])
    expect(remarks({ remarkApproved: null })).toEqual([])
    expect(remarks({})).toEqual([])
  })

  it('leaves out an approved remark that is empty, and trims one that is not', () => {
    const at = '2026-06-10T10:00:00.000Z'
    const summary = summariseFeedback(
      [answer(at, { remark: '   ', remarkApproved: true }), answer(at, { remark: null, remarkApproved: true }), answer(at, { remark: '  Quiet street \n', remarkApproved: true })],
      NOW,
    )
    expect(summary.answers).toBe(3)
    expect(summary.remarks).toEqual([{ day: '2026-06-10', text: 'Quiet street' }])
  })

  it('still counts an answer whose remark is not shown', () => {
    expect(summariseFeedback([answer(ago(DAY), { remark: 'Call me on 0470 12 34 56', remarkApproved: false })], NOW).answers).toBe(1)
  })

  it('lists remarks newest first, whatever the stored order', () => {
    const summary = summariseFeedback(
      [
        answer('2026-06-01T10:00:00.000Z', { remark: 'oldest', remarkApproved: true }),
        answer('2026-06-14T10:00:00.000Z', { remark: 'newest', remarkApproved: true }),
        answer('2026-06-07T10:00:00.000Z', { remark: 'middle', remarkApproved: true }),
      ],
      NOW,
    )
    expect(summary.remarks).toEqual([
      { day: '2026-06-14', text: 'newest' },
      { day: '2026-06-07', text: 'middle' },
      { day: '2026-06-01', text: 'oldest' },
    ])
  })

  it('dates a remark by its day in Brussels, where the visitor wrote it', () => {
    // 00:30 on 10 June in Brussels (CEST) is still 9 June in UTC; 23:30 on 9 June is 21:30 UTC.
    const summary = summariseFeedback(
      [answer('2026-06-09T22:30:00.000Z', { remark: 'just after midnight', remarkApproved: true }), answer('2026-06-09T21:30:00.000Z', { remark: 'late evening', remarkApproved: true })],
      NOW,
    )
    expect(summary.remarks).toEqual([
      { day: '2026-06-10', text: 'just after midnight' },
      { day: '2026-06-09', text: 'late evening' },
    ])
  })

  it('gives the owner counts and the day and text of remarks, and nothing of who answered', () => {
    const stored = { ...answer('2026-06-10T10:00:00.000Z', { remark: 'Nice', remarkApproved: true }), name: 'Jan Peeters', email: 'jan@example.be', phone: '+32470123456', visitId: 7 }
    const summary = summariseFeedback([stored], NOW)
    expect(Object.keys(summary).sort()).toEqual(['answers', 'impression', 'offer', 'price', 'remarks'])
    expect(summary.remarks.map((remark) => Object.keys(remark).sort())).toEqual([['day', 'text']])
    expect(JSON.stringify(summary)).not.toMatch(/Jan|example\.be|3247|visitId|T10:00/)
  })
})

describe('feedbackAnswerKey', () => {
  it('spells the dictionary key of an answer, dashes as underscores', () => {
    expect(feedbackAnswerKey('impression', 'very-good')).toBe('FEEDBACK_IMPRESSION_VERY_GOOD')
    expect(feedbackAnswerKey('price', 'too-high')).toBe('FEEDBACK_PRICE_TOO_HIGH')
    expect(feedbackAnswerKey('offer', 'maybe')).toBe('FEEDBACK_OFFER_MAYBE')
  })

  it('names a translated text for every question and every answer the form offers', () => {
    const keys = [
      ...Object.values(FEEDBACK_QUESTION_KEYS),
      ...FEEDBACK_IMPRESSIONS.map((value) => feedbackAnswerKey('impression', value)),
      ...FEEDBACK_PRICES.map((value) => feedbackAnswerKey('price', value)),
      ...FEEDBACK_OFFERS.map((value) => feedbackAnswerKey('offer', value)),
      'FIELD_REQUIRED',
      'FEEDBACK_REMARK_TOO_LONG',
    ]
    expect(keys).toHaveLength(4 + 4 + 3 + 3 + 2)
    for (const key of keys) {
      for (const locale of ['nl', 'fr', 'en'] as const) expect(dictionary[key]?.[locale], `${key} ${locale}`).toBeTruthy()
    }
  })
})
