import type { Payload } from 'payload'

/**
 * The agency's own brand in its admin, never the framework's: its logo (the site's header logo) and name on the
 * login page, and the site's own icon in the navigation and as the admin's favicon (payload.config.ts).
 */
export const AgencyLogo = async ({ payload }: { payload: Payload }) => {
  const [header, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 1, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const name = settings.agency?.name?.trim() || 'Admin'
  const logo = typeof header.logo === 'object' && header.logo?.url ? header.logo : null
  return logo ? (
    <img src={logo.url ?? ''} alt={name} style={{ maxHeight: 96, maxWidth: '100%', objectFit: 'contain' }} />
  ) : (
    <span style={{ fontSize: '2rem', fontWeight: 600 }}>{name}</span>
  )
}

export const AgencyIcon = () => (
  <img src="/icon.svg" alt="" width={20} height={20} />
)
