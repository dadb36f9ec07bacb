'use client'

import { ResponsiveLine } from '@nivo/line'

import { formatChartDay } from '@/lib/domain/dates'

import styles from './Owner.module.css'

type Point = { day: string; visits: number }


/** Visits per day over the last 30 days (nivo): loaded only by the owner portal, never by public pages. */
export const VisitChart = ({ series, locale, label }: { series: readonly Point[]; locale: string; label: string }) => {
  const short = (day: string) => formatChartDay(day, locale)
  const ticks = series.filter((_, index) => (series.length - 1 - index) % 7 === 0).map((point) => point.day)
  return (
    <div className={styles.chart}>
      <ResponsiveLine
        role="img"
        ariaLabel={label}
        data={[{ id: label, data: series.map((point) => ({ x: point.day, y: point.visits })) }]}
        margin={{ top: 12, right: 16, bottom: 36, left: 40 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisBottom={{ tickValues: ticks, format: (value) => short(String(value)) }}
        axisLeft={{ tickValues: 5 }}
        colors={['#1d3557']}
        enableArea
        areaOpacity={0.12}
        pointSize={5}
        useMesh
        animate={false}
        tooltip={({ point }) => (
          <div style={{ background: '#fff', padding: '4px 8px', border: '1px solid #d9dde3', borderRadius: 4 }}>
            {short(String(point.data.x))}: <strong>{String(point.data.y)}</strong>
          </div>
        )}
      />
    </div>
  )
}
