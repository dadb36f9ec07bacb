/**
 * A withdrawn or deleted estate taken offline (never deleted: its history, visits and leads stay).
 */
import type { Payload } from 'payload'

import type { ImportResult } from './import'
import { writeLog } from './log'
import { findListing, findProject, inTransaction } from './records'
import type { CrmSource } from './types'

/**
 * Takes a withdrawn or deleted estate offline: its listing, or its project and the project's units. Nothing
 * is deleted (its history, visits and leads stay); a later import puts it back online.
 */
export const withdraw = async (payload: Payload, source: CrmSource, estateId: string, event: string, happenedAt = new Date()): Promise<ImportResult> => {
  const log = { source, event, estateId }
  const listing = await findListing(payload, source, estateId)
  const project = listing ? null : await findProject(payload, source, estateId)
  if (!listing && !project) return { outcome: 'ignored', online: false }
  // A deletion older than the change last applied (delayed, or sent again) does not undo it.
  const changedAt = (listing ?? project)?.crm?.changedAt
  if (changedAt && new Date(changedAt) > happenedAt) {
    await writeLog(payload, { ...log, outcome: 'ignored', summary: `Older than the change already applied (${changedAt}): nothing done`, property: listing?.id, project: project?.id })
    return { outcome: 'ignored', property: listing?.id, project: project?.id, online: (listing ?? project)?._status === 'published' }
  }
  if (project) {
    const { docs } = await payload.find({ collection: 'properties', where: { project: { equals: project.id } }, depth: 0, pagination: false, overrideAccess: true, select: { crm: true } })
    for (const unit of docs) if (unit.crm?.source === source && unit.crm.estateId) await withdraw(payload, source, unit.crm.estateId, event, happenedAt)
  }
  const doc = listing ?? project
  if (doc?._status !== 'published') {
    await writeLog(payload, { ...log, outcome: 'unchanged', summary: 'Already offline', property: listing?.id, project: project?.id })
    return { outcome: 'unchanged', property: listing?.id, project: project?.id, online: false }
  }
  await inTransaction(payload, async (req) => {
    const data = { _status: 'draft' as const, crm: { ...(listing ?? project)?.crm, changedAt: happenedAt.toISOString() } }
    if (listing) await payload.update({ collection: 'properties', id: listing.id, data, overrideAccess: true, depth: 0, req })
    if (project) await payload.update({ collection: 'projects', id: project.id, data, overrideAccess: true, depth: 0, req })
    await writeLog(payload, { ...log, outcome: 'unpublished', summary: `Taken offline: ${listing?.name ?? project?.name}`, property: listing?.id, project: project?.id }, req)
  })
  return { outcome: 'unpublished', property: listing?.id, project: project?.id, online: false }
}
