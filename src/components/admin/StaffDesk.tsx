import type { Payload, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { connectedSources } from '@/lib/crm/connectors'
import { connectorState } from '@/lib/crm/log'
import { CRM_NAMES } from '@/lib/crm/types'
import { adminIntlLocale, adminTranslator } from '@/i18n/admin/texts'
import { staffDesk } from '@/lib/staff/desk'
import { mentionTextKey } from '@/lib/domain/mandatoryMentions'

import { CrmSync } from './CrmSync.client'

const dateTime = (language: string) =>
  new Intl.DateTimeFormat(adminIntlLocale(language), { timeZone: 'Europe/Brussels', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

const box: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 'calc(var(--base) * 0.75)' }

/**
 * The admin dashboard's first block, for the signed-in staff member: what needs them today, each figure
 * linking to the list behind it.
 */
export const StaffDesk = async ({ payload, user, i18n }: { payload: Payload; user?: PayloadRequest['user']; i18n: { language: string } }) => {
  if (!isStaffUser(user) || user?.collection !== 'users') return null
  const t = adminTranslator(i18n.language)
  const format = dateTime(i18n.language)
  const when = (iso: string) => format.format(new Date(iso))
  const day = new Intl.DateTimeFormat(adminIntlLocale(i18n.language), { timeZone: 'Europe/Brussels', day: '2-digit', month: '2-digit', year: 'numeric' })
  const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, select: { desk: true } })
  const desk = await staffDesk(payload, { id: Number(user.id), desk: stored.desk })
  const crms = await Promise.all(connectedSources().map(async (source) => ({ source, state: await connectorState(payload, source) })))
  return (
    <section aria-labelledby="staff-desk" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="staff-desk">{t('DESK_TITLE')}</h2>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', marginTop: 'var(--base)' }}>
        <div style={box}>
          <h3>{t('DESK_NEW_LEADS')}</h3>
          <p>
            <a href={desk.newLeads.href} data-desk="new-leads">
              {t('DESK_SINCE_LAST_VISIT', { count: desk.newLeads.count })}
            </a>
          </p>
        </div>
        <div style={box}>
          <h3>{t('DESK_VISITS')}</h3>
          {desk.visits.items.length === 0 ? (
            <p>{t('DESK_NONE_BOOKED')}</p>
          ) : (
            <ul data-desk="visits">
              {desk.visits.items.slice(0, 8).map((visit) => (
                <li key={visit.id}>
                  <a href={`/admin/collections/form-submissions/${visit.id}`}>
                    {when(visit.start)}: {visit.listing}
                    {visit.name ? `, ${visit.name}` : ''} ({t(`VISIT_${visit.status.toUpperCase()}`)})
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href={desk.visits.href}>{t('DESK_ALL', { count: desk.visits.items.length })}</a>
          </p>
        </div>
        <div style={box}>
          <h3>{t('DESK_BLOCKED')}</h3>
          {desk.blocked.items.length === 0 ? (
            <p>{t('DESK_NONE_BLOCKED')}</p>
          ) : (
            <>
              <ul data-desk="blocked">
                {desk.blocked.items.slice(0, 6).map((item) => (
                  <li key={item.id}>
                    <a href={`/admin/collections/properties/${item.id}`}>{item.name}</a>: {item.missing.map((id) => t(mentionTextKey(id))).join(', ')}
                  </li>
                ))}
              </ul>
              <p>
                <a href={desk.blocked.href}>{t('DESK_ALL', { count: desk.blocked.items.length })}</a>
              </p>
            </>
          )}
        </div>
        <div style={box}>
          <h3>{t('DESK_CERTIFICATES')}</h3>
          {desk.certificates.items.length === 0 ? (
            <p>{t('DESK_NONE')}</p>
          ) : (
            <>
              <ul data-desk="certificates">
                {desk.certificates.items.slice(0, 6).map((item) => (
                  <li key={`${item.id}-${item.deadline.kind}`}>
                    <a href={`/admin/collections/properties/${item.id}`}>{item.name}</a>: {t(`CERT_${item.deadline.kind.toUpperCase()}`)}{' '}
                    {t(item.deadline.expired ? 'DESK_EXPIRED' : 'DESK_UNTIL', { date: day.format(new Date(`${item.deadline.expires}T12:00:00Z`)) })}
                  </li>
                ))}
              </ul>
              <p>
                <a href={desk.certificates.href}>{t('DESK_ALL', { count: desk.certificates.items.length })}</a>
              </p>
            </>
          )}
        </div>
        {desk.calendarUrl && (
          <div style={box}>
            <h3>{t('DESK_CALENDAR')}</h3>
            <p>{t('DESK_CALENDAR_HELP')}</p>
            <p>
              <code data-desk="calendar" style={{ overflowWrap: 'anywhere' }}>
                {desk.calendarUrl}
              </code>
            </p>
          </div>
        )}
        {crms.length > 0 && (
          <div style={box}>
            <h3>{t('DESK_CRM')}</h3>
            <ul data-desk="crm">
              {crms.map(({ source, state }) => (
                <li key={source}>
                  {CRM_NAMES[source]}: {state.lastSuccessAt ? t('DESK_CRM_LAST_WORKED', { when: when(state.lastSuccessAt) }) : t('DESK_CRM_NOT_HEARD')}
                  {state.lastErrorAt && (!state.lastSuccessAt || state.lastErrorAt > state.lastSuccessAt) ? t('DESK_CRM_FAILING', { when: when(state.lastErrorAt), error: state.lastError ?? '' }) : ''}
                </li>
              ))}
            </ul>
            <p>
              <a href="/admin/collections/crm-log">{t('DESK_CRM_LOG')}</a> · <a href="/admin/collections/crm-log?where[outcome][in]=failed,refused,offline">{t('DESK_CRM_NEEDS_LOOK')}</a>
            </p>
            <CrmSync />
          </div>
        )}
        <div style={box}>
          <h3>{t('DESK_MOST_VIEWED')}</h3>
          {desk.mostViewed.items.length === 0 ? (
            <p>{t('DESK_NO_VISITS')}</p>
          ) : (
            <ol data-desk="most-viewed">
              {desk.mostViewed.items.map((item) => (
                <li key={item.id}>
                  <a href={`/admin/collections/properties/${item.id}`}>{item.name}</a>: {item.visits}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  )
}
