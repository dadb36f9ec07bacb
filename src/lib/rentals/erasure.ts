/**
 * Rent applications are kept no longer than they serve: every application of a listing, with its
 * document, is erased RENT_APPLICATION_RETENTION_DAYS (default 180) after the listing was let or
 * withdrawn and has stayed so (lib/domain/rentalApplication.ts), and an application whose listing was
 * deleted that long after it was made. Run daily by the jobs runner (src/jobs/rentals.ts).
 */
import type { Payload } from 'payload'

import { applicationsEndedAt, erasureDue, retentionDays } from '@/lib/domain/rentalApplication'
import { listingHistory } from '@/lib/payload/history'
import { relationId } from '@/lib/payload/populated'

type Application = { id: number; property?: unknown; file?: unknown; createdAt: string }

/** Deletes applications and their files; the number deleted. */
export const eraseApplications = async (payload: Payload, applications: readonly Application[]): Promise<number> => {
  for (const application of applications) {
    await payload.delete({ collection: 'form-submissions', id: application.id, overrideAccess: true })
    const file = relationId(application.file)
    if (typeof file === 'number') await payload.delete({ collection: 'form-files', id: file, overrideAccess: true }).catch(() => undefined)
  }
  return applications.length
}

/** Erases every application whose time is up at `now`; the number erased. */
export const eraseExpiredApplications = async (payload: Payload, now = new Date()): Promise<{ erased: number }> => {
  const days = retentionDays(process.env.RENT_APPLICATION_RETENTION_DAYS)
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { kind: { equals: 'rent-application' } },
    select: { property: true, file: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byListing = new Map<number | null, Application[]>()
  for (const doc of docs as Application[]) {
    const id = relationId(doc.property)
    const listing = typeof id === 'number' ? id : null
    byListing.set(listing, [...(byListing.get(listing) ?? []), doc])
  }
  let erased = 0
  for (const [listing, applications] of byListing) {
    const exists = listing !== null && (await payload.count({ collection: 'properties', where: { id: { equals: listing } }, overrideAccess: true })).totalDocs > 0
    const due = exists
      ? erasureDue(applicationsEndedAt(await listingHistory(payload, listing)), now, days)
        ? applications
        : []
      : applications.filter((application) => erasureDue(application.createdAt, now, days))
    erased += await eraseApplications(payload, due)
  }
  return { erased }
}
