/** About 1.1 km north-south: wide enough that a house cannot be picked out, close enough to show the area. */
export const APPROXIMATE_CELL_DEGREES = 0.01

/**
 * A map coordinate for a listing whose address is not published: the centre of the grid cell that
 * holds it. Every spot in a cell gives the same answer, so the exact position cannot be recovered.
 */
export const approximateCoordinate = (value: number, cell: number = APPROXIMATE_CELL_DEGREES): number => {
  if (!Number.isFinite(value)) return value
  const centre = Math.floor(value / cell) * cell + cell / 2
  return Math.round(centre * 1e6) / 1e6
}
