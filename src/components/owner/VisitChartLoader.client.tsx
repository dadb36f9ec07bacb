'use client'

import dynamic from 'next/dynamic'

import styles from './Owner.module.css'

/** The chart's code (nivo) loads after the page, in the browser only; its place is kept meanwhile. */
export const VisitChartLoader = dynamic(() => import('./VisitChart.client').then((module) => module.VisitChart), {
  ssr: false,
  loading: () => <div className={styles.chart} aria-hidden="true" />,
})
