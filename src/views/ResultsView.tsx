import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Results } from '@/components/search/Results'
import { FormDisclosure } from '@/components/search/ResultsParts.client'
import { SearchBox } from '@/components/search/SearchBox'
import { searchBoxOptions } from '@/components/search/searchBoxOptions'
import { pick, translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { normaliseAlertQuery } from '@/lib/alerts/query'
import { buildSearchQuery, type SearchFilters } from '@/lib/domain/searchQuery'
import { formTextKeys } from '@/lib/forms/texts'
import { getCities, getDictionary, getLanguageSettings, getPage, getPropertyCards, getPropertyTypes, getSearchResults, getSiteSettings } from '@/lib/payload/queries'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates, pagePath, pathForKey } from '@/lib/routing/paths'
import { withQuery } from '@/lib/search/resultLinks'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import { CmsPageLayout } from './CmsPageView'

/** A for-sale or for-rent page (its route) and the search it shows: none on the plain page, the query's on a filtered one. */
export type ResultsRequest = { locale: Locale; enabled: Locale[]; pages: PageRoute[]; route: PageRoute; filters: SearchFilters }

/**
 * The head of a results page. Filtered pages name their normalised query as canonical URL and stay out
 * of search engines (their combinations are endless); their links are still followed.
 */
export const resultsMetadata = async ({ locale, enabled, pages, route, filters }: ResultsRequest): Promise<Metadata> => {
  const [settings, languages, page] = await Promise.all([getSiteSettings(locale), getLanguageSettings(), getPage(route.id, locale)])
  const siteName = settings.agency?.name ?? ''
  const query = buildSearchQuery(filters)
  const path = pagePath(route, locale, pages) ?? `/${locale}/`
  const t = translator(await getDictionary(locale))
  const result = filters.page > 1 ? await getSearchResults(filters.goal, query) : null
  const pageNumber = result ? ` – ${t('PAGE_X_OF_Y', { page: result.page, pages: result.pages })}` : ''
  return pageMetadata({
    locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: withQuery(path, query),
    alternates: pageAlternates(route, pages, enabled, query ? `?${query}` : ''),
    title: `${page?.meta?.title || `${page?.title ?? ''} | ${siteName}`}${pageNumber}`,
    description: page?.meta?.description,
    noindex: query !== '',
  })
}

/** A for-sale or for-rent page with the results of `filters`: the CMS page around its search box and results (404 without the page). */
export const ResultsView = async ({ locale, enabled, pages, route, filters }: ResultsRequest) => {
  const query = buildSearchQuery(filters)
  const [page, dictionary, result, cities, types, settings] = await Promise.all([
    getPage(route.id, locale),
    getDictionary(locale),
    getSearchResults(filters.goal, query),
    getCities(locale),
    getPropertyTypes(locale),
    getSiteSettings(locale),
  ])
  if (!page) notFound()
  const t = translator(dictionary)
  const [cards, options] = await Promise.all([getPropertyCards(result.ids, locale), searchBoxOptions(locale, filters, result)])
  const path = pagePath(route, locale, pages) ?? `/${locale}/`
  return (
    <CmsPageLayout
      page={page}
      route={route}
      locale={locale}
      enabled={enabled}
      pages={pages}
      t={t}
      currentPath={withQuery(path, query)}
      alternateSuffix={query ? `?${query}` : ''}
      results={
        <>
          <div className="container">
            <SearchBox t={t} locale={locale} hrefs={{ sale: pathForKey(pages, 'for-sale', locale), rent: pathForKey(pages, 'for-rent', locale) }} filters={filters} options={options} compact />
          </div>
          <Results locale={locale} t={t} pages={pages} path={path} filters={filters} result={result} cards={cards} cities={cities} types={types} mapsKey={settings.maps?.googleMapsKey} />
          <div className="container">
            <FormDisclosure
              id="alert-me-form"
              label={t('ALERT_ME')}
              intro={t('ALERT_ME_INTRO')}
              noScript={{ label: t('DEMAND_REGISTER'), href: pathForKey(pages, 'demand-register', locale) }}
              form={{ kind: 'search-alert', locale, texts: pick(t, formTextKeys('search-alert')), hidden: { goal: filters.goal, query: normaliseAlertQuery(filters.goal, query) } }}
            />
          </div>
        </>
      }
    />
  )
}
