/**
 * The owner's answer about a candidate staff proposed (the portal's buttons): choose them, or ask the
 * agency for more. Only the listing's owner, signed in, about an application proposed to them; the choice
 * is recorded with its time for staff, and a choice declines the others through the status hook
 * (collections/hooks/rentApplications.ts). The agency hears of either at once.
 */
import { hasRole } from '@/lib/access/roles'
import { agencyOf } from '@/lib/appointments/actions'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { relationId } from '@/lib/payload/populated'
import { sessionUser } from '@/lib/payload/sessionUser'
import { pathForKey } from '@/lib/routing/paths'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { defaultLocale } from '@/i18n/locales'

import { done, type OwnerPost, refuse } from './ownerPost'

export const decideCandidate = async (ctx: OwnerPost): Promise<Response> => {
  const user = await sessionUser(ctx.payload, ctx.request.headers)
  if (!user || user.collection !== 'users' || !hasRole(user, 'owner')) return refuse(ctx, 401, ctx.t('LOGIN_FAILED'))
  const decision = ctx.fields.decision === 'choose' ? 'chosen' : ctx.fields.decision === 'more' ? 'moreInfo' : null
  const id = /^\d{1,12}$/.test(ctx.fields.id ?? '') ? Number(ctx.fields.id) : null
  const application = id === null ? null : await ctx.payload.findByID({ collection: 'form-submissions', id, depth: 1, overrideAccess: true, disableErrors: true, select: { kind: true, property: true, application: { status: true } }, populate: { properties: { owner: true, name: true, reference: true } } })
  const property = application && typeof application.property === 'object' ? application.property : null
  // The same answer for a stranger's application and one that was never proposed: nothing to tell apart.
  if (!decision || !application || application.kind !== 'rent-application' || !property || relationId(property.owner) !== user.id || application.application?.status !== 'proposed') {
    return refuse(ctx, 409, ctx.t('OWNER_CANDIDATE_CLOSED'))
  }
  const now = new Date().toISOString()
  await ctx.payload.update({
    collection: 'form-submissions',
    id: application.id,
    data: { application: { ownerDecision: decision, ownerDecidedAt: now, ...(decision === 'chosen' ? { status: 'chosen' as const } : {}) } },
    overrideAccess: true,
  })
  const agency = await agencyOf(ctx.payload)
  if (agency.email) {
    const t = await dictionaryOf(ctx.payload, defaultLocale)
    const mail = renderMail({
      locale: defaultLocale,
      subject: `${t(decision === 'chosen' ? 'OWNER_CANDIDATE_CHOOSE' : 'OWNER_CANDIDATE_MORE')} | ${property.name ?? ''} ${property.reference ?? ''}`.trim(),
      intro: [user.email],
      action: { label: t('MAIL_OPEN_IN_INBOX'), url: `${getSiteUrl().replace(/\/$/, '')}/admin/collections/form-submissions/${application.id}` },
    })
    await queueMail(ctx.payload, { to: agency.email, ...mail })
  }
  return done(ctx, { to: `${pathForKey(await pageRoutes(ctx.payload), 'owner', ctx.locale)}#candidates-${relationId(application.property)}` })
}
