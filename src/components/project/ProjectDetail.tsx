import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatArea } from '@/i18n/numbers'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { addressText, priceText } from '@/lib/domain/listingText'
import { hasMarqueeBanner, isMarquee, marqueeLabelKey } from '@/lib/domain/marquee'
import { populated } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import type { Media, Project, Property, SiteSetting } from '@/payload-types'

import { FormSection } from '../forms/FormSection'
import type { CardProperty } from '../property/PropertyCard'
import { Gallery } from '../property/GalleryLoader.client'
import { type Agent, ContactCard, Description, DocumentList } from '../property/DetailParts'
import { FloorPlanLinks } from '../property/FloorPlanLinks'
import { floorPlansOf } from '../property/floorPlans'
import { GALLERY_KEYS, type GalleryLabels, photoOf } from '../property/photos'
import detail from '../property/PropertyDetail.module.css'
import { PropertyMap } from '../property/PropertyMap.client'
import styles from './Project.module.css'
import { projectStatusKey } from './ProjectList'

type Unit = CardProperty & Partial<Pick<Property, 'slug' | 'floorPlans'>>
type Props = { project: Project; units: Unit[]; pages: readonly PageRoute[]; locale: Locale; t: Translate; settings: SiteSetting; agent?: Agent | null }

/** A unit's floor plans in its row of the table, or a dash like the table's other empty cells. */
const UnitPlans = ({ unit, locale }: { unit: Unit; locale: Locale }) => {
  const plans = floorPlansOf(unit.floorPlans, locale)
  return plans.length ? <FloorPlanLinks plans={plans} imageWidth={400} className={styles.unitPlans} /> : '–'
}

/** A unit's name, linking to its page; plain text when it has no address in this language. */
const UnitName = ({ name, href }: { name: string; href: string | null }) => (href ? <a href={href}>{name}</a> : <>{name}</>)

/**
 * A new-build project: photos and plans, status and delivery, description, its units (each linking to its
 * page, with its floor plans), location, documents and contact.
 */
export const ProjectDetail = ({ project: p, units, pages, locale, t, settings, agent = null }: Props) => {
  const city = populated(p.city)
  const photos = (p.photos ?? []).flatMap((m) => photoOf(populated<Media>(m), p.name) ?? [])
  const plans = floorPlansOf(p.floorPlans, locale)
  const address = addressText(p, city)
  const mapsKey = settings.maps?.googleMapsKey
  return (
    <div className={`container ${detail.detail}`}>
      {photos.length === 0 && <p className={detail.noPhoto}>{t('NO_PHOTO')}</p>}
      {photos.length + plans.length > 0 && <Gallery photos={photos} plans={plans} labels={pick(t, GALLERY_KEYS) as GalleryLabels} />}
      <div className={detail.columns}>
        <div className={detail.main}>
          <header className={detail.head}>
            <p className={styles.status}>{t(projectStatusKey(p.status))}</p>
            <p className={detail.address}>{address}</p>
            {p.delivery && <p>{t('DELIVERY_DATE', { date: p.delivery })}</p>}
            {p.developer && <p>{p.developer}</p>}
          </header>
          <Description text={p.description} t={t} />
          <section aria-labelledby="units">
            <h2 id="units">{t('UNITS')}</h2>
            {units.length === 0 ? (
              <p>{t('NO_CONSTRUCTION')}</p>
            ) : (
              <div className={styles.tableWrap}>
                <table className={styles.units}>
                  <thead>
                    <tr>
                      <th scope="col">{t('UNIT')}</th>
                      <th scope="col">{t('TYPE')}</th>
                      <th scope="col">{t('BEDROOMS')}</th>
                      <th scope="col">{t('LIVING_AREA')}</th>
                      <th scope="col">{t('PRICE')}</th>
                      <th scope="col">{t('STATUS')}</th>
                      <th scope="col">{t('FLOOR_PLANS')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {units.map((unit) => (
                      <tr key={unit.id}>
                        <th scope="row">
                          <UnitName name={unit.name} href={propertyUrl(pages, locale, { ...unit, slug: unit.slug ?? null })} />
                        </th>
                        <td>{populated(unit.type)?.name}</td>
                        <td>{unit.rooms?.bedrooms ?? '–'}</td>
                        <td>{unit.surfaces?.living ? formatArea(unit.surfaces.living, locale) : '–'}</td>
                        <td>{priceText(unit, t, locale)}</td>
                        <td>{hasMarqueeBanner(unit.marquee) && isMarquee(unit.marquee) ? t(marqueeLabelKey(unit.marquee)) : t('AVAILABLE')}</td>
                        <td>
                          <UnitPlans unit={unit} locale={locale} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section aria-labelledby="location">
            <h2 id="location">{t('LOCATION')}</h2>
            <p className={detail.addressCard}>
              {address}
              <br />
              <a href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`} rel="noopener noreferrer" target="_blank">
                {t('DIRECTIONS')}
                <span className="visually-hidden"> {t('OPENS_IN_NEW_WINDOW')}</span>
              </a>
            </p>
            {mapsKey && typeof p.latitude === 'number' && typeof p.longitude === 'number' && (
              <PropertyMap apiKey={mapsKey} lat={p.latitude} lng={p.longitude} exact={p.publicAddress === true} title={p.name} language={locale} labels={{ map: t('MAP'), streetView: t('STREET_VIEW'), unavailable: t('MAP_UNAVAILABLE'), approximate: t('APPROXIMATE_LOCATION') }} />
            )}
          </section>
          <DocumentList documents={p.documents} t={t} />
          <section aria-labelledby="contact-construction" className={detail.forms}>
            <h2 id="contact-construction">{t('FORM_TITLE_CONTACT_CONSTRUCTION')}</h2>
            <FormSection kind="contact-construction" locale={locale} t={t} project={p.id} />
          </section>
        </div>
        <aside className={detail.side} aria-label={t('CONTACT_US')}>
          <ContactCard settings={settings} subject={p.name} t={t} agent={agent}>
            {p.externalLink && (
              <p>
                <a href={p.externalLink} rel="noopener noreferrer" target="_blank">
                  {t('PROJECT_WEBSITE')}
                  <span className="visually-hidden"> {t('OPENS_IN_NEW_WINDOW')}</span>
                </a>
              </p>
            )}
          </ContactCard>
        </aside>
      </div>
    </div>
  )
}
