'use client'

import { type ComponentProps, type ReactNode, useState } from 'react'

import type { MapItem } from '@/lib/search/mapView'

import { onDemandComponent } from '../layout/OnDemand.client'
import { useHydrated } from '../layout/useHydrated'
import type { ResultsMap as ResultsMapCode, ResultsMapLabels } from './ResultsMap.client'
import styles from './ResultsViews.module.css'

// Google's script and the map code load only when the visitor opens the map; when the code cannot, the
// map says so as it does when Google's script cannot, and the list stays one click away.
const ResultsMap = onDemandComponent<ComponentProps<typeof ResultsMapCode>>(
  () => import('./ResultsMap.client').then((m) => m.ResultsMap),
  ({ labels }) => (
    <p className={styles.problem} role="status">
      {labels.unavailable}
    </p>
  ),
)

type Props = {
  /** Site settings' Maps key; without one there is no map and no toggle. */
  mapsKey: string | null | undefined
  items: MapItem[]
  language: string
  labels: ResultsMapLabels & { list: string; views: string }
  /** The list of results. */
  children: ReactNode
}

/** The results as a list, or on a map when a Maps key is set: a two-button toggle switches between them. */
export const ResultsViews = ({ mapsKey, items, language, labels, children }: Props) => {
  const [view, setView] = useState<'list' | 'map'>('list')
  // The toggle is useless without JavaScript, so it is not shown before React runs.
  const hydrated = useHydrated()
  if (!mapsKey || items.length === 0) return <>{children}</>
  return (
    <>
      {hydrated && (
        <div className={styles.toggle} role="group" aria-label={labels.views}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {labels.list}
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
            {labels.map}
          </button>
        </div>
      )}
      {view === 'map' && <ResultsMap apiKey={mapsKey} items={items} language={language} labels={labels} />}
      <div hidden={view === 'map'}>{children}</div>
    </>
  )
}
