import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/i18n/numbers'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pathForKey } from '@/lib/routing/paths'
import { describeAreaRange } from '@/lib/domain/areas'
import { epcClassLabelKey } from '@/lib/domain/epcClass'
import { featureLabelKey } from '@/lib/domain/listingFeatures'
import { mapItemOf } from '@/lib/domain/listingText'
import { formatPrice } from '@/lib/domain/price'
import type { SearchFilters, SearchSort } from '@/lib/domain/searchQuery'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import type { getCities, getPropertyCards, getPropertyTypes } from '@/lib/payload/queries'
import { filterChips, pageQuery, sortQuery, withQuery } from '@/lib/search/resultLinks'
import type { SearchResult } from '@/lib/search/types'

import { PropertyCard } from '../property/PropertyCard'
import styles from './Results.module.css'
import { ResultsViews } from './ResultsParts.client'

type Cards = Awaited<ReturnType<typeof getPropertyCards>>
type Props = {
  locale: Locale
  t: Translate
  pages: PageRoute[]
  /** The results page's own path ('/nl/te-koop/'). */
  path: string
  filters: SearchFilters
  result: SearchResult
  cards: Cards
  cities: Awaited<ReturnType<typeof getCities>>
  types: Awaited<ReturnType<typeof getPropertyTypes>>
  mapsKey: string | null | undefined
}

const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'SORT_NEWEST',
  'price-asc': 'SORT_PRICE_ASC',
  'price-desc': 'SORT_PRICE_DESC',
  'price-m2-asc': 'SORT_PRICE_M2_ASC',
  'living-desc': 'SORT_LIVING_AREA_DESC',
}

/** The active filters, each a link to the same search without it, and a link that clears them all. */
const ActiveFilters = ({ filters, result, path, t, locale, cities, types }: Pick<Props, 'filters' | 'result' | 'path' | 't' | 'locale' | 'cities' | 'types'>) => {
  const chips = filterChips(filters, { types: result.typeIds })
  if (chips.length === 0) return null
  const cityName = (c: { name: string; zip: string }) => {
    const known = cities.find((city) => city.zip === c.zip && city.name.toLowerCase() === c.name) ?? cities.find((city) => city.zip === c.zip && c.name === '')
    return known ? `${known.name} (${known.zip})` : [c.name, c.zip].filter(Boolean).join(' ')
  }
  const label = (chip: (typeof chips)[number]): string => {
    switch (chip.kind) {
      case 'search':
        return `“${chip.text}”`
      case 'city':
        return cityName(chip.city)
      case 'type':
        return types.find((type) => type.webID === chip.webID)?.name ?? String(chip.webID)
      case 'room':
        return t('LABEL_VALUE', { label: t(chip.room.toUpperCase()), value: t('AT_LEAST', { count: chip.count }).toLowerCase() })
      case 'price':
        return `${formatPrice(chip.price.min, locale)} – ${formatPrice(chip.price.max, locale)}`
      case 'area':
        return t('LABEL_VALUE', {
          label: t(chip.area === 'living' ? 'LIVING_AREA' : 'GROUND_AREA'),
          value: describeAreaRange(chip.range, locale, { from: t('AREA_FROM'), upTo: t('AREA_UP_TO') }),
        })
      case 'epc':
        return t('LABEL_VALUE', { label: t('EPC_LABEL'), value: t(epcClassLabelKey(chip.epc)) })
      case 'feature':
        return t(featureLabelKey(chip.feature))
    }
  }
  return (
    <nav className={styles.chips} aria-label={t('ACTIVE_FILTERS')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a href={withQuery(path, chip.query)} className={styles.chip} aria-label={t('REMOVE_FILTER', { filter: label(chip) })}>
              {label(chip)} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={path} className={styles.reset}>
        {t('RESET_FILTERS')}
      </a>
    </nav>
  )
}

/** Sorting as links (they work without JavaScript), the current one marked. */
const SortLinks = ({ filters, path, t }: Pick<Props, 'filters' | 'path' | 't'>) => (
  <nav className={styles.sort} aria-label={t('SORT_BY')}>
    <span aria-hidden="true">{t('SORT_BY')}:</span>
    <ul>
      {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => (
        <li key={sort}>
          <a href={withQuery(path, sortQuery(filters, sort))} aria-current={filters.sort === sort ? 'true' : undefined}>
            {t(SORT_LABELS[sort])}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)

/** "Page X/Y" with first, previous, next and last links that keep the search. */
const Pagination = ({ filters, result, path, t }: Pick<Props, 'filters' | 'result' | 'path' | 't'>) => {
  if (result.pages <= 1) return null
  const link = (page: number, key: string, rel?: string) =>
    page >= 1 && page <= result.pages && page !== result.page ? (
      <a href={withQuery(path, pageQuery(filters, page))} rel={rel}>
        {t(key)}
      </a>
    ) : (
      <span aria-disabled="true">{t(key)}</span>
    )
  return (
    <nav className={styles.pagination} aria-label={t('PAGINATION')}>
      {link(1, 'FIRST_PAGE')}
      {link(result.page - 1, 'PREVIOUS', 'prev')}
      <span aria-current="page">{t('PAGE_X_OF_Y', { page: result.page, pages: result.pages })}</span>
      {link(result.page + 1, 'NEXT', 'next')}
      {link(result.pages, 'LAST_PAGE')}
    </nav>
  )
}

/** A results page below its search box: count, active filters, sorting, the cards (or the map), paging; or the no-results message. */
export const Results = ({ locale, t, pages, path, filters, result, cards, cities, types, mapsKey }: Props) => {
  // A listing without an address in this language (its results page has no path in it) is left out.
  const linked = cards.flatMap((card) => {
    const href = propertyUrl(pages, locale, card)
    return href ? [{ card, href }] : []
  })
  const otherGoal = pathForKey(pages, filters.goal === 'sale' ? 'for-rent' : 'for-sale', locale)
  const grid = (
    <ul className={styles.grid}>
      {linked.map(({ card, href }, index) => (
        <li key={card.id}>
          <PropertyCard property={card} href={href} t={t} locale={locale} headingLevel={3} priority={index === 0} />
        </li>
      ))}
    </ul>
  )
  return (
    <section className={`container ${styles.results}`} aria-labelledby="results-count">
      <div className={styles.head}>
        <h2 id="results-count" className={styles.count}>
          {result.total === 1 ? t('RESULTS_COUNT_ONE') : t('RESULTS_COUNT', { count: formatNumber(result.total, locale) })}
        </h2>
        {result.total > 1 && <SortLinks filters={filters} path={path} t={t} />}
      </div>
      <ActiveFilters filters={filters} result={result} path={path} t={t} locale={locale} cities={cities} types={types} />
      {result.total === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('NO_RESULTS')}</p>
          <p>{t('NO_RESULTS_TEXT')}</p>
          <p>{t('NO_RESULTS_HINT')}</p>
          <p className={styles.emptyLinks}>
            <a className="button" href={path}>
              {t('RESET_FILTERS')}
            </a>
            <a className="button button-secondary" href={otherGoal}>
              {t(filters.goal === 'sale' ? 'VIEW_ALL_FOR_RENT' : 'VIEW_ALL_FOR_SALE')}
            </a>
          </p>
        </div>
      ) : mapsKey ? (
        <ResultsViews
          mapsKey={mapsKey}
          items={linked.map(({ card, href }) => mapItemOf(card, href, t, locale))}
          language={locale}
          labels={{ list: t('LIST_VIEW'), map: t('MAP_VIEW'), views: t('RESULTS_VIEW'), unavailable: t('MAP_UNAVAILABLE'), approximate: t('APPROXIMATE_LOCATION') }}
        >
          {grid}
        </ResultsViews>
      ) : (
        // Without a Maps key there is no map to switch to: the list alone, and no map data in the page.
        grid
      )}
      <Pagination filters={filters} result={result} path={path} t={t} />
    </section>
  )
}
