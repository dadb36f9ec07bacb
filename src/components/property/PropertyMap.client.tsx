'use client'

import { APILoadingStatus, APIProvider, Map, Marker, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps'
import { useEffect, useRef, useState } from 'react'

import styles from './PropertyDetail.module.css'

type Labels = { map: string; streetView: string; unavailable: string; approximate: string }
type Props = { apiKey: string; lat: number; lng: number; exact: boolean; title: string; language: string; labels: Labels }

const Problem = ({ text }: { text: string }) => {
  const status = useApiLoadingStatus()
  return status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE ? (
    <p className={styles.mapProblem} role="status">
      {text}
    </p>
  ) : null
}

/** Opens Google's street view at the listing's position (only offered for a published address). */
const StreetViewButton = ({ lat, lng, label }: { lat: number; lng: number; label: string }) => {
  const map = useMap()
  return (
    <button
      type="button"
      className="button"
      disabled={!map}
      onClick={() => {
        const view = map?.getStreetView()
        view?.setPosition({ lat, lng })
        view?.setVisible(true)
      }}
    >
      {label}
    </button>
  )
}

/**
 * The listing on a Google map, loaded when it comes near the screen (Google's script is not requested
 * before). A published address gets a marker and street view; a hidden one a circle around the
 * approximate area, and no street view.
 */
export const PropertyMap = ({ apiKey, lat, lng, exact, title, language, labels }: Props) => {
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
      {near && (
        <APIProvider apiKey={apiKey} language={language} region="BE">
          <Problem text={labels.unavailable} />
          <div className={styles.map} role="region" aria-label={labels.map}>
            <Map defaultCenter={{ lat, lng }} defaultZoom={exact ? 16 : 14} gestureHandling="cooperative" clickableIcons={false} streetViewControl={exact}>
              {exact && <Marker position={{ lat, lng }} title={title} />}
            </Map>
          </div>
          {exact ? <StreetViewButton lat={lat} lng={lng} label={labels.streetView} /> : <p className={styles.note}>{labels.approximate}</p>}
        </APIProvider>
      )}
    </div>
  )
}
