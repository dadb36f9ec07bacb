import { databaseOf, sql } from '@/lib/payload/database'

import { SEED_CONTEXT, type SeedRun } from '../context'
import { createRandom } from '../random'

/**
 * Every demo listing and project gets its agent: sales people for sales, the rentals team for rents,
 * in turn. The demo editor signs in as the first salesperson (their inbox filter "my listings' leads").
 * Written in SQL: the listings were bulk-inserted, and their versions carry the agent too.
 */
export const seedAgents = async ({ payload }: SeedRun) => {
  const team = await payload.find({ collection: 'team-members', pagination: false, depth: 0, overrideAccess: true, sort: 'sort', select: { category: true } })
  const sales = team.docs.filter((member) => member.category === 'sales').map((member) => member.id)
  const rentals = team.docs.filter((member) => member.category === 'rentals').map((member) => member.id)
  if (sales.length === 0 || rentals.length === 0) return
  const [editor] = (await payload.find({ collection: 'users', where: { email: { equals: 'editor@example.com' } }, limit: 1, depth: 0, overrideAccess: true })).docs
  if (editor) await payload.update({ collection: 'team-members', id: sales[0], data: { account: editor.id }, overrideAccess: true, context: SEED_CONTEXT })
  const db = databaseOf(payload)
  // Cast: PostgreSQL reads the bound values as text otherwise.
  const pick = (ids: number[]) => sql`CAST(CASE ${sql.join(ids.map((id, index) => sql`WHEN id % ${ids.length} = ${index} THEN ${id}`), sql` `)} END AS integer)`
  await db.run(sql`UPDATE properties SET agent_id = CASE WHEN goal = 'rent' THEN ${pick(rentals)} ELSE ${pick(sales)} END`)
  await db.run(sql`UPDATE _properties_v SET version_agent_id = (SELECT agent_id FROM properties WHERE properties.id = _properties_v.parent_id)`)
  await db.run(sql`UPDATE projects SET agent_id = ${sales[0]}`)
  await db.run(sql`UPDATE _projects_v SET version_agent_id = ${sales[0]}`)
}

const ANSWERS = [
  { impression: 'very-good', price: 'right', offer: 'yes', remark: 'Mooie lichtrijke living, de tuin is groter dan verwacht.', remarkApproved: true },
  { impression: 'good', price: 'too-high', offer: 'maybe', remark: 'De badkamer moet vernieuwd worden.', remarkApproved: false },
  { impression: 'good', price: 'right', offer: 'no', remark: '', remarkApproved: false },
  { impression: 'fair', price: 'too-high', offer: 'no', remark: '', remarkApproved: false },
] as const

/** What viewers answered after visiting the demo owners' listings: a few answers each, over the last weeks. */
export const seedFeedback = async ({ payload, now }: SeedRun) => {
  const visits = await payload.find({
    collection: 'form-submissions',
    where: { and: [{ kind: { equals: 'contact-appointment' } }, { property: { exists: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { kind: true },
  })
  const random = createRandom(11)
  for (const [index, visit] of visits.docs.entries()) {
    const answers = ANSWERS[index % ANSWERS.length]
    const answeredAt = new Date(now.getTime() - random.int(1, 25) * 86_400_000).toISOString()
    await payload.update({
      collection: 'form-submissions',
      id: visit.id,
      data: { appointmentStatus: 'confirmed', visit: { feedbackSentAt: answeredAt, feedback: { ...answers, answeredAt } } },
      overrideAccess: true,
      context: SEED_CONTEXT,
    })
  }
}
