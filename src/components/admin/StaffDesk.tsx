import type { Payload, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { connectedSources } from '@/lib/crm/connectors'
import { connectorState } from '@/lib/crm/log'
import { CRM_NAMES } from '@/lib/crm/types'
import { staffDesk } from '@/lib/staff/desk'

import { CrmSync } from './CrmSync.client'

const when = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

const box: React.CSSProperties = { border: '1px solid var(--theme-elevation-150)', borderRadius: 8, padding: 'calc(var(--base) * 0.75)' }

/**
 * The admin dashboard's first block, for the signed-in staff member: what needs them today, each figure
 * linking to the list behind it.
 */
export const StaffDesk = async ({ payload, user }: { payload: Payload; user?: PayloadRequest['user'] }) => {
  if (!isStaffUser(user) || user?.collection !== 'users') return null
  const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, select: { desk: true } })
  const desk = await staffDesk(payload, { id: Number(user.id), desk: stored.desk })
  const crms = await Promise.all(connectedSources().map(async (source) => ({ source, state: await connectorState(payload, source) })))
  return (
    <section aria-labelledby="staff-desk" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="staff-desk">Your desk</h2>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', marginTop: 'var(--base)' }}>
        <div style={box}>
          <h3>New leads</h3>
          <p>
            <a href={desk.newLeads.href} data-desk="new-leads">
              {desk.newLeads.count} since your last visit
            </a>
          </p>
        </div>
        <div style={box}>
          <h3>Visits today and tomorrow</h3>
          {desk.visits.items.length === 0 ? (
            <p>None booked.</p>
          ) : (
            <ul data-desk="visits">
              {desk.visits.items.slice(0, 8).map((visit) => (
                <li key={visit.id}>
                  <a href={`/admin/collections/form-submissions/${visit.id}`}>
                    {when(visit.start)}: {visit.listing}
                    {visit.name ? `, ${visit.name}` : ''} ({visit.status})
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href={desk.visits.href}>All {desk.visits.items.length}</a>
          </p>
        </div>
        <div style={box}>
          <h3>Cannot be published</h3>
          {desk.blocked.items.length === 0 ? (
            <p>Every listing has its mandatory mentions.</p>
          ) : (
            <>
              <ul data-desk="blocked">
                {desk.blocked.items.slice(0, 6).map((item) => (
                  <li key={item.id}>
                    <a href={`/admin/collections/properties/${item.id}`}>{item.name}</a>: {item.missing.join(', ')}
                  </li>
                ))}
              </ul>
              <p>
                <a href={desk.blocked.href}>All {desk.blocked.items.length}</a>
              </p>
            </>
          )}
        </div>
        <div style={box}>
          <h3>Certificates running out (60 days)</h3>
          {desk.certificates.items.length === 0 ? (
            <p>None.</p>
          ) : (
            <>
              <ul data-desk="certificates">
                {desk.certificates.items.slice(0, 6).map((item) => (
                  <li key={`${item.id}-${item.deadline.kind}`}>
                    <a href={`/admin/collections/properties/${item.id}`}>{item.name}</a>: {item.deadline.kind.toUpperCase()}{' '}
                    {item.deadline.expired ? `expired ${item.deadline.expires}` : `until ${item.deadline.expires}`}
                  </li>
                ))}
              </ul>
              <p>
                <a href={desk.certificates.href}>All {desk.certificates.items.length}</a>
              </p>
            </>
          )}
        </div>
        {desk.calendarUrl && (
          <div style={box}>
            <h3>Visits in your calendar</h3>
            <p>Subscribe to this address in Google Calendar, Outlook or Apple Calendar (keep it private; an admin can renew it in the site settings):</p>
            <p>
              <code data-desk="calendar" style={{ overflowWrap: 'anywhere' }}>
                {desk.calendarUrl}
              </code>
            </p>
          </div>
        )}
        {crms.length > 0 && (
          <div style={box}>
            <h3>Listings from the CRM</h3>
            <ul data-desk="crm">
              {crms.map(({ source, state }) => (
                <li key={source}>
                  {CRM_NAMES[source]}: {state.lastSuccessAt ? `last worked ${when(state.lastSuccessAt)}` : 'not yet heard from'}
                  {state.lastErrorAt && (!state.lastSuccessAt || state.lastErrorAt > state.lastSuccessAt) ? `; failing since ${when(state.lastErrorAt)}: ${state.lastError}` : ''}
                </li>
              ))}
            </ul>
            <p>
              <a href="/admin/collections/crm-log">Import log</a> · <a href="/admin/collections/crm-log?where[outcome][in]=failed,refused,offline">What needs a look</a>
            </p>
            <CrmSync />
          </div>
        )}
        <div style={box}>
          <h3>Most viewed this week</h3>
          {desk.mostViewed.items.length === 0 ? (
            <p>No visits counted yet.</p>
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
