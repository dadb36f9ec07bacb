/**
 * The visitor's choices as query parameters: the panel's form sends them without JavaScript (a GET to the
 * page that recomputes on the server), and its fields hold them as text while the visitor types.
 * own=1|0, buyers=1|2, funds=whole euros, rate=% (comma or dot), years=whole years.
 */
import type { CostChoices } from './types'

export const CHOICE_FIELDS = ['own', 'buyers', 'funds', 'rate', 'years'] as const
export type ChoiceField = (typeof CHOICE_FIELDS)[number]

export type ChoiceParams = URLSearchParams | Readonly<Record<string, string | undefined>>

/** Bounds of what the panel computes: a loan's rate in %, its term in years, own funds as a multiple of the price. */
export const MAX_LOAN_RATE = 15
export const LOAN_YEARS = { min: 1, max: 40 } as const
export const MAX_FUNDS_TIMES_PRICE = 10

/** A field's text, trimmed; an empty field is a missing one (the visitor cleared it), not an invalid one. */
const textOf = (params: ChoiceParams, name: ChoiceField): string | null => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name]
  const text = value?.trim() ?? ''
  return text === '' ? null : text
}

const within = (value: number, min: number, max: number): number | null => (value >= min && value <= max ? value : null)

/** Each field's reading: its value, or null when the text is not one the field accepts. */
const readers = {
  own: (text: string) => (text === '1' ? true : text === '0' ? false : null),
  buyers: (text: string): 1 | 2 | null => (text === '1' ? 1 : text === '2' ? 2 : null),
  // Whole euros; spaces a visitor types as thousands separators (also the no-break ones) are dropped.
  funds: (text: string, price: number) => {
    const digits = text.replace(/[\s\u00a0\u202f]/g, '')
    return /^\d{1,15}$/.test(digits) ? within(Number(digits), 0, MAX_FUNDS_TIMES_PRICE * Math.max(0, price)) : null
  },
  rate: (text: string) => (/^\d{1,2}([.,]\d+)?$/.test(text) ? within(Number(text.replace(',', '.')), 0, MAX_LOAN_RATE) : null),
  years: (text: string) => (/^\d{1,2}$/.test(text) ? within(Number(text), LOAN_YEARS.min, LOAN_YEARS.max) : null),
}

/**
 * The choices the parameters give, each field falling back to its default when missing or invalid, and
 * the fields that were sent but invalid (the no-JavaScript page says so). Own funds may be up to 10 times
 * the price: more is a typing slip, not a purchase.
 */
export const readChoices = (params: ChoiceParams, defaults: CostChoices, price: number): { choices: CostChoices; invalid: ChoiceField[] } => {
  const invalid: ChoiceField[] = []
  const read = <T>(name: ChoiceField, parse: (text: string) => T | null, fallback: T): T => {
    const text = textOf(params, name)
    if (text === null) return fallback
    const value = parse(text)
    if (value === null) invalid.push(name)
    return value ?? fallback
  }
  const limit = Number.isFinite(price) ? price : 0
  const choices: CostChoices = {
    ownHome: read('own', readers.own, defaults.ownHome),
    buyers: read<1 | 2>('buyers', readers.buyers, defaults.buyers),
    ownFunds: read('funds', (text) => readers.funds(text, limit), defaults.ownFunds),
    loanRate: read('rate', readers.rate, defaults.loanRate),
    loanYears: read('years', readers.years, defaults.loanYears),
  }
  return { choices, invalid }
}

/** The choices the parameters give (readChoices without the list of invalid fields). */
export const parseChoices = (params: ChoiceParams, defaults: CostChoices, price: number): CostChoices => readChoices(params, defaults, price).choices

/** The query string of a set of choices, which readChoices reads back to the same choices (own funds in whole euros). */
export const choicesQuery = (choices: CostChoices): string =>
  new URLSearchParams({
    own: choices.ownHome ? '1' : '0',
    buyers: String(choices.buyers),
    funds: String(Math.round(choices.ownFunds)),
    rate: String(choices.loanRate),
    years: String(choices.loanYears),
  }).toString()
