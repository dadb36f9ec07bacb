import type { Payload, PayloadRequest } from 'payload'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { hasRole } from '@/lib/access/roles'
import { pathForKey } from '@/lib/routing/paths'
import { type RenderedMail, renderMail } from '@/lib/email/layout'
import { dictionaryOf, pageRoutes } from '@/lib/payload/freshReads'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import { accountLocale } from './loginNotice'

type Account = { roles?: readonly string[] | null; preferredLocale?: string | null }

/**
 * The mail that carries an owner's one-time sign-in link or password-reset link to the site's sign-in
 * page, in `locale`. The token travels in the fragment: browsers never send it to a server, nor in a
 * Referer.
 */
export const ownerLinkMail = async (payload: Payload, locale: Locale, kind: 'link' | 'reset', token: string, t?: Translate): Promise<RenderedMail> => {
  const say = t ?? (await dictionaryOf(payload, locale))
  const url = `${getSiteUrl()}${pathForKey(await pageRoutes(payload), 'login', locale)}#${kind}=${token}`
  return renderMail({
    locale,
    subject: say(kind === 'link' ? 'LOGIN_LINK_SUBJECT' : 'RESET_SUBJECT'),
    intro: [say(kind === 'link' ? 'LOGIN_LINK_MAIL_TEXT' : 'RESET_MAIL_TEXT')],
    action: { label: say(kind === 'link' ? 'LOGIN' : 'RESET_PASSWORD'), url },
  })
}

type ForgotArgs = { req?: PayloadRequest; token?: string; user?: Account }

const forgotMail = ({ req, token = '', user = {} }: ForgotArgs): Promise<RenderedMail> | RenderedMail =>
  req && hasRole({ ...user, collection: 'users' }, 'owner')
    ? ownerLinkMail(req.payload, accountLocale(user), 'reset', token)
    : renderMail({
        locale: 'en',
        subject: 'Reset your password',
        intro: ['Someone asked to reset the password of your account. If that was not you, ignore this mail: the password stays as it is.'],
        action: { label: 'Choose a new password', url: `${getSiteUrl()}/admin/reset/${token}` },
      })

/**
 * Payload asks for the subject and the HTML apart, with the same request and token: the mail is made
 * once for both (a token names one reset, so a request reused for another never gets this one's mail).
 */
const madeFor = new WeakMap<PayloadRequest, { token: string; mail: Promise<RenderedMail> }>()

/**
 * The mail of Payload's own forgot-password endpoint (POST /api/users/forgot-password, the admin's
 * "forgot password"): an owner gets the site's, in their language and leading to the site's sign-in
 * page (owners have no admin); staff get the admin's reset screen, in the admin's English.
 */
export const forgotPasswordMail = (args: ForgotArgs = {}): Promise<RenderedMail> => {
  const { req, token = '' } = args
  const made = req && madeFor.get(req)
  if (made && made.token === token) return made.mail
  const mail = Promise.resolve(forgotMail(args))
  if (req) madeFor.set(req, { token, mail })
  return mail
}
