import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { epcImageFor, renovationNoticeApplies } from '@/lib/domain/epcImage'
import { badgeText, cardMarquee } from '@/lib/domain/listingBadges'
import { addressText, priceText, statusMessageKey } from '@/lib/domain/listingText'
import type { ListingEvent } from '@/lib/domain/listingHistory'
import { detectVideo, videoEmbed } from '@/lib/domain/video'
import { populated } from '@/lib/payload/populated'
import { listingSnapshot } from '@/lib/shortlist/fromProperty'
import type { Media, Property, SiteSetting } from '@/payload-types'

import { jsonForScript } from '../seo/AgencyJsonLd'
import { listingJsonLd } from '../seo/listingJsonLd'
import { KeepButton } from '../shortlist/KeepButton.client'
import { detailGroups } from './detailGroups'
import { ListingForms } from './ListingForms'
import { ListingHistory } from './ListingHistory'
import { type Agent, ContactCard, Description, DocumentList } from './DetailParts'
import { EpcPanel } from './EpcPanel'
import { Gallery } from './GalleryLoader.client'
import { DetailList, MediaEmbed } from './ListingParts.client'
import { floorPlansOf } from './floorPlans'
import { GALLERY_KEYS, type GalleryLabels, photoOf } from './photos'
import { PropertyCard, type CardProperty } from './PropertyCard'
import styles from './PropertyDetail.module.css'
import { PropertyMap } from './PropertyMap.client'
import { ShareLinks } from './ShareLinks'
import { CostSection } from '@/components/costs/CostSection'
import type { ListingCosts } from '@/lib/domain/costs/listing'
import type { ApplicationRuleSet } from '@/lib/domain/rentalApplication'

export type DetailProps = {
  property: Property
  locale: Locale
  t: Translate
  settings: SiteSetting
  siteUrl: string
  /** The listing's canonical path, its print view's and the similar listings with their paths. */
  path: string
  similar: { property: CardProperty; href: string }[]
  projectHref: string | null
  /** The listing's history as visitors may read it, and the moment the page is drawn (for the days online). */
  history?: readonly ListingEvent[]
  now?: Date
  /** Its "What it costs" panel, when it has one (lib/domain/costs/listing.ts). */
  costs?: ListingCosts | null
  /** What a rent application may ask in its region today (lib/domain/rentalApplication.ts). */
  application?: ApplicationRuleSet | null
  /** The team member handling it, shown in the contact card. */
  agent?: Agent | null
}

/**
 * A listing's page body: status, photos, price and address by the display rules, the description,
 * every filled detail in groups, energy, video and tour, the map or an address card, documents,
 * sharing, the agency's contact, similar listings and structured data.
 */
export const PropertyDetail = ({ property: p, locale, t, settings, siteUrl, path, similar, projectHref, history = [], now = new Date(), costs = null, application = null, agent = null }: DetailProps) => {
  const city = populated(p.city)
  const type = populated(p.type)
  const photos = (p.photos ?? []).flatMap((m) => photoOf(populated<Media>(m), p.name) ?? [])
  const plans = floorPlansOf(p.floorPlans, locale)
  const address = addressText(p, city)
  const image = epcImageFor({ country: city?.country, zip: city?.zip, energyPerformance: p.energy?.energyPerformance, epcLabelText: p.energy?.epcLabelText })
  const video = detectVideo(p.videoUrl)
  const tour = detectVideo(p.virtualTourUrl, { siteHost: new URL(siteUrl).hostname })
  const status = statusMessageKey(p.marquee)
  // The badge its card shows, by the same rule (cardMarquee, badgeText): a marquee staff set by hand, else
  // "Price reduced" or "New" from its history at `now`; none beside a sold or rented status. Drawn on the
  // server, no client code: the page is static, cached for at most five minutes (the route's revalidate)
  // and expired on every save, as the cards are, so a badge whose days ran out shows five minutes at most.
  const badge = status ? null : badgeText(p, cardMarquee(p, history, now), t)
  const exact = p.publishAddress === true
  const hasPosition = typeof p.latitude === 'number' && typeof p.longitude === 'number'
  const mapsKey = settings.maps?.googleMapsKey
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(exact || !hasPosition ? address : `${p.latitude},${p.longitude}`)}`
  const jsonLd = listingJsonLd({
    ...p,
    url: path,
    siteUrl,
    goal: p.goal,
    description: p.description?.slice(0, 500),
    datePosted: p.publishedAt,
    image: photos[0]?.src,
    zip: city?.zip,
    city: city?.name,
    country: city?.country,
    livingArea: p.surfaces?.living,
    rooms: p.rooms?.bedrooms,
    available: status === null,
  })

  return (
    <div className={`container ${styles.detail}`}>
      {status && (
        <p className={styles.status} role="status">
          <strong>{t(status)}</strong> {status === 'PROPERTY_SOLD' ? t('PROPERTY_SOLD_TEXT') : null}
        </p>
      )}
      {photos.length === 0 && <p className={styles.noPhoto}>{t('NO_PHOTO')}</p>}
      {photos.length + plans.length > 0 && <Gallery photos={photos} plans={plans} labels={pick(t, GALLERY_KEYS) as GalleryLabels} />}
      <div className={styles.columns}>
        <div className={styles.main}>
          <header className={styles.head}>
            {badge && <p className={styles.marquee}>{badge}</p>}
            <p className={styles.price}>{priceText(p, t, locale)}</p>
            <p className={styles.address}>
              {type?.name}
              {type?.name ? ' · ' : null}
              {address}
            </p>
            {/* The heart's place is kept before it shows (once React runs), so nothing below it moves. */}
            <div className={styles.keepSlot}>
              <KeepButton listing={listingSnapshot(p, path, t, locale)} labels={{ keep: t('SHORTLIST_KEEP'), remove: t('SHORTLIST_REMOVE') }} variant="text" className={styles.keep} />
            </div>
            {projectHref && (
              <p>
                <a href={projectHref}>{t('VIEW_PROJECT')}</a>
              </p>
            )}
          </header>
          <Description text={p.description} t={t} />
          <EpcPanel image={image} notice={renovationNoticeApplies({ goal: p.goal, image })} score={p.energy?.energyPerformance} livingArea={p.surfaces?.living} pricePerKwh={settings.energy?.pricePerKwh} t={t} locale={locale} />
          <DetailList groups={detailGroups({ ...p, typeName: type?.name }, t, locale)} className={styles.group} />
          <ListingHistory events={history} listing={p} t={t} locale={locale} now={now} />
          {costs && <CostSection costs={costs} t={t} locale={locale} propertyId={p.id} />}
          {(video || tour) && (
            <section aria-labelledby="media">
              <h2 id="media">{video ? t('VIDEO') : t('VIRTUAL_TOUR')}</h2>
              {video && <MediaEmbed embed={videoEmbed(video)} title={`${t('VIDEO')}: ${p.name}`} playLabel={t('PLAY_VIDEO')} loadsFromLabel={t('LOADS_FROM_HOST')} />}
              {tour && <MediaEmbed embed={videoEmbed(tour)} title={`${t('VIRTUAL_TOUR')}: ${p.name}`} playLabel={t('OPEN_VIRTUAL_TOUR')} loadsFromLabel={t('LOADS_FROM_HOST')} />}
            </section>
          )}
          <section aria-labelledby="location">
            <h2 id="location">{t('LOCATION')}</h2>
            <p className={styles.addressCard}>
              {address}
              {!exact && (
                <>
                  <br />
                  <small>{t('ADDRESS_ON_REQUEST')}</small>
                </>
              )}
              <br />
              <a href={directions} rel="noopener noreferrer" target="_blank">
                {t('DIRECTIONS')}
                <span className="visually-hidden"> {t('OPENS_IN_NEW_WINDOW')}</span>
              </a>
            </p>
            {mapsKey && hasPosition && (
              <PropertyMap
                apiKey={mapsKey}
                lat={p.latitude as number}
                lng={p.longitude as number}
                exact={exact}
                title={p.name}
                language={locale}
                labels={{ map: t('MAP'), streetView: t('STREET_VIEW'), unavailable: t('MAP_UNAVAILABLE'), approximate: t('APPROXIMATE_LOCATION') }}
              />
            )}
          </section>
          <DocumentList documents={p.documents} t={t} />
          <ListingForms property={p} locale={locale} t={t} depositMonths={costs?.rules.rent.depositMonths} application={application} />
        </div>
        <aside className={styles.side} aria-label={t('CONTACT_US')}>
          <ContactCard settings={settings} subject={`${p.reference ?? ''} ${p.name}`.trim()} t={t} agent={agent}>
            {p.reference && (
              <p>
                {t('REFERENCE')}: {p.reference}
              </p>
            )}
          </ContactCard>
          <ShareLinks url={`${siteUrl.replace(/\/+$/, '')}${path}`} title={p.name} printHref={`${path}print/`} t={t} />
        </aside>
      </div>
      {similar.length > 0 && (
        <section aria-labelledby="similar" className={styles.similar}>
          <h2 id="similar">{t('SIMILAR_PROPERTIES')}</h2>
          <div className={styles.cards}>
            {similar.map((s) => (
              <PropertyCard key={s.property.id} property={s.property} href={s.href} t={t} locale={locale} />
            ))}
          </div>
        </section>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
    </div>
  )
}
