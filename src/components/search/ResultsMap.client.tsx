'use client'

import { APILoadingStatus, APIProvider, InfoWindow, Map, Marker, useApiLoadingStatus, useMarkerRef } from '@vis.gl/react-google-maps'
import { useState } from 'react'

import { boundsOf, type MapItem, placeable } from '@/lib/search/mapView'

import styles from './ResultsViews.module.css'

export type ResultsMapLabels = { map: string; unavailable: string; approximate: string }

/** Says so when Google's script cannot load (offline, blocked, a wrong key): the list stays one click away. */
const LoadProblem = ({ text }: { text: string }) => {
  const status = useApiLoadingStatus()
  const failed = status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE
  return failed ? (
    <p className={styles.problem} role="status">
      {text}
    </p>
  ) : null
}

/** A listing's marker; selected, it opens a card linking to the listing. */
const ListingMarker = ({ item, selected, onSelect, approximateText }: { item: MapItem; selected: boolean; onSelect: (id: number | null) => void; approximateText: string }) => {
  const [ref, marker] = useMarkerRef()
  return (
    <>
      <Marker ref={ref} position={{ lat: item.lat, lng: item.lng }} title={`${item.title}, ${item.price}`} onClick={() => onSelect(item.id)} />
      {selected && (
        <InfoWindow anchor={marker} onCloseClick={() => onSelect(null)} headerContent={<strong className={styles.cardPrice}>{item.price}</strong>}>
          <a href={item.href} className={styles.card}>
            {item.image && <img src={item.image} alt="" width={250} height={167} />}
            <span className={styles.cardTitle}>{item.title}</span>
            <span>{item.address}</span>
            {item.approximate && <small>{approximateText}</small>}
          </a>
        </InfoWindow>
      )}
    </>
  )
}

/**
 * The results on a Google map, one marker per listing that has a position (listings with a hidden
 * address come with an approximate one). Loaded only when the visitor asks for the map.
 */
export const ResultsMap = ({ apiKey, items, language, labels }: { apiKey: string; items: MapItem[]; language: string; labels: ResultsMapLabels }) => {
  const [selected, setSelected] = useState<number | null>(null)
  const points = placeable(items)
  return (
    <APIProvider apiKey={apiKey} language={language} region="BE">
      <LoadProblem text={labels.unavailable} />
      <div className={styles.map} role="region" aria-label={labels.map}>
        <Map defaultBounds={boundsOf(points)} gestureHandling="cooperative" clickableIcons={false} reuseMaps>
          {points.map((item) => (
            <ListingMarker key={item.id} item={item} selected={selected === item.id} onSelect={setSelected} approximateText={labels.approximate} />
          ))}
        </Map>
      </div>
    </APIProvider>
  )
}
