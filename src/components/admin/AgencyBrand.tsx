import type { Payload } from 'payload'

import { adminTranslator } from '@/i18n/admin/texts'
import { isHexColour, textOn } from '@/lib/domain/colour'

const settingsOf = (payload: Payload) => payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { agency: true } })

/** The agency's colour on the admin's primary buttons and the current navigation entry (readable text on it). */
const Colour = ({ colour }: { colour: string | null | undefined }) =>
  isHexColour(colour) ? (
    <style>{`:root{--agency-colour:${colour};--agency-on-colour:${textOn(colour)}}
.btn--style-primary{background-color:var(--agency-colour);color:var(--agency-on-colour);border-color:var(--agency-colour)}
.btn--style-primary:hover,.btn--style-primary:focus-visible{background-color:var(--agency-colour);color:var(--agency-on-colour);filter:brightness(1.15)}
.nav__link-indicator{background:var(--agency-colour)}
.template-minimal,.nav{border-top:4px solid var(--agency-colour)}`}</style>
  ) : null

/**
 * The agency's own brand in its admin, never the framework's: its logo (the site's header logo), name and
 * colour on the login page, its colour and the site's own icon in the navigation and as favicon (payload.config.ts).
 */
export const AgencyLogo = async ({ payload, i18n }: { payload: Payload; i18n: { language: string } }) => {
  const [header, settings] = await Promise.all([payload.findGlobal({ slug: 'header', depth: 1, overrideAccess: true }), settingsOf(payload)])
  const name = settings.agency?.name?.trim() || adminTranslator(i18n.language)('ADMIN_NAME')
  const logo = typeof header.logo === 'object' && header.logo?.url ? header.logo : null
  return (
    <>
      <Colour colour={settings.agency?.colour} />
      {logo ? (
        <img src={logo.url ?? ''} alt={name} style={{ maxHeight: 96, maxWidth: '100%', objectFit: 'contain' }} />
      ) : (
        <span style={{ fontSize: '2rem', fontWeight: 600 }}>{name}</span>
      )}
    </>
  )
}

export const AgencyIcon = () => <img src="/icon.svg" alt="" width={20} height={20} />

/** In the navigation, on every signed-in page: the agency's colour. */
export const AgencyColour = async ({ payload }: { payload: Payload }) => <Colour colour={(await settingsOf(payload)).agency?.colour} />
