import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bundleScript } from '../helpers/bundle'
import { savedState, saveOf } from '../helpers/editorState'
import { startPayload, type TestPayload } from '../helpers/payload'
import { makeListings, type StoredListing, storedListing } from '../helpers/storedListing'

/**
 * Saves on the embedded database, which other processes (the jobs runner, a backup) write too.
 *
 * Saves are whole: an editor's process (tests/helpers/editorLoop.ts, Payload's
 * own update with every hook) saves listings in a loop, each save changing the price, the name in one
 * language and the order of five photos, and is killed with SIGKILL at a random moment, again and again.
 * After each kill every listing is as exactly one save left it: its fields, its one latest version, its
 * search index row and its history agree, and every save the editor saw return is there.
 */
const KILLS = 8

let t: TestPayload
let listings: number[]
let photos: number[]
let editorScript: string
const editors = new Set<ChildProcess>()

beforeAll(async () => {
  editorScript = await bundleScript('tests/helpers/editorLoop.ts', 'editor')
  t = await startPayload()
  ;({ listings, photos } = await makeListings(t.payload, 3, 5))
  // The first save of each listing, so every one of them carries a save's state.
  for (let k = 0; k < listings.length; k++) {
    const state = savedState(k, listings, photos)
    await t.payload.update({ collection: 'properties', id: state.listing, locale: state.locale, data: { price: state.price, name: state.name, photos: state.photos }, overrideAccess: true })
  }
})
afterAll(async () => {
  for (const child of editors) if (child.pid) process.kill(-child.pid, 'SIGKILL')
  await t?.close()
  if (editorScript) fs.rmSync(editorScript, { force: true })
})

type Editor = { saved: number[]; saving: number[]; go: (from: number) => Promise<void>; kill: () => Promise<void> }

/**
 * Starts an editor's process; resolves once its Payload is up (`ready`). `go(k)` sets it saving from save
 * k and resolves once its first save is in; `kill()` kills it with SIGKILL and resolves once it is gone.
 * An editor that stops by itself fails whatever waits on it, with what it printed.
 */
const startEditor = () =>
  new Promise<Editor>((resolve, reject) => {
    const child = spawn(process.execPath, [editorScript], {
      env: { ...process.env, LISTINGS: listings.join(','), PHOTOS: photos.join(',') },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group, killed whole.
      detached: true,
    })
    editors.add(child)
    const saved: number[] = []
    const saving: number[] = []
    let errors = ''
    let firstSave: (() => void) | undefined
    let failed: ((error: Error) => void) | undefined = reject
    const exited = new Promise<void>((done) =>
      child.on('exit', (code, signal) => {
        editors.delete(child)
        if (signal !== 'SIGKILL') failed?.(new Error(`the editor stopped (${code ?? signal}): ${errors.slice(-2000)}`))
        done()
      }),
    )
    child.stderr?.on('data', (chunk) => (errors += String(chunk)))
    child.stdout?.on('data', (chunk) => {
      const text = String(chunk)
      for (const [, word, k] of text.matchAll(/(saving|saved) (\d+)/g)) (word === 'saved' ? saved : saving).push(Number(k))
      if (saved.length > 0) firstSave?.()
      if (/^ready$/m.test(text)) resolve(editor)
    })
    const editor: Editor = {
      saved,
      saving,
      go: (from) =>
        new Promise<void>((started, stopped) => {
          firstSave = started
          failed = stopped
          child.stdin?.write(`go ${from}\n`)
        }),
      kill: async () => {
        failed = undefined
        process.kill(-(child.pid as number), 'SIGKILL')
        await exited
      },
    }
  })

const latestSave = (stored: StoredListing[]) => Math.max(...stored.map((listing) => saveOf(Number(listing.price))))

/** What listing `index` must hold once saves up to `last` are in: the newest save of it, and its names by language. */
const expected = (index: number, last: number) => {
  const mine = Array.from({ length: last + 1 }, (_, k) => savedState(k, listings, photos)).filter((state) => state.listing === listings[index])
  const newest = mine[mine.length - 1]
  const names = { nl: `Woning ${index}`, fr: null, en: null } as Record<'nl' | 'fr' | 'en', string | null>
  for (const state of mine) names[state.locale] = state.name
  return { ...newest, names }
}

describe('an editor killed with SIGKILL in the middle of saves', () => {
  it('leaves every listing as one save left it, with its versions, index row and history, after each of many kills', async () => {
    let from = listings.length
    let committed = 0
    const inFlight = { kept: 0, undone: 0 }
    // Each editor's Payload starts while the one before saves: the next one is ready when it is killed.
    let next = startEditor()
    for (let kill = 0; kill < KILLS; kill++) {
      const { go, kill: killEditor, saved, saving } = await next
      if (kill + 1 < KILLS) next = startEditor()
      await go(from)
      // Killed at a random moment of its saves.
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 700))
      await killEditor()

      const stored = await Promise.all(listings.map((id) => storedListing(t.payload, id)))
      const last = latestSave(stored)
      // Every save the editor saw return is stored; the one it was in the middle of is wholly there or wholly not.
      const returned = Math.max(...saved)
      const started = Math.max(...saving)
      expect(last).toBeGreaterThanOrEqual(returned)
      expect(last).toBeLessThanOrEqual(started)
      if (started > returned) inFlight[last === started ? 'kept' : 'undone'] += 1
      for (const [index, listing] of stored.entries()) {
        const want = expected(index, last)
        expect(listing.price, `listing ${index} after kill ${kill}`).toBe(want.price)
        expect(listing.names).toEqual(want.names)
        expect(listing.photos).toEqual(want.photos)
        expect(listing.latestVersions).toEqual([{ price: want.price, photos: want.photos }])
        expect(listing.indexPrice).toBe(want.price)
        expect(listing.events.at(-1)).toEqual({ kind: 'price', price: want.price })
      }
      committed += last + 1 - from
      from = last + 1
    }
    // A fresh connection finds the file sound.
    const client = createClient({ url: String(process.env.DATABASE_URI) })
    const { rows } = await client.execute('PRAGMA integrity_check')
    client.close()
    expect(rows[0]?.integrity_check).toBe('ok')
    console.info(`crash test: ${KILLS} kills, ${committed} saves committed; killed mid-save ${inFlight.kept + inFlight.undone} times: ${inFlight.kept} kept whole, ${inFlight.undone} undone whole`)
    // Eight editors each start Payload afresh (each while the one before saves): 20 s alone on two cores, more beside the suite's other files.
  }, 300_000)
})

describe("another process's write lock", () => {
  it('makes a save wait its turn while the site goes on answering, then the save goes through', async () => {
    const { payload } = t
    const id = listings[0]
    // A connection of its own, as the jobs runner's: it holds SQLite's write lock.
    const other = createClient({ url: String(process.env.DATABASE_URI) })
    // It takes the lock as a runner would: waiting while someone else (the last crash test's editor, exiting) holds it.
    for (let waited = 0; ; waited += 50) {
      try {
        await other.execute('BEGIN IMMEDIATE')
        break
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || waited > 10_000) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    await other.execute({ sql: 'UPDATE properties SET updated_at = updated_at WHERE id = ?', args: [id] })
    let saved = false
    const save = payload.update({ collection: 'properties', id, data: { price: 999_000 }, overrideAccess: true, depth: 0 }).then(() => (saved = true))
    // Meanwhile reads are answered (the save waits without holding the event loop) and the save has not gone through.
    for (let i = 0; i < 20; i++) {
      expect((await payload.findByID({ collection: 'properties', id, overrideAccess: true, depth: 0 })).price).not.toBe(999_000)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(saved).toBe(false)
    await other.execute('COMMIT')
    other.close()
    await save
    expect((await storedListing(payload, id)).indexPrice).toBe(999_000)
  })
})
