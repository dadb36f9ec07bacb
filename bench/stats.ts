/** Pure helpers for the bench's figures, unit-tested like the rest. */

/** The p-th percentile (0 to 100) of samples by the nearest-rank method; NaN when there are none. */
export const percentile = (samples: readonly number[], p: number): number => {
  if (!samples.length) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length)
  return sorted[Math.max(rank, 1) - 1]
}

export const median = (samples: readonly number[]): number => percentile(samples, 50)

/** "ok" or "BELOW TARGET": how a measured ratio compares with its target ratio. */
export const verdict = (ratio: number, target: number): string => (ratio >= target ? 'ok' : 'BELOW TARGET')
