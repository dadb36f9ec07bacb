import { describe, expect, it } from 'vitest'

import { onDemand } from '@/components/layout/onDemand'

/** A fetch the test settles by hand, counting the requests made. */
const fetches = () => {
  const made: { resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  const load = () => new Promise<string>((resolve, reject) => made.push({ resolve, reject }))
  return { made, load }
}

describe('onDemand', () => {
  it('asks once while a fetch is on its way, and keeps what came', async () => {
    const { made, load } = fetches()
    const fetchCode = onDemand(load)
    const first = fetchCode()
    const second = fetchCode()
    expect(made).toHaveLength(1)
    made[0].resolve('code')
    await expect(first).resolves.toBe('code')
    await expect(second).resolves.toBe('code')
    await expect(fetchCode()).resolves.toBe('code')
    expect(made).toHaveLength(1)
  })

  it('after a failed fetch, gives the failure to those who waited and asks again at the next call', async () => {
    const { made, load } = fetches()
    const fetchCode = onDemand(load)
    const waiting = [fetchCode(), fetchCode()]
    made[0].reject(new Error('Loading chunk 7647 failed.'))
    for (const call of waiting) await expect(call).rejects.toThrow('Loading chunk 7647 failed.')
    const retry = fetchCode()
    expect(made).toHaveLength(2)
    made[1].resolve('code')
    await expect(retry).resolves.toBe('code')
    await expect(fetchCode()).resolves.toBe('code')
    expect(made).toHaveLength(2)
  })
})
