import { describe, expect, it } from 'vitest'

import { createFairGate } from '@/lib/api/fairGate'

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

/** Enters `client` and records, in `order`, when its turn comes; returns how to end that turn. */
const request = (gate: ReturnType<typeof createFairGate>, client: string, order: string[], name = client) => {
  const turn = gate.enter(client)
  if (!turn) throw new Error(`${name} refused`)
  let leave: (() => void) | null = null
  void turn.then((end) => {
    order.push(name)
    leave = end
  })
  return { leave: () => leave?.() }
}

describe('the API gate', () => {
  it('lets `slots` requests in at once and the next in when one leaves', async () => {
    const gate = createFairGate({ slots: 2, perClient: 10 })
    const order: string[] = []
    const [a1, a2] = [request(gate, 'a', order, 'a1'), request(gate, 'a', order, 'a2'), request(gate, 'a', order, 'a3')]
    await settle()
    expect(order).toEqual(['a1', 'a2'])
    expect(gate.load()).toEqual({ inside: 2, waiting: 1 })
    a1.leave()
    await settle()
    expect(order).toEqual(['a1', 'a2', 'a3'])
    expect(gate.load()).toEqual({ inside: 2, waiting: 0 })
    a2.leave()
    expect(gate.load()).toEqual({ inside: 1, waiting: 0 })
  })

  it('gives turns round the waiting clients: one request of a client waits one turn behind a crowd of another', async () => {
    const gate = createFairGate({ slots: 1, perClient: 100 })
    const order: string[] = []
    const first = request(gate, 'crowd', order, 'crowd0')
    const crowd = Array.from({ length: 20 }, (_, i) => request(gate, 'crowd', order, `crowd${i + 1}`))
    const editor = request(gate, 'editor', order)
    await settle()
    first.leave()
    await settle()
    crowd[0].leave()
    await settle()
    // The crowd's oldest waiting request, then the editor's, before the rest of the crowd.
    expect(order).toEqual(['crowd0', 'crowd1', 'editor'])
    editor.leave()
    await settle()
    expect(order.at(-1)).toBe('crowd2')
  })

  it('refuses a client with `perClient` requests waiting, and no other', async () => {
    const gate = createFairGate({ slots: 1, perClient: 2 })
    const order: string[] = []
    const inside = request(gate, 'a', order, 'a0')
    request(gate, 'a', order, 'a1')
    request(gate, 'a', order, 'a2')
    expect(gate.enter('a')).toBeNull()
    expect(gate.enter('b')).not.toBeNull()
    await settle()
    inside.leave()
    await settle()
    // a1 went in: a has one waiting again and may queue another.
    expect(gate.enter('a')).not.toBeNull()
  })

  it('ends a turn once, however often its end is called', async () => {
    const gate = createFairGate({ slots: 1, perClient: 10 })
    const leave = await gate.enter('a')
    const order: string[] = []
    request(gate, 'b', order)
    request(gate, 'c', order)
    leave?.()
    leave?.()
    await settle()
    expect(order).toEqual(['b'])
    expect(gate.load()).toEqual({ inside: 1, waiting: 1 })
  })

  it('gives up the place of a request whose client went while it waited, and its turn goes to the next', async () => {
    const gate = createFairGate({ slots: 1, perClient: 1 })
    const leave = await gate.enter('a')
    const gone = new AbortController()
    const waited = gate.enter('b', gone.signal)
    const order: string[] = []
    request(gate, 'c', order)
    expect(gate.load()).toEqual({ inside: 1, waiting: 2 })
    gone.abort()
    expect(await waited).toBeNull()
    expect(gate.load()).toEqual({ inside: 1, waiting: 1 })
    // b may queue again: its one place was given back.
    expect(gate.enter('b')).not.toBeNull()
    leave?.()
    await settle()
    expect(order).toEqual(['c'])
    // A request whose client had already gone takes no place at all.
    const before = gate.load()
    expect(await gate.enter('d', AbortSignal.abort())).toBeNull()
    expect(gate.load()).toEqual(before)
  })
})
