/** Which listings a detail page proposes as similar ("similar listings": same goal, type and area). */

/**
 * The `count` candidates whose price is nearest `price`, ties kept in their given order (newest first).
 * Candidates without a visible price, or all of them when `price` itself is hidden, follow in that order.
 */
export const similarListings = <T extends { price?: number | null }>(candidates: readonly T[], price: number | null | undefined, count: number): T[] => {
  const known = typeof price === 'number' && Number.isFinite(price)
  const distance = (item: T): number =>
    known && typeof item.price === 'number' && Number.isFinite(item.price) ? Math.abs(item.price - price) : Number.POSITIVE_INFINITY
  return candidates
    .map((item, index) => ({ item, index, distance: distance(item) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map((entry) => entry.item)
}
