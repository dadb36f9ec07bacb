import { FormSection } from '@/components/forms/FormSection'
import { formatPhone, telHref } from '@/lib/domain/phone'
import { getSiteSettings } from '@/lib/payload/queries'
import type { ContactBlock } from '@/payload-types'

import type { ModuleContext } from '../moduleContext'
import styles from '../Modules.module.css'

/** The agency's direct details, for those who would rather call or write. */
const AgencyCard = async ({ ctx }: { ctx: ModuleContext }) => {
  const { agency } = await getSiteSettings(ctx.locale)
  return (
    <div className={styles.contact}>
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

/** A page's form (which one: `formKind`), with the agency's details beside it (not beside the newsletter). */
export const ContactModule = ({ module, ctx }: { module: ContactBlock; ctx: ModuleContext }) => (
  <div className={styles.contactModule} id={module.formKind}>
    <FormSection kind={module.formKind} locale={ctx.locale} t={ctx.t} />
    {module.formKind !== 'sign-newsletter' && <AgencyCard ctx={ctx} />}
  </div>
)
