import fs from 'node:fs'

import type { Payload } from 'payload'

import { contentLocales } from '@/i18n/locales'
import { dialectOf } from '@/lib/payload/database'
import { migrationsOf } from '@/lib/payload/migrations'
import { refreshSearchIndex } from '@/lib/search'
import { translationState } from '@/lib/translations/gaps'

import { mediaDir } from '../collections/Media'


import { bulkInsert } from './bulk'
import { type SeedLog, type SeedRun, timed } from './context'
import { generateHistory } from './generate/history'
import { generateProperties } from './generate/properties'
import { createRandom } from './random'
import { seedAgents, seedFeedback } from './steps/agents'
import { addCostRules } from './steps/costRules'
import { seedMedia } from './steps/media'
import { seedDemand } from './steps/demand'
import { seedOwnerActivity } from './steps/ownerActivity'
import { seedPages } from './steps/pages'
import { seedProjects } from './steps/projects'
import { seedReference, seedTeam } from './steps/reference'
import { seedSite } from './steps/site'
import { seedSlots } from './steps/slots'
import { seedUsers } from './steps/users'

/**
 * Drops every table and runs the committed migrations (the list is imported, so any runner can
 * load it), and empties the media folder so uploads keep their names.
 */
const resetDatabase = async (payload: Payload) => {
  fs.rmSync(mediaDir(), { recursive: true, force: true })
  const adapter = payload.db as Payload['db'] & { dropDatabase?: (args: { adapter: unknown }) => Promise<void> }
  if (!adapter.dropDatabase) throw new Error('seed: this database adapter cannot be reset')
  await adapter.dropDatabase({ adapter })
  await payload.db.migrate({ migrations: migrationsOf(payload) })
}

export type SeedResult = { properties: number; seconds: number }

/**
 * Resets the database to the demo data: drops every table, runs the committed migrations, then
 * writes users, media, reference data, pages, menus, globals, projects and `properties` properties.
 * The same options (and `now`) give the same data.
 */
export const seed = async (payload: Payload, options: { properties: number; now?: Date; log?: SeedLog }): Promise<SeedResult> => {
  const started = Date.now()
  const log = options.log ?? (() => undefined)
  const run: SeedRun = { payload, now: options.now ?? new Date(), log }

  await timed(log, 'database reset and migrated', () => resetDatabase(payload))
  const owners = await timed(log, 'users', () => seedUsers(run))
  const media = await timed(log, 'photos drawn and uploaded', () => seedMedia(run))
  const reference = await timed(log, 'property types, cities and UI texts', () => seedReference(run))
  await timed(log, 'team', () => seedTeam(run))
  await timed(log, 'pages and menus', () => seedPages(run))
  await timed(log, 'header, footer and site settings', () => seedSite(run, media))
  const projects = await timed(log, 'projects', () => seedProjects(run, reference.cities, media.photos))
  await timed(log, 'visit slots', () => seedSlots(run))
  await timed(log, 'cost rules', () => addCostRules(payload))

  const random = createRandom(20_261_122)
  await timed(log, `${options.properties} properties and their histories`, async () => {
    const batch = 5000
    let nextEvent = 1
    for (let start = 0; start < options.properties; start += batch) {
      const docs = generateProperties(Math.min(batch, options.properties - start), random, {
        ...reference,
        photos: media.photos,
        floorPlans: media.floorPlans,
        owners,
        projects: start === 0 ? projects : [],
        now: run.now,
        offset: start,
      })
      // Bulk inserts run no hooks: which languages each listing is complete in comes with it too.
      await bulkInsert(payload, 'properties', docs.map((doc) => ({ ...doc, ...translationState(doc, contentLocales) })), run.now)
      // Bulk inserts run no hooks: the histories the save hooks would have written come with the listings.
      const events = generateHistory(docs, run.now, nextEvent)
      nextEvent += events.length
      if (events.length) await bulkInsert(payload, 'listing-events', events, run.now)
    }
  })
  await timed(log, "owners' visit history and enquiries", () => seedOwnerActivity(run))
  await timed(log, "agents and viewers' feedback", async () => {
    await seedAgents(run)
    await seedFeedback(run)
  })
  await timed(log, "searchers' alerts around the first owner's listings", () => seedDemand(run, owners[0]))
  await timed(log, 'search index', () => refreshSearchIndex(payload, 'all'))
  // Fresh statistics, so the query planner picks the right indexes at any size (standard SQL). On
  // PostgreSQL the search words are vacuumed too, which lets a prefix be read from their index alone.
  const { drizzle } = payload.db as unknown as { drizzle: Parameters<Payload['db']['execute']>[0]['drizzle'] }
  await timed(log, 'query statistics', async () => {
    if (dialectOf(payload) === 'postgres') await payload.db.execute({ drizzle, raw: 'VACUUM property_search, property_search_words' })
    await payload.db.execute({ drizzle, raw: 'ANALYZE' })
  })
  return { properties: options.properties, seconds: (Date.now() - started) / 1000 }
}
