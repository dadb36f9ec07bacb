'use client'

import { useEffect, useRef, useState } from 'react'

import { onDemandComponent } from '../layout/OnDemand.client'
import styles from './PropertyDetail.module.css'
import type { MapProps } from './PropertyMapView.client'

// Google's map library is fetched with the map, not with every page; when the map's code cannot be, the
// map says so as it does when Google's script cannot.
const PropertyMapView = onDemandComponent<MapProps>(
  () => import('./PropertyMapView.client').then((m) => m.PropertyMapView),
  ({ labels }) => (
    <p className={styles.mapProblem} role="status">
      {labels.unavailable}
    </p>
  ),
)

/**
 * The listing on a Google map, loaded when it comes near the screen (Google's script is not requested
 * before, nor its map library). A published address gets a marker and street view; a hidden one is
 * shown zoomed out around its approximate position, without marker or street view.
 */
export const PropertyMap = (props: MapProps) => {
  const holder = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = holder.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={holder} className={styles.mapHolder}>
      {near && <PropertyMapView {...props} />}
    </div>
  )
}
