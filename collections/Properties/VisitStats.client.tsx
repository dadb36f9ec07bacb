'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { useAdminText } from '@/components/admin/useAdminText'
import { VisitChart } from '@/components/owner/VisitChart.client'
import { isLocale } from '@/i18n/locales'
import { type DayCount, brusselsDay, dailySeries, visitTotals } from '@/lib/visits/days'

/** The listing's visit figures and 30-day chart in the admin: what its owner sees in the portal. */
export const VisitStats = () => {
  const { id } = useDocumentInfo()
  const { t, language } = useAdminText()
  const [rows, setRows] = useState<DayCount[] | null>(null)
  useEffect(() => {
    if (!id) return
    const controller = new AbortController()
    fetch(`/api/property-visits?where[property][equals]=${encodeURIComponent(String(id))}&limit=5000&depth=0&sort=-day`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ docs: DayCount[] }>) : { docs: [] }))
      .then(({ docs }) => setRows(docs.map(({ day, visits }) => ({ day, visits }))))
      .catch(() => undefined)
    return () => controller.abort()
  }, [id])
  if (!id) return <p>{t('STATS_AFTER_SAVE')}</p>
  if (!rows) return <p>{t('STATS_LOADING')}</p>
  const today = brusselsDay(new Date())
  const totals = visitTotals(rows, today)
  return (
    <div style={{ display: 'grid', gap: 16, marginBottom: 24 }}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: 0 }}>
        {(
          [
            [t('STATS_TODAY'), totals.today],
            [t('STATS_WEEK'), totals.week],
            [t('STATS_MONTH'), totals.month],
            [t('STATS_TOTAL'), totals.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} style={{ padding: 12, borderRadius: 4, background: 'var(--theme-elevation-50)' }}>
            <dt style={{ fontSize: 13 }}>{label}</dt>
            <dd style={{ margin: 0, fontSize: 26, fontWeight: 700 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <VisitChart series={dailySeries(rows, today)} locale={isLocale(language) ? language : 'nl'} label={t('STATS_CHART')} />
      <p style={{ margin: 0, fontSize: 13 }}>{t('STATS_HELP')}</p>
    </div>
  )
}
