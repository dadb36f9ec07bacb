import { CostFigures } from '@/components/costs/CostSection'
import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { epcImageFor, renovationNoticeApplies } from '@/lib/domain/epcImage'
import { addressText, priceText } from '@/lib/domain/listingText'
import { formatPhone } from '@/lib/domain/phone'
import { populated } from '@/lib/payload/populated'
import type { ListingCosts } from '@/lib/domain/costs/listing'
import type { Media, Property, SiteSetting } from '@/payload-types'

import { detailGroups } from './detailGroups'
import { DetailList } from './DetailList'
import { EpcPanel } from './EpcPanel'
import { FloorPlanLinks } from './FloorPlanLinks'
import { floorPlansOf } from './floorPlans'
import { photoOf } from './photos'
import { PrintButton } from './PrintButton.client'
import styles from './PrintView.module.css'

type Props = { property: Property; locale: Locale; t: Translate; settings: SiteSetting; siteUrl: string; path: string; costs?: ListingCosts | null }

/** Photos on the printed page: the first is large, three more small. */
const PRINTED_PHOTOS = 4

/**
 * A listing as a printable A4 page: no navigation and no cookie dialog; photos, price, address, every
 * filled detail, energy label and notice, the description, every floor plan, and the agency's contact and legal mentions.
 */
export const PrintView = ({ property: p, locale, t, settings, siteUrl, path, costs = null }: Props) => {
  const city = populated(p.city)
  const type = populated(p.type)
  const photos = (p.photos ?? []).flatMap((m) => photoOf(populated<Media>(m), p.name) ?? []).slice(0, PRINTED_PHOTOS)
  const plans = floorPlansOf(p.floorPlans, locale)
  const image = epcImageFor({ country: city?.country, zip: city?.zip, energyPerformance: p.energy?.energyPerformance, epcLabelText: p.energy?.epcLabelText })
  const agency = settings.agency ?? {}
  const url = `${siteUrl.replace(/\/+$/, '')}${path}`
  return (
    <main id="content" className={styles.sheet}>
      <p className={styles.actions}>
        <PrintButton label={t('PRINT_THIS_PAGE')} />
        <a href={path}>{t('BACK_TO_PROPERTY')}</a>
      </p>
      <header className={styles.header}>
        <p className={styles.agency}>{agency.name}</p>
        <h1>{p.name}</h1>
        <p className={styles.price}>{priceText(p, t, locale)}</p>
        <p>
          {type?.name}
          {type?.name ? ' · ' : null}
          {addressText(p, city)}
          {p.reference ? ` · ${t('REFERENCE')} ${p.reference}` : null}
        </p>
      </header>
      {photos.length > 0 ? (
        <div className={styles.photos}>
          {photos.map((photo, i) => (
            <img key={photo.src} src={(i === 0 ? photo.srcSet.find((s) => s.width === 1360) : photo.srcSet.find((s) => s.width === 600))?.src ?? photo.src} alt={photo.alt} width={photo.width} height={photo.height} />
          ))}
        </div>
      ) : (
        <p>{t('NO_PHOTO')}</p>
      )}
      <EpcPanel image={image} notice={renovationNoticeApplies({ goal: p.goal, image })} score={p.energy?.energyPerformance} livingArea={p.surfaces?.living} pricePerKwh={settings.energy?.pricePerKwh} t={t} locale={locale} />
      <div className={styles.facts}>
        <DetailList groups={detailGroups({ ...p, typeName: type?.name }, t, locale)} />
      </div>
      {p.description && (
        <section className={styles.description}>
          <h2>{t('DESCRIPTION')}</h2>
          {p.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      {costs && (
        <section aria-labelledby="costs">
          <h2 id="costs">{t('COSTS_TITLE')}</h2>
          <CostFigures costs={costs} t={t} locale={locale} />
        </section>
      )}
      {plans.length > 0 && (
        <section aria-labelledby="floor-plans">
          <h2 id="floor-plans">{t('FLOOR_PLANS')}</h2>
          <FloorPlanLinks plans={plans} imageWidth={1360} eager className={styles.plans} />
        </section>
      )}
      <footer className={styles.footer}>
        <p>
          <strong>{agency.legalName || agency.name}</strong>
          {agency.street ? ` · ${agency.street} ${agency.houseNumber ?? ''}, ${agency.zip ?? ''} ${agency.city ?? ''}` : null}
        </p>
        <p>
          {[agency.phone && `${t('PHONE')} ${formatPhone(agency.phone)}`, agency.email, agency.website].filter(Boolean).join(' · ')}
        </p>
        <p>
          {[agency.companyNumber && `${t('COMPANY_NUMBER')} ${agency.companyNumber}`, agency.bivNumber && `BIV ${agency.bivNumber}`, agency.professionalTitle, agency.supervisor].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.url}>{url}</p>
      </footer>
    </main>
  )
}
