import { formatPhone, telHref } from '@/lib/domain/phone'
import { getSiteSettings } from '@/lib/payload/queries'
import type { ContactBlock } from '@/payload-types'

import type { ModuleContext } from '../moduleContext'
import styles from '../Modules.module.css'

/**
 * The form slot of a page (which form: `formKind`). Until the forms are wired, the module gives
 * the agency's direct contact details, so a visitor can always reach it.
 */
export const ContactModule = async ({ module, ctx }: { module: ContactBlock; ctx: ModuleContext }) => {
  const { agency } = await getSiteSettings(ctx.locale)
  return (
    <div className={styles.contact} data-form-kind={module.formKind}>
      <p>
        <strong>{agency?.name}</strong>
        <br />
        {agency?.street} {agency?.houseNumber}, {agency?.zip} {agency?.city}
      </p>
      {agency?.phone && (
        <p>
          {ctx.t('PHONE')}: <a href={telHref(agency.phone) ?? undefined}>{formatPhone(agency.phone)}</a>
        </p>
      )}
      {agency?.email && (
        <p>
          {ctx.t('EMAIL')}: <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </p>
      )}
    </div>
  )
}
