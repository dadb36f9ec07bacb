import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatArea } from '@/i18n/numbers'
import { badgeText } from '@/lib/domain/listingBadges'
import { addressText, priceText } from '@/lib/domain/listingText'
import type { Marquee } from '@/lib/domain/marquee'
import { presentAttributes } from '@/lib/html/attributes'
import { populated } from '@/lib/payload/populated'
import { listingSnapshot } from '@/lib/shortlist/fromProperty'
import type { Media, Property } from '@/payload-types'

import { KeepButton } from '../shortlist/KeepButton.client'
import styles from './PropertyCard.module.css'

export type CardProperty = Pick<Property, 'id' | 'name' | 'price' | 'priceUnit' | 'publishPrice' | 'marquee' | 'marqueeName' | 'city' | 'type' | 'photos' | 'rooms' | 'surfaces' | 'goal'> &
  Partial<Pick<Property, 'street' | 'houseNumber' | 'boxNr'>> & {
    /** The marquee the card shows, as the card reads chose it (src/lib/payload/history.ts): set by hand, or from the history ("New", "Price reduced"). */
    badge?: Marquee | null
  }

type CardProps = {
  property: CardProperty
  href: string
  t: Translate
  locale: Locale
  /** The name's heading level: one below the list's heading. */
  headingLevel?: 2 | 3 | 4
  /** The first card of a results page, whose photo is on a phone's first screen (its largest image): loaded at once, first. */
  priority?: boolean
}

/**
 * A property in a list: its 250×167 thumbnail (sharper sizes for wide and dense screens), SOLD or
 * RENTED banner, type, address by the display rules, name, price by the display rules, bedrooms and
 * living area; the shortlist's heart over the photo's corner, beside the link (a button cannot sit in a link).
 */
export const PropertyCard = ({ property, href, t, locale, headingLevel = 3, priority = false }: CardProps) => {
  const Name = `h${headingLevel}` as const
  const photo = populated<Media>(property.photos?.[0])
  const city = populated(property.city)
  const type = populated(property.type)
  // Cards read without their history (badge undefined) show the hand-set marquee alone.
  const marqueeText = badgeText(property, property.badge, t)
  const sizes = photo?.sizes
  return (
    <article className={styles.card}>
      <a href={href} className={styles.link}>
        <div className={styles.photo}>
          {photo?.url ? (
            <img
              src={sizes?.thumbnail?.url || photo.url}
              srcSet={[sizes?.thumbnail?.url && `${sizes.thumbnail.url} 250w`, sizes?.w400?.url && `${sizes.w400.url} 400w`, sizes?.w600?.url && `${sizes.w600.url} 600w`].filter(Boolean).join(', ')}
              sizes="(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw"
              alt={photo.alt || property.name}
              width={250}
              height={167}
              loading={priority ? 'eager' : 'lazy'}
              {...presentAttributes({ fetchPriority: priority ? ('high' as const) : undefined })}
            />
          ) : (
            <span className={styles.noPhoto}>{t('NO_PHOTO')}</span>
          )}
          {marqueeText && <span className={styles.marquee}>{marqueeText}</span>}
        </div>
        <div className={styles.body}>
          <p className={styles.meta}>
            {type?.name}
            {type?.name && city ? ' · ' : null}
            {addressText(property, city)}
          </p>
          <Name className={styles.name}>{property.name}</Name>
          <p className={styles.price}>{priceText(property, t, locale)}</p>
          <p className={styles.facts}>
            {property.rooms?.bedrooms ? `${property.rooms.bedrooms} ${t(property.rooms.bedrooms === 1 ? 'BEDROOM' : 'BEDROOMS').toLowerCase()}` : null}
            {property.rooms?.bedrooms && property.surfaces?.living ? ' · ' : null}
            {property.surfaces?.living ? formatArea(property.surfaces.living, locale) : null}
          </p>
        </div>
      </a>
      <KeepButton listing={listingSnapshot(property, href, t, locale)} labels={{ keep: t('SHORTLIST_KEEP'), remove: t('SHORTLIST_REMOVE') }} className={styles.keep} />
    </article>
  )
}
