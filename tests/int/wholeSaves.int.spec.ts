import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { CollectionAfterChangeHook } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startPayload, type TestPayload } from '../helpers/payload'
import { makeListings, storedListing } from '../helpers/storedListing'

/**
 * A save and everything its hooks write (versions, texts per language, photos, the listing's history, the
 * search index, queued mails and alert jobs) commit together or not at all, on SQLite as on PostgreSQL;
 * what must follow a commit (expiring cached pages, telling the proxy) follows only a commit.
 */
let t: TestPayload
let listings: number[]
let photos: number[]
const o = { overrideAccess: true, depth: 0 } as const

beforeAll(async () => {
  t = await startPayload()
  ;({ listings, photos } = await makeListings(t.payload, 3, 5))
})
afterAll(async () => t?.close())

const jobs = async () => (await t.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

describe('a hook that fails', () => {
  it('rolls the whole save back: listing, languages, photos, versions, history, index row and queued jobs', async () => {
    const { payload } = t
    const [id] = listings
    // A save that records a price change first, so the history and the alert jobs have something to write.
    await payload.update({ collection: 'properties', id, locale: 'fr', data: { name: 'Maison', price: 150_000 }, ...o })
    const before = await storedListing(payload, id)
    const jobsBefore = await jobs()

    // The proxy in front of the site, told after each committed save.
    const heard: string[][] = []
    const proxy = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        heard.push((JSON.parse(body) as { tags: string[] }).tags)
        res.end()
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    process.env.CACHE_PURGE_URL = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/purge`

    // The last of the listing's afterChange hooks fails: every other hook has written by then.
    const hooks = payload.collections.properties.config.hooks.afterChange
    const failing: CollectionAfterChangeHook = () => {
      throw new Error('a hook failed')
    }
    hooks.push(failing)
    try {
      // A price drop (an alert job and a history event), a new French name, the photos in another order.
      await expect(
        payload.update({ collection: 'properties', id, locale: 'fr', data: { name: 'Maison rénovée', price: 120_000, photos: [...photos].reverse() }, ...o }),
      ).rejects.toThrow('a hook failed')
    } finally {
      hooks.splice(hooks.indexOf(failing), 1)
    }
    expect(await storedListing(payload, id)).toEqual(before)
    expect(await jobs()).toBe(jobsBefore)

    // The same save without the failing hook is stored whole, and only it reaches the proxy.
    await payload.update({ collection: 'properties', id, locale: 'fr', data: { name: 'Maison rénovée', price: 120_000, photos: [...photos].reverse() }, ...o })
    const after = await storedListing(payload, id)
    expect(after).toMatchObject({ price: 120_000, names: { fr: 'Maison rénovée' }, photos: [...photos].reverse(), indexPrice: 120_000 })
    expect(after.latestVersions).toEqual([{ price: 120_000, photos: [...photos].reverse() }])
    expect(after.events.at(-1)).toEqual({ kind: 'price', price: 120_000 })
    expect(await jobs()).toBeGreaterThan(jobsBefore)
    await vi.waitFor(() => expect(heard.flat()).toContain('properties'))
    expect(heard.flat().filter((tag) => tag === 'properties')).toHaveLength(1)
    delete process.env.CACHE_PURGE_URL
    await new Promise((resolve) => proxy.close(resolve))
  })
})

describe('saves at once', () => {
  it('never show a reader half a save, and all commit', async () => {
    const { payload } = t
    const id = listings[1]
    let writing = true
    const seen: string[] = []
    const reader = (async () => {
      while (writing) {
        const doc = await payload.findByID({ collection: 'properties', id, locale: 'nl', ...o })
        const photoIds = (doc.photos ?? []).map((photo) => (typeof photo === 'object' ? photo.id : photo))
        seen.push(`${doc.price}|${doc.name}|${photoIds[0]}`)
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    // Ten saves of one listing and ten of others, and ten form posts, all at once.
    const saves = Array.from({ length: 10 }, (_, k) =>
      payload.update({ collection: 'properties', id, locale: 'nl', data: { price: 300_000 + k, name: `Woning ${300_000 + k}`, photos: [photos[k % photos.length], ...photos.filter((_, i) => i !== k % photos.length)] }, ...o }),
    )
    const others = Array.from({ length: 10 }, (_, k) => payload.update({ collection: 'properties', id: listings[2], data: { price: 400_000 + k }, ...o }))
    const posts = Array.from({ length: 10 }, (_, k) =>
      payload.create({ collection: 'form-submissions', data: { kind: 'site-contact', locale: 'nl', status: 'new', email: `v${k}@example.be`, data: { message: `Bericht ${k}` } }, ...o }),
    )
    const results = await Promise.allSettled([...saves, ...others, ...posts])
    writing = false
    await reader
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    // Each read shows one save's price, name and first photo together.
    for (const read of seen.filter((line) => !line.startsWith('100001|'))) {
      const [price, name, first] = read.split('|')
      const k = Number(price) - 300_000
      expect(name).toBe(`Woning ${price}`)
      expect(Number(first)).toBe(photos[k % photos.length])
    }
    const last = await storedListing(payload, id)
    expect(last.latestVersions).toHaveLength(1)
    expect(last.indexPrice).toBe(last.price)
    expect((await storedListing(payload, listings[2])).indexPrice).toBe((await storedListing(payload, listings[2])).price)
  })
})
