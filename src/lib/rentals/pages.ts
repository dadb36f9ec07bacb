/**
 * The pages of a candidate's link (`/api/application/{action}?token=...`), plain HTML that works without
 * JavaScript: the application as it stands with what was sent, and two posts (a mail scanner following
 * the link changes nothing): withdraw it, or erase it and its document at once.
 */
import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale } from '@/i18n/locales'
import { canWithdraw } from '@/lib/domain/rentalApplication'
import { htmlResponse } from '@/lib/forms/answer'
import { FORMS } from '@/lib/forms/definitions'
import { standalonePage } from '@/lib/forms/noticePage'
import { escapeHtml } from '@/lib/html/escape'
import { dictionaryOf } from '@/lib/payload/freshReads'

import { type Application, applicationByToken, replaceApplication, stateKey } from './application'
import { eraseApplications } from './erasure'

export const APPLICATION_ACTIONS = ['manage', 'confirm', 'withdraw', 'erase'] as const

const actionUrl = (action: string, token: string) => `/api/application/${action}?token=${encodeURIComponent(token)}`
const p = (text: string) => `<p>${escapeHtml(text)}</p>`
const button = (label: string) => `<button type="submit">${escapeHtml(label)}</button>`

/** The listing, the status and every value sent, labelled as the form labelled them. */
const facts = (application: Application, t: Translate): string => {
  const sent = FORMS['rent-application'].fields.flatMap((def): [string, string][] => {
    const value = application.data[def.name]
    if (value === undefined || value === null || value === '' || def.kind === 'checkbox' || def.kind === 'file') return []
    return [[t(def.label), String(value)]]
  })
  const rows: [string, string][] = [[t('PROPERTY'), application.property?.name ?? ''], [t('STATUS'), t(stateKey(application.status))], ...sent, ...(application.file ? ([[t('APPLICATION_PROOF'), t('YES')]] as [string, string][]) : [])]
  return `<table><tbody>${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th scope="row" style="padding-right:1rem">${escapeHtml(label)}</th><td style="white-space:normal">${escapeHtml(value)}</td></tr>`)
    .join('')}</tbody></table>`
}

const managePage = (application: Application, t: Translate): string => {
  const parts = [facts(application, t)]
  if (canWithdraw(application.status)) parts.push(`<form method="post" action="${escapeHtml(actionUrl('withdraw', application.token))}">${p(t('APPLICATION_WITHDRAW_TEXT'))}${button(t('APPLICATION_WITHDRAW_BUTTON'))}</form>`)
  parts.push(`<form method="post" action="${escapeHtml(actionUrl('erase', application.token))}">${p(t('APPLICATION_ERASE_TEXT'))}${button(t('APPLICATION_ERASE_BUTTON'))}</form>`)
  if (application.property && canWithdraw(application.status)) parts.push(p(t('APPLICATION_CHANGE_TEXT')), `<p><a href="${escapeHtml(`${application.property.url}#rent-application`)}">${escapeHtml(t('APPLICATION_CHANGE_LINK'))}</a></p>`)
  else if (application.property) parts.push(`<p><a href="${escapeHtml(application.property.url)}">${escapeHtml(t('VISIT_SEE_LISTING'))}</a></p>`)
  return standalonePage(application.locale, t('APPLICATION_MANAGE_TITLE'), parts.join(''))
}

/** The 404 page of a forged, mistyped or erased link: it tells nothing of any application. */
const invalid = async (payload: Payload): Promise<Response> => {
  const t = await dictionaryOf(payload, defaultLocale)
  return htmlResponse(standalonePage(defaultLocale, t('ALERT_LINK_INVALID'), `<p><a href="/${defaultLocale}/">${escapeHtml(t('BACK_TO_HOME'))}</a></p>`), 404)
}

const erase = async (application: Application, t: Translate, payload: Payload): Promise<Response> => {
  await eraseApplications(payload, [{ id: application.id, file: application.file, createdAt: '' }])
  return htmlResponse(standalonePage(application.locale, t('APPLICATION_ERASED_TITLE'), p(t('APPLICATION_ERASED_TEXT'))))
}

/** Answers one link of a candidate: GET shows, POST acts. */
export const answerApplicationLink = async (payload: Payload, request: Request, action: string): Promise<Response> => {
  if (!(APPLICATION_ACTIONS as readonly string[]).includes(action)) return invalid(payload)
  const application = await applicationByToken(payload, new URL(request.url).searchParams.get('token'))
  if (!application) return invalid(payload)
  const t = await dictionaryOf(payload, application.locale)
  if (application.status === 'unconfirmed') {
    // A second application waits for its address: the link confirms it (a POST), or it is erased.
    if (action === 'erase' && request.method === 'POST') return erase(application, t, payload)
    if (action !== 'confirm' || request.method !== 'POST') {
      const confirm = `<form method="post" action="${escapeHtml(actionUrl('confirm', application.token))}">${p(t('APPLICATION_CONFIRM_TEXT'))}${button(t('APPLICATION_CONFIRM_BUTTON'))}</form>`
      return htmlResponse(standalonePage(application.locale, t('APPLICATION_CONFIRM_SUBJECT'), facts(application, t) + confirm))
    }
    const first = await replaceApplication(payload, application)
    return first ? htmlResponse(managePage(first, t)) : invalid(payload)
  }
  if (request.method !== 'POST' || action === 'manage' || action === 'confirm') return htmlResponse(managePage(application, t))
  if (action === 'erase') return erase(application, t, payload)
  if (!canWithdraw(application.status)) return htmlResponse(managePage(application, t), 409)
  // The status hook mails the candidate that it is withdrawn.
  await payload.update({ collection: 'form-submissions', id: application.id, data: { application: { status: 'withdrawn' } }, overrideAccess: true })
  return htmlResponse(managePage({ ...application, status: 'withdrawn' }, t))
}
