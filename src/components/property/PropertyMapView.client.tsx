'use client'

import { APILoadingStatus, APIProvider, Map, Marker, useApiLoadingStatus, useMap } from '@vis.gl/react-google-maps'

import styles from './PropertyDetail.module.css'

export type MapLabels = { map: string; streetView: string; unavailable: string; approximate: string }
export type MapProps = { apiKey: string; lat: number; lng: number; exact: boolean; title: string; language: string; labels: MapLabels }

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

/** The map itself, with Google's script: loaded by PropertyMap only when it comes near the screen. */
export const PropertyMapView = ({ apiKey, lat, lng, exact, title, language, labels }: MapProps) => (
  <APIProvider apiKey={apiKey} language={language} region="BE">
    <Problem text={labels.unavailable} />
    <div className={styles.map} role="region" aria-label={labels.map}>
      <Map defaultCenter={{ lat, lng }} defaultZoom={exact ? 16 : 14} gestureHandling="cooperative" clickableIcons={false} streetViewControl={exact}>
        {exact && <Marker position={{ lat, lng }} title={title} />}
      </Map>
    </div>
    {exact ? <StreetViewButton lat={lat} lng={lng} label={labels.streetView} /> : <p className={styles.note}>{labels.approximate}</p>}
  </APIProvider>
)
