import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { incomeRatio } from '@/lib/domain/rentalApplication'
import { addDays, brusselsDay } from '@/lib/visits/days'
import { databaseOf, sql } from '@/lib/payload/database'

import { bulkInsert } from '../bulk'
import { SEED_CONTEXT, type SeedRun } from '../context'
import { createRandom } from '../random'

/** A year of daily visit counts for the owners' listings (busier on weekends, since publication). */
export const visitHistory = (properties: readonly { id: number; publishedAt?: string | null }[], today: string, seed = 20_261_124) => {
  const random = createRandom(seed)
  const rows: { property: number; day: string; visits: number }[] = []
  for (const { id, publishedAt } of properties) {
    const since = publishedAt ? brusselsDay(new Date(publishedAt)) : addDays(today, -365)
    const base = random.int(3, 14)
    for (let offset = 365; offset >= 1; offset--) {
      const day = addDays(today, -offset)
      if (day < since) continue
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())
      rows.push({ property: id, day, visits: Math.max(0, Math.round(base * (weekend ? 1.6 : 1) * (0.5 + random.next()))) })
    }
  }
  return rows
}

const KINDS = ['contact-me', 'contact-me', 'contact-appointment', 'documents-request', 'contact-appointment', 'purchase-offer'] as const

/** What the owner portal shows for the demo owners: visit history and some enquiries about their listings. */
export const seedOwnerActivity = async ({ payload, now }: SeedRun) => {
  const { docs } = await payload.find({ collection: 'properties', where: { owner: { exists: true } }, depth: 0, pagination: false, overrideAccess: true, select: { publishedAt: true, goal: true, price: true } })
  await bulkInsert(payload, 'property-visits', visitHistory(docs, brusselsDay(now)).map((row, index) => ({ id: index + 1, ...row })), now)
  const random = createRandom(7)
  for (const property of docs) {
    // A visit request (the third kind) at least, so every owner sees visits and viewers' feedback.
    const count = Math.max(3, random.int(1, KINDS.length))
    for (let index = 0; index < count; index++) {
      const kind = property.goal === 'rent' && KINDS[index] === 'purchase-offer' ? 'rent-application' : KINDS[index]
      // Sent while the listing was online (within its last 60 days).
      const online = Math.max(0, Math.min(60 * 86_400_000, now.getTime() - new Date(property.publishedAt ?? now).getTime()))
      const createdAt = new Date(now.getTime() - Math.floor(random.next() * online)).toISOString()
      // A rent application staff proposed to the owner: what the portal shows them (no name, no contact).
      const moving = new Date(now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10)
      const application =
        kind === 'rent-application'
          ? {
              data: { firstName: 'Demo', lastName: 'bezoeker', email: `visitor${index}@example.com`, startDate: moving, income: 3600, persons: 2, confirmIncome: true, confirmPersons: true, confirmRead: true, confirmAmount: true, consent: true },
              application: { token: randomBytes(32).toString('base64url'), status: 'proposed' as const, complete: true, incomeRatio: incomeRatio(3600, property.price), persons: 2, movingDate: `${moving}T00:00:00.000Z`, staffRemark: 'Vast contract, referenties nagekeken.' },
            }
          : { data: {} }
      await payload.create({
        collection: 'form-submissions',
        data: { kind, locale: 'nl', status: 'handled', name: 'Demo bezoeker', email: `visitor${index}@example.com`, property: property.id, createdAt, ...application },
        overrideAccess: true,
        context: SEED_CONTEXT,
      })
    }
  }
}

/** Makes `owner` the owner of a listing, in the document and its versions (what an admin save does). */
export const setOwnerAndVersions = async (payload: Payload, property: number, owner: number): Promise<void> => {
  await payload.db.updateOne({ collection: 'properties', id: property, data: { owner } })
  await databaseOf(payload).run(sql`UPDATE _properties_v SET version_owner_id = ${owner} WHERE parent_id = ${property}`)
}
