/**
 * The cost panel without JavaScript: the listing's panel form is a plain GET to /api/costs/{id}, which
 * answers this page, the figures recomputed on the server for what the visitor sent, the same form filled
 * in again, and the way back to the listing. A listing not published, or without a panel (a hidden
 * price), is a 404, so the page never tells more than the listing's own page.
 */
import type { Payload } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { readChoices } from '@/lib/domain/costs/choices'
import { ownHomeAsked } from '@/lib/domain/costs/duties'
import { listingCosts } from '@/lib/domain/costs/listing'
import { purchaseCosts } from '@/lib/domain/costs/purchase'
import { costNote, type CostRow, purchaseRows, rateText } from '@/lib/domain/costs/rows'
import type { CostChoices } from '@/lib/domain/costs/types'
import { htmlResponse } from '@/lib/forms/answer'
import { noticePage, standalonePage } from '@/lib/forms/noticePage'
import { escapeHtml } from '@/lib/html/escape'
import { readCostRules } from '@/lib/payload/costRules'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { populated } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { brusselsDay } from '@/lib/visits/days'

const table = (caption: string, rows: readonly CostRow[]) =>
  `<table><caption>${escapeHtml(caption)}</caption><tbody>${rows
    .map((row) => `<tr${row.total ? ' class="total"' : ''}><th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`)
    .join('')}</tbody></table>`

const form = (action: string, locale: Locale, choices: CostChoices, { ownHome, buyers }: { ownHome: boolean; buyers: boolean }, t: Translate) => {
  const radio = (name: string, value: string, label: string, checked: boolean) =>
    `<label><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`
  const field = (name: string, label: string, value: string, attributes: string) =>
    `<label><span>${escapeHtml(label)}</span><input name="${name}" value="${escapeHtml(value)}" ${attributes}></label>`
  return `<form method="get" action="${escapeHtml(action)}"><input type="hidden" name="locale" value="${locale}">
${ownHome ? `<fieldset><legend>${escapeHtml(t('COSTS_OWN_HOME'))}</legend>${radio('own', '1', t('YES'), choices.ownHome)}${radio('own', '0', t('NO'), !choices.ownHome)}</fieldset>` : ''}
${buyers ? `<fieldset><legend>${escapeHtml(t('COSTS_BUYERS'))}</legend>${radio('buyers', '1', '1', choices.buyers === 1)}${radio('buyers', '2', '2', choices.buyers === 2)}</fieldset>` : ''}
${field('funds', t('COSTS_OWN_FUNDS'), String(Math.round(choices.ownFunds)), 'type="number" min="0" step="1000" inputmode="numeric"')}
${field('rate', t('COSTS_LOAN_RATE'), rateText(choices.loanRate, locale), 'type="text" inputmode="decimal"')}
${field('years', t('COSTS_LOAN_YEARS'), String(choices.loanYears), 'type="number" min="1" max="40" inputmode="numeric"')}
<button type="submit">${escapeHtml(t('COSTS_RECOMPUTE'))}</button></form>`
}

/** The page of GET /api/costs/{id}?locale=&own=&buyers=&funds=&rate=&years=. */
export const costPage = async (payload: Payload, idText: string, params: URLSearchParams): Promise<Response> => {
  const requested = params.get('locale')
  const locale: Locale = isLocale(requested) ? requested : defaultLocale
  const t = await dictionaryOf(payload, locale)
  const notFound = () => htmlResponse(noticePage({ locale, title: t('PROPERTY_NOT_FOUND'), lines: [], link: { label: t('BACK_TO_HOME'), href: `/${locale}/` } }), 404)
  const id = /^[1-9]\d{0,9}$/.test(idText) ? Number(idText) : null
  if (id === null) return notFound()
  // Read as a visitor reads it: a draft, or a price the page hides, gives nothing.
  const property = await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: false, disableErrors: true })
  if (!property) return notFound()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const costs = listingCosts(property, populated(property.city), settings.energy?.pricePerKwh, await readCostRules(payload), brusselsDay(new Date()))
  if (!costs || costs.kind !== 'sale') return notFound()
  const { choices, invalid } = readChoices(params, costs.defaults, costs.listing.price)
  const rows = purchaseRows(purchaseCosts(costs.listing, choices, costs.rules), costs.listing, costs.rules, t, locale)
  const listingPath = propertyUrl(await pageRoutes(payload), locale, property)
  // No address in this language (its results page has no path in it): no listing to come from or go back to.
  if (!listingPath) return notFound()
  const body = [
    `<p><a href="${escapeHtml(listingPath)}">${escapeHtml(property.name)}</a></p>`,
    invalid.length > 0 ? `<ul><li>${escapeHtml(t('COSTS_INVALID'))}</li></ul>` : '',
    form(`/api/costs/${id}`, locale, choices, { ownHome: ownHomeAsked(costs.listing, costs.rules.duties), buyers: ownHomeAsked(costs.listing, costs.rules.duties) && costs.rules.duties.creditPerBuyer > 0 }, t),
    table(t('COSTS_ONCE'), rows.once),
    table(t('COSTS_EACH_MONTH'), rows.monthly),
    `<p><small>${escapeHtml(costNote(costs.rules, t, locale, 'sale'))}</small></p>`,
    `<p><a href="${escapeHtml(listingPath)}#costs">${escapeHtml(t('COSTS_BACK'))}</a></p>`,
  ].join('')
  return htmlResponse(standalonePage(locale, `${t('COSTS_TITLE')} – ${property.name}`, body))
}
