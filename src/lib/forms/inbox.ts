import type { PayloadHandler, Where } from 'payload'

import { isStaffUser } from '@/lib/access/roles'
import { relationId } from '@/lib/payload/populated'

import { dataCell, toCsv } from './csv'

const HEADER = ['id', 'received', 'kind', 'status', 'language', 'name', 'email', 'phone', 'property', 'project', 'page', 'consent', 'newsletter', 'fields']
const MAX_ROWS = 10_000

/**
 * GET /api/form-submissions/export.csv: what the inbox list shows (its `where` query), as a CSV
 * file, for staff only. Read with the caller's own access, so it can never show more than the list.
 */
export const exportSubmissions: PayloadHandler = async (req) => {
  if (!isStaffUser(req.user)) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const where = (typeof req.query?.where === 'object' ? req.query.where : undefined) as Where | undefined
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where,
    sort: '-createdAt',
    limit: MAX_ROWS,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const rows = docs.map((doc) => [
    doc.id,
    doc.createdAt,
    doc.kind,
    doc.status,
    doc.locale,
    doc.name,
    doc.email,
    doc.phone,
    relationId(doc.property),
    relationId(doc.project),
    doc.page,
    doc.consent ? 'yes' : 'no',
    doc.newsletter ? 'yes' : 'no',
    dataCell(doc.data),
  ])
  const day = new Date().toISOString().slice(0, 10)
  return new Response(toCsv(HEADER, rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inbox-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
