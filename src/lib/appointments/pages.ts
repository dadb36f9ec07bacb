/**
 * The pages a visitor's visit links open (`/api/visit/{action}?token=...`), plain HTML that works without
 * JavaScript: the visit with its calendar file, cancel and reschedule (each a POST: a mail scanner
 * following a link changes nothing), and the one-minute feedback form.
 */
import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale } from '@/i18n/locales'
import { formatVisitSpan, slotLabel } from '@/lib/domain/dates'
import { htmlResponse, NO_STORE } from '@/lib/forms/answer'
import { freeSlots } from '@/lib/forms/appointments'
import { readBounded } from '@/lib/forms/body'
import { standalonePage } from '@/lib/forms/noticePage'
import { escapeHtml } from '@/lib/html/escape'
import { dictionaryOf } from '@/lib/payload/freshReads'

import { agencyOf, cancelVisit, changeable, feedbackState, rescheduleVisit, saveFeedback } from './actions'
import { FEEDBACK_IMPRESSIONS, FEEDBACK_OFFERS, FEEDBACK_PRICES, FEEDBACK_QUESTION_KEYS, feedbackAnswerKey, FEEDBACK_REMARK_MAX, parseFeedback } from './feedback'
import { type Visit, visitByToken, visitIcs } from './visit'

export const VISIT_ACTIONS = ['manage', 'calendar', 'cancel', 'reschedule', 'feedback'] as const
export type VisitAction = (typeof VISIT_ACTIONS)[number]

const actionUrl = (action: VisitAction, token: string) => `/api/visit/${action}?token=${encodeURIComponent(token)}`
const p = (text: string) => `<p>${escapeHtml(text)}</p>`
const error = (text: string) => `<p role="alert" style="color:#a4161a">${escapeHtml(text)}</p>`
const button = (label: string) => `<button type="submit">${escapeHtml(label)}</button>`

const STATUS_KEYS = { requested: 'APPOINTMENT_PENDING', confirmed: 'APPOINTMENT_CONFIRMED', cancelled: 'VISIT_STATUS_CANCELLED' } as const

/** The visit's facts: the listing, the moment and where it stands. */
const facts = (visit: Visit, t: Translate): string => {
  const rows: [string, string][] = [
    [t('PROPERTY'), visit.property?.name ?? ''],
    [t('ADDRESS'), visit.property?.location ?? ''],
    [t('APPOINTMENT'), visit.slot ? formatVisitSpan(visit.slot, visit.locale) : ''],
    [t('STATUS'), t(STATUS_KEYS[visit.status])],
  ]
  const shown = rows.filter(([, value]) => value)
  // A long moment wraps on a phone (the shared style keeps figures on one line).
  return `<table><tbody>${shown.map(([label, value]) => `<tr><th scope="row" style="padding-right:1rem">${escapeHtml(label)}</th><td style="white-space:normal">${escapeHtml(value)}</td></tr>`).join('')}</tbody></table>`
}

const listingLink = (visit: Visit, t: Translate, key = 'VISIT_SEE_LISTING') =>
  visit.property ? `<p><a href="${escapeHtml(visit.property.url)}">${escapeHtml(t(key))}</a></p>` : ''

/** The visit's page: its facts, the calendar file, and what the visitor can still do with it. */
const managePage = async (payload: Payload, visit: Visit, t: Translate, problem?: string): Promise<string> => {
  const parts = [problem ? error(problem) : '', facts(visit, t)]
  if (visit.slot && visit.status !== 'cancelled') parts.push(`<p><a href="${escapeHtml(actionUrl('calendar', visit.token))}" download="visit.ics">${escapeHtml(t('VISIT_ADD_TO_CALENDAR'))}</a></p>`)
  if (changeable(visit)) {
    const slots = visit.property ? await freeSlots(payload, visit.property.id) : []
    const choices = slots
      .map((slot, i) => `<label><input type="radio" name="slot" value="${slot.id}"${i === 0 ? ' required' : ''}> ${escapeHtml(slotLabel(slot, visit.locale))}</label>`)
      .join('')
    parts.push(
      slots.length
        ? `<form method="post" action="${escapeHtml(actionUrl('reschedule', visit.token))}"><fieldset><legend>${escapeHtml(t('VISIT_RESCHEDULE_LEGEND'))}</legend>${choices}</fieldset>${button(t('VISIT_RESCHEDULE_BUTTON'))}</form>`
        : p(t('VISIT_NO_OTHER_SLOTS')),
      `<form method="post" action="${escapeHtml(actionUrl('cancel', visit.token))}"><p>${escapeHtml(t('VISIT_CANCEL_TEXT'))}</p>${button(t('VISIT_CANCEL_BUTTON'))}</form>`,
    )
  } else if (visit.status === 'cancelled') parts.push(p(t('VISIT_CANCELLED_TEXT')))
  else parts.push(p(t('VISIT_PAST')))
  parts.push(listingLink(visit, t, visit.status === 'cancelled' ? 'VISIT_BOOK_ANOTHER' : 'VISIT_SEE_LISTING'))
  return standalonePage(visit.locale, t('VISIT_MANAGE_TITLE'), parts.join(''))
}

/** The feedback form, with the answers and errors of a refused post. */
const feedbackForm = (visit: Visit, t: Translate, values: Record<string, string> = {}, errors: Record<string, string> = {}): string => {
  const question = (name: 'impression' | 'price' | 'offer', options: readonly string[]) => {
    const invalid = errors[name] ? ` aria-describedby="${name}-error"` : ''
    const radios = options
      .map((value, i) => `<label><input type="radio" name="${name}" value="${value}"${i === 0 ? ' required' : ''}${values[name] === value ? ' checked' : ''}> ${escapeHtml(t(feedbackAnswerKey(name, value)))}</label>`)
      .join('')
    const message = errors[name] ? `<span id="${name}-error" role="alert" style="color:#a4161a;display:block">${escapeHtml(t(errors[name], { field: t(FEEDBACK_QUESTION_KEYS[name]) }))}</span>` : ''
    return `<fieldset${invalid}><legend>${escapeHtml(t(FEEDBACK_QUESTION_KEYS[name]))}</legend>${radios}${message}</fieldset>`
  }
  const remarkError = errors.remark ? `<span role="alert" style="color:#a4161a;display:block">${escapeHtml(t(errors.remark))}</span>` : ''
  return standalonePage(
    visit.locale,
    t('FEEDBACK_TITLE'),
    [
      facts({ ...visit, status: visit.status }, t),
      p(t('FEEDBACK_INTRO')),
      `<form method="post" action="${escapeHtml(actionUrl('feedback', visit.token))}">`,
      question('impression', FEEDBACK_IMPRESSIONS),
      question('price', FEEDBACK_PRICES),
      question('offer', FEEDBACK_OFFERS),
      `<label><span>${escapeHtml(t(FEEDBACK_QUESTION_KEYS.remark))}</span><textarea name="remark" rows="4" maxlength="${FEEDBACK_REMARK_MAX}" style="font:inherit;width:100%;box-sizing:border-box">${escapeHtml(values.remark ?? '')}</textarea>${remarkError}</label>`,
      button(t('FEEDBACK_SEND')),
      '</form>',
    ].join(''),
  )
}

const message = (visit: Visit, t: Translate, title: string, lines: string[], status = 200): Response =>
  htmlResponse(standalonePage(visit.locale, t(title), [...lines.map((line) => p(t(line))), listingLink(visit, t)].join('')), status)

/** A small urlencoded body (at most 8 KB), as its fields. */
const formFields = async (request: Request): Promise<Record<string, string> | null> => {
  const bytes = await readBounded(request, 8 * 1024)
  if (!bytes) return null
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)))
}

/** The 404 page of a forged, mistyped or deleted link. */
const invalid = async (payload: Payload): Promise<Response> => {
  const t = await dictionaryOf(payload, defaultLocale)
  return htmlResponse(standalonePage(defaultLocale, t('ALERT_LINK_INVALID'), `<p><a href="/${defaultLocale}/">${escapeHtml(t('BACK_TO_HOME'))}</a></p>`), 404)
}

/** Answers one visit link: GET shows, POST acts. */
export const answerVisitLink = async (payload: Payload, request: Request, action: string): Promise<Response> => {
  if (!(VISIT_ACTIONS as readonly string[]).includes(action)) return invalid(payload)
  const visit = await visitByToken(payload, new URL(request.url).searchParams.get('token'))
  if (!visit) return invalid(payload)
  const t = await dictionaryOf(payload, visit.locale)
  const post = request.method === 'POST'

  if (action === 'calendar') {
    const ics = visit.status === 'cancelled' ? null : visitIcs(visit, t, await agencyOf(payload))
    if (!ics) return message(visit, t, 'VISIT_MANAGE_TITLE', ['VISIT_CANCELLED_TEXT'], 404)
    return new Response(ics, { headers: { ...NO_STORE, 'Content-Type': 'text/calendar; charset=utf-8; method=REQUEST', 'Content-Disposition': 'attachment; filename="visit.ics"' } })
  }
  if (action === 'feedback') {
    const state = feedbackState(visit)
    if (state === 'answered') return message(visit, t, 'FEEDBACK_THANKS_TITLE', ['FEEDBACK_ALREADY'])
    if (state === 'not-yet') return message(visit, t, 'FEEDBACK_TITLE', ['FEEDBACK_NOT_YET'])
    if (!post) return htmlResponse(feedbackForm(visit, t))
    const fields = (await formFields(request)) ?? {}
    const parsed = parseFeedback(fields)
    if (!parsed.ok) return htmlResponse(feedbackForm(visit, t, fields, parsed.errors), 400)
    const saved = await saveFeedback(payload, visit, parsed.answers)
    return message(visit, t, 'FEEDBACK_THANKS_TITLE', [saved === 'saved' ? 'FEEDBACK_THANKS_TEXT' : 'FEEDBACK_ALREADY'])
  }
  if (!post || action === 'manage') return htmlResponse(await managePage(payload, visit, t))
  // Refused (changed meanwhile by another of these posts, gone, past): 409 with the visit as it now stands.
  const refused = async (note?: string) => htmlResponse(await managePage(payload, (await visitByToken(payload, visit.token)) ?? visit, t, note), 409)
  if (action === 'cancel') {
    const done = await cancelVisit(payload, visit)
    return done === 'cancelled' ? message(visit, t, 'VISIT_CANCELLED_TITLE', ['VISIT_CANCELLED_TEXT']) : refused()
  }
  const fields = (await formFields(request)) ?? {}
  const moved = await rescheduleVisit(payload, visit, Number(fields.slot))
  if (moved === 'moved') return message(visit, t, 'VISIT_RESCHEDULED_TITLE', ['VISIT_RESCHEDULED_TEXT'])
  return refused(moved === 'changed' ? undefined : t(moved === 'gone' ? 'VISIT_SLOT_GONE' : 'VISIT_PAST'))
}
