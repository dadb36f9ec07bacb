/**
 * A visitor's feedback after a visit: the one-minute form's answers, checked, and what an owner sees of
 * them (counts, and the remarks staff approved, with nobody's name).
 */
import { brusselsDay } from '@/lib/visits/days'

export const FEEDBACK_IMPRESSIONS = ['very-good', 'good', 'fair', 'poor'] as const
export const FEEDBACK_PRICES = ['too-high', 'right', 'bargain'] as const
export const FEEDBACK_OFFERS = ['yes', 'maybe', 'no'] as const
export const FEEDBACK_REMARK_MAX = 1000

export type FeedbackImpression = (typeof FEEDBACK_IMPRESSIONS)[number]
export type FeedbackPrice = (typeof FEEDBACK_PRICES)[number]
export type FeedbackOffer = (typeof FEEDBACK_OFFERS)[number]

export type FeedbackAnswers = { impression: FeedbackImpression; price: FeedbackPrice; offer: FeedbackOffer; remark: string }

/** The dictionary keys of the form's questions and of each answer. */
export const FEEDBACK_QUESTION_KEYS = { impression: 'FEEDBACK_IMPRESSION', price: 'FEEDBACK_PRICE', offer: 'FEEDBACK_OFFER', remark: 'FEEDBACK_REMARK' } as const
export const feedbackAnswerKey = (question: 'impression' | 'price' | 'offer', value: string): string => `FEEDBACK_${question.toUpperCase()}_${value.toUpperCase().replace(/-/g, '_')}`

const pick = <T extends string>(allowed: readonly T[], value: unknown): T | null => (typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null)

/**
 * The answers of a posted form, or which question is missing or wrong (by its field name, with the
 * dictionary key of the message). The remark is optional, trimmed, control characters removed, at most
 * FEEDBACK_REMARK_MAX characters.
 */
export const parseFeedback = (fields: Record<string, unknown>): { ok: true; answers: FeedbackAnswers } | { ok: false; errors: Record<string, string> } => {
  const impression = pick(FEEDBACK_IMPRESSIONS, fields.impression)
  const price = pick(FEEDBACK_PRICES, fields.price)
  const offer = pick(FEEDBACK_OFFERS, fields.offer)
  // Control characters (C0 and C1) go, line breaks stay.
  const remark = typeof fields.remark === 'string' ? fields.remark.replace(/\r\n?/g, '\n').replace(/(?!\n)\p{Cc}/gu, '').trim() : ''
  const errors: Record<string, string> = {}
  if (!impression) errors.impression = 'FIELD_REQUIRED'
  if (!price) errors.price = 'FIELD_REQUIRED'
  if (!offer) errors.offer = 'FIELD_REQUIRED'
  if (remark.length > FEEDBACK_REMARK_MAX) errors.remark = 'FEEDBACK_REMARK_TOO_LONG'
  if (!impression || !price || !offer || Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, answers: { impression, price, offer, remark } }
}

/** One stored answer as the owner summary reads it. */
export type StoredFeedback = {
  answeredAt?: string | null
  impression?: string | null
  price?: string | null
  offer?: string | null
  remark?: string | null
  remarkApproved?: boolean | null
}

export type FeedbackSummary = {
  /** Answers in the window. */
  answers: number
  impression: Record<FeedbackImpression, number>
  price: Record<FeedbackPrice, number>
  offer: Record<FeedbackOffer, number>
  /** Approved remarks, newest first, with the day they were written and nothing else. */
  remarks: { day: string; text: string }[]
}

const zeroes = <T extends string>(values: readonly T[]): Record<T, number> => Object.fromEntries(values.map((value) => [value, 0])) as Record<T, number>

/** How many days back the owner's figures count. */
export const FEEDBACK_WINDOW_DAYS = 30

/** The owner's view of the feedback on a listing: counts over the last FEEDBACK_WINDOW_DAYS days, approved remarks only. */
export const summariseFeedback = (stored: readonly StoredFeedback[], now: Date, days = FEEDBACK_WINDOW_DAYS): FeedbackSummary => {
  const since = now.getTime() - days * 86_400_000
  const summary: FeedbackSummary = { answers: 0, impression: zeroes(FEEDBACK_IMPRESSIONS), price: zeroes(FEEDBACK_PRICES), offer: zeroes(FEEDBACK_OFFERS), remarks: [] }
  const recent = stored
    .filter((answer) => answer.answeredAt && Date.parse(answer.answeredAt) >= since && Date.parse(answer.answeredAt) <= now.getTime())
    .sort((a, b) => Date.parse(String(b.answeredAt)) - Date.parse(String(a.answeredAt)))
  for (const answer of recent) {
    const impression = pick(FEEDBACK_IMPRESSIONS, answer.impression)
    const price = pick(FEEDBACK_PRICES, answer.price)
    const offer = pick(FEEDBACK_OFFERS, answer.offer)
    if (!impression || !price || !offer) continue
    summary.answers++
    summary.impression[impression]++
    summary.price[price]++
    summary.offer[offer]++
    const remark = answer.remark?.trim()
    if (remark && answer.remarkApproved === true) summary.remarks.push({ day: brusselsDay(new Date(String(answer.answeredAt))), text: remark })
  }
  return summary
}
