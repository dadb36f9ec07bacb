/** The results map: which listings it can place and the area it opens on. */

/** One listing on the results map, with what its marker's card shows. */
export type MapItem = {
  id: number
  lat: number
  lng: number
  title: string
  href: string
  /** The price line as the card shows it (display rules applied). */
  price: string
  /** Street and number when published, else postcode and city. */
  address: string
  image?: string | null
  /** The address is hidden: the position is the centre of an area, not the house. */
  approximate: boolean
}

export type Bounds = { north: number; south: number; east: number; west: number }

/** Belgium and Luxembourg: where the map opens when no listing can be placed. */
export const DEFAULT_BOUNDS: Bounds = { north: 51.51, south: 49.45, east: 6.53, west: 2.54 }

/** Around a single listing the map shows about 2 km each way rather than zooming to a point. */
const MIN_SPAN = 0.02

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/** The items that have a usable position (both coordinates numbers within range, not the 0,0 placeholder). */
export const placeable = <T extends { lat: unknown; lng: unknown }>(items: readonly T[]): (T & { lat: number; lng: number })[] =>
  items.filter((item): item is T & { lat: number; lng: number } => isCoordinate(item.lat, 90) && isCoordinate(item.lng, 180) && !(item.lat === 0 && item.lng === 0))

/** The smallest area holding every placeable item, at least MIN_SPAN wide and high; DEFAULT_BOUNDS when there is none. */
export const boundsOf = (items: readonly { lat: unknown; lng: unknown }[]): Bounds => {
  const points = placeable(items)
  if (points.length === 0) return DEFAULT_BOUNDS
  let north = -90
  let south = 90
  let east = -180
  let west = 180
  for (const { lat, lng } of points) {
    north = Math.max(north, lat)
    south = Math.min(south, lat)
    east = Math.max(east, lng)
    west = Math.min(west, lng)
  }
  const widen = (low: number, high: number): [number, number] => {
    const missing = MIN_SPAN - (high - low)
    return missing > 0 ? [low - missing / 2, high + missing / 2] : [low, high]
  }
  ;[south, north] = widen(south, north)
  ;[west, east] = widen(west, east)
  return { north, south, east, west }
}
