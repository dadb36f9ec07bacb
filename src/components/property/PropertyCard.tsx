import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { marqueeLabelKey, isMarquee, hasMarqueeBanner } from '@/lib/domain/marquee'
import { formatPrice } from '@/lib/domain/price'
import { displayPrice } from '@/lib/domain/priceDisplay'
import { populated } from '@/lib/payload/populated'
import type { Media, Property } from '@/payload-types'

import styles from './PropertyCard.module.css'

export type CardProperty = Pick<Property, 'id' | 'name' | 'price' | 'priceUnit' | 'publishPrice' | 'marquee' | 'marqueeName' | 'city' | 'type' | 'photos' | 'rooms' | 'surfaces' | 'goal'>

/** The price line of a card: amount (with "from" / "per month"), "price on request", or the sold/rented label. */
const PriceText = ({ property, t, locale }: { property: CardProperty; t: Translate; locale: Locale }) => {
  const shown = displayPrice({
    price: property.price,
    publishPrice: property.publishPrice,
    priceUnit: property.priceUnit,
    marquee: property.marquee,
    marqueeName: property.marqueeName,
  })
  if (shown.kind === 'marquee') return <>{shown.text || t(marqueeLabelKey(property.marquee))}</>
  if (shown.kind === 'onRequest') return <>{t('PRICE_ON_REQUEST')}</>
  return (
    <>
      {shown.startingFrom && `${t('STARTING_FROM')} `}
      {formatPrice(shown.amount, locale)}
      {shown.perMonth && ` ${t('PER_MONTH')}`}
    </>
  )
}

type CardProps = { property: CardProperty; href: string; t: Translate; locale: Locale; /** The name's heading level: one below the list's heading. */ headingLevel?: 2 | 3 | 4 }

/** A property in a list: photo (250×167 thumbnail, 400 wide on larger screens), type, city, price, rooms, surface. */
export const PropertyCard = ({ property, href, t, locale, headingLevel = 3 }: CardProps) => {
  const Name = `h${headingLevel}` as const
  const photo = populated<Media>(property.photos?.[0])
  const city = populated(property.city)
  const type = populated(property.type)
  const marquee = isMarquee(property.marquee) && hasMarqueeBanner(property.marquee) ? t(marqueeLabelKey(property.marquee)) : null
  return (
    <article className={styles.card}>
      <a href={href} className={styles.link}>
        <div className={styles.photo}>
          {photo?.url ? (
            <img
              src={photo.sizes?.w400?.url || photo.url}
              srcSet={[photo.sizes?.thumbnail?.url && `${photo.sizes.thumbnail.url} 250w`, photo.sizes?.w400?.url && `${photo.sizes.w400.url} 400w`, photo.sizes?.w600?.url && `${photo.sizes.w600.url} 600w`].filter(Boolean).join(', ')}
              sizes="(min-width: 1280px) 400px, (min-width: 767px) 50vw, 100vw"
              alt={photo.alt || property.name}
              width={400}
              height={267}
              loading="lazy"
            />
          ) : (
            <span className={styles.noPhoto}>{t('NO_PHOTO')}</span>
          )}
          {marquee && <span className={styles.marquee}>{property.marqueeName || marquee}</span>}
        </div>
        <div className={styles.body}>
          <p className={styles.meta}>
            {type?.name}
            {city && ` · ${city.zip} ${city.name}`}
          </p>
          <Name className={styles.name}>{property.name}</Name>
          <p className={styles.price}>
            <PriceText property={property} t={t} locale={locale} />
          </p>
          <p className={styles.facts}>
            {property.rooms?.bedrooms ? `${property.rooms.bedrooms} ${t(property.rooms.bedrooms === 1 ? 'BEDROOM' : 'BEDROOMS').toLowerCase()}` : null}
            {property.rooms?.bedrooms && property.surfaces?.living ? ' · ' : null}
            {property.surfaces?.living ? `${property.surfaces.living} m²` : null}
          </p>
        </div>
      </a>
    </article>
  )
}
