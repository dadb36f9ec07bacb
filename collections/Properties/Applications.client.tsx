'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { useAdminText } from '@/components/admin/useAdminText'

type Row = {
  id: number
  name: string | null
  email: string | null
  createdAt: string
  application?: { status?: string | null; complete?: boolean | null; incomeRatio?: number | null; persons?: number | null; movingDate?: string | null; ownerDecision?: string | null } | null
}
type VisitRow = { email?: string | null; appointmentStatus?: string | null; visit?: { feedback?: { impression?: string | null } | null } | null }

type Column = 'name' | 'createdAt' | 'persons' | 'incomeRatio' | 'movingDate' | 'complete' | 'visit' | 'feedback' | 'status'

const get = async <T,>(url: string, signal: AbortSignal): Promise<T[]> => {
  const res = await fetch(url, { credentials: 'include', signal })
  return res.ok ? ((await res.json()) as { docs: T[] }).docs : []
}

/**
 * A rent listing's applications in one table staff sort by any column (household, income against the
 * rent, moving date, complete, the candidate's visit and its feedback, status), each row opening the
 * application, where its status is changed (collections/fields/application.ts).
 */
export const Applications = () => {
  const { id } = useDocumentInfo()
  const goal = useFormFields(([fields]) => fields.goal?.value)
  const { t, language } = useAdminText()
  const [rows, setRows] = useState<Row[] | null>(null)
  const [visits, setVisits] = useState<VisitRow[]>([])
  const [sort, setSort] = useState<{ by: Column; down: boolean }>({ by: 'incomeRatio', down: true })
  useEffect(() => {
    if (!id || goal !== 'rent') return
    const controller = new AbortController()
    const about = `where[property][equals]=${encodeURIComponent(String(id))}&depth=0&limit=500`
    Promise.all([
      get<Row>(`/api/form-submissions?${about}&where[kind][equals]=rent-application&sort=-createdAt`, controller.signal),
      get<VisitRow>(`/api/form-submissions?${about}&where[kind][equals]=contact-appointment`, controller.signal),
    ])
      .then(([applications, booked]) => {
        setRows(applications)
        setVisits(booked)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, goal])
  if (goal !== 'rent') return null
  if (!id) return <p>{t('APPS_AFTER_SAVE')}</p>
  if (!rows) return null
  const visitOf = (email: string | null) => visits.find((visit) => email && visit.email?.toLowerCase() === email.toLowerCase())
  const value = (row: Row, column: Column): string | number => {
    const a = row.application ?? {}
    if (column === 'name') return row.name ?? ''
    if (column === 'createdAt') return row.createdAt
    if (column === 'persons') return a.persons ?? -1
    if (column === 'incomeRatio') return a.incomeRatio ?? -1
    if (column === 'movingDate') return a.movingDate ?? ''
    if (column === 'complete') return a.complete ? 1 : 0
    if (column === 'visit') return visitOf(row.email)?.appointmentStatus ?? ''
    if (column === 'feedback') return visitOf(row.email)?.visit?.feedback?.impression ?? ''
    return a.status ?? ''
  }
  const sorted = [...rows].sort((x, y) => {
    const [a, b] = [value(x, sort.by), value(y, sort.by)]
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))
    return sort.down ? -order : order
  })
  const date = (iso: string | null | undefined) => (iso ? new Intl.DateTimeFormat(`${language}-BE`, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '—')
  const columns: [Column, string][] = [
    ['name', t('APPS_CANDIDATE')],
    ['createdAt', t('APPS_RECEIVED')],
    ['persons', t('APPS_HOUSEHOLD')],
    ['incomeRatio', t('APPS_RATIO')],
    ['movingDate', t('APPS_MOVING')],
    ['complete', t('APPS_COMPLETE')],
    ['visit', t('APPS_VISIT')],
    ['feedback', t('APPS_FEEDBACK')],
    ['status', t('APPS_STATUS')],
  ]
  return (
    <section style={{ marginBottom: 24 }} aria-labelledby="rent-applications">
      <h3 id="rent-applications">
        {t('APPS_TITLE')} ({rows.length})
      </h3>
      <p style={{ fontSize: 13 }}>{t('APPS_HELP')}</p>
      {rows.length === 0 ? (
        <p>{t('APPS_NONE')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {columns.map(([column, label]) => (
                  <th key={column} scope="col" aria-sort={sort.by === column ? (sort.down ? 'descending' : 'ascending') : 'none'} style={{ textAlign: 'left', padding: '6px 8px' }}>
                    <button type="button" className="btn btn--style-none" onClick={() => setSort({ by: column, down: sort.by === column ? !sort.down : true })}>
                      {label}
                      {sort.by === column ? (sort.down ? ' ▼' : ' ▲') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => {
                const a = row.application ?? {}
                const visit = visitOf(row.email)
                const impression = visit?.visit?.feedback?.impression
                return (
                  <tr key={row.id} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                    <td style={{ padding: '6px 8px' }}>
                      <a href={`/admin/collections/form-submissions/${row.id}`}>{row.name || row.email || row.id}</a>
                    </td>
                    <td style={{ padding: '6px 8px' }}>{date(row.createdAt)}</td>
                    <td style={{ padding: '6px 8px' }}>{a.persons ?? '—'}</td>
                    <td style={{ padding: '6px 8px' }}>{a.incomeRatio ?? '—'}</td>
                    <td style={{ padding: '6px 8px' }}>{date(a.movingDate)}</td>
                    <td style={{ padding: '6px 8px' }}>{a.complete ? t('APPS_YES') : t('APPS_NO')}</td>
                    <td style={{ padding: '6px 8px' }}>{visit?.appointmentStatus === 'confirmed' ? t('APPS_YES') : '—'}</td>
                    <td style={{ padding: '6px 8px' }}>{impression ? t(`APPS_IMPRESSION_${impression.replace('-', '_').toUpperCase()}`) : '—'}</td>
                    <td style={{ padding: '6px 8px' }}>{a.status ? t(`APPS_STATE_${a.status.toUpperCase()}`) : '—'}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
