import type { PayloadRequest } from 'payload'

import { defaultLocale, isLocale } from '@/i18n/locales'
import { hasRole } from '@/lib/access/roles'
import { formatMoment } from '@/lib/domain/dates'
import { renderMail } from '@/lib/email/layout'
import { queueMail } from '@/lib/email/queue'
import { dictionaryOf } from '@/lib/payload/freshReads'

import { describeAgent } from './userAgent'

type Account = { email?: string | null; roles?: readonly string[] | null; preferredLocale?: string | null; collection?: string }

/** The language an account's mails are written in. */
export const accountLocale = (user: Account) => (isLocale(user.preferredLocale) && user.preferredLocale !== 'de' ? user.preferredLocale : defaultLocale)

/**
 * The mail an owner gets at each sign-in (SPEC.md section 6): when, how, with which browser. Queued, so
 * a mail server that is down neither delays nor refuses the sign-in.
 */
export const queueLoginNotice = async (req: PayloadRequest, user: Account, method: 'password' | 'link', now = new Date()): Promise<void> => {
  if (!user.email || !hasRole({ ...user, collection: 'users' }, 'owner')) return
  const locale = accountLocale(user)
  const t = await dictionaryOf(req.payload, locale)
  const when = formatMoment(now, locale)
  const mail = renderMail({
    locale,
    subject: t('OWNER_LOGIN_NOTICE_SUBJECT'),
    intro: [t('OWNER_LOGIN_NOTICE_TEXT', { when, method: t(method === 'link' ? 'OWNER_LOGIN_BY_LINK' : 'OWNER_LOGIN_BY_PASSWORD'), browser: describeAgent(req.headers?.get('user-agent')) })],
    footer: [t('OWNER_LOGIN_NOT_YOU')],
  })
  await queueMail(req.payload, { to: user.email, ...mail }, req)
}
