import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { PrintView } from '@/components/property/PrintView'
import { PropertyDetail } from '@/components/property/PropertyDetail'
import { RecentlyViewed, VisitBeacon } from '@/components/property/ListingParts.client'
import { translator } from '@/i18n/dictionary'
import { listingCosts } from '@/lib/domain/costs/listing'
import { shownPrice } from '@/lib/domain/priceDisplay'
import { brusselsDay } from '@/lib/visits/days'
import { getPropertyDetail, getSimilarProperties } from '@/lib/payload/listingQueries'
import { populated, relationId } from '@/lib/payload/populated'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { applicationRulesOf } from '@/lib/payload/applicationRules'
import { getAgent, getApplicationRules, getCostRules, getDictionary, getListingHistory, getSiteSettings } from '@/lib/payload/queries'
import { projectPath } from '@/lib/routing/paths'
import { getSiteUrl } from '@/lib/seo/siteUrl'
import { listingSnapshot } from '@/lib/shortlist/fromProperty'
import type { Property } from '@/payload-types'

import { type DetailRequest, detailAlternates, detailCrumbs, detailMetadata } from './detailPage'

type ListingRequest = DetailRequest & { id: number; print: boolean; path: string }

/**
 * The listing of a request, or a 404 when it is missing or not published; a path that is not its
 * canonical one redirects (308). The proxy answers both before the page when its table is loaded.
 */
const load = async ({ locale, pages, id, print, path }: ListingRequest): Promise<{ property: Property; canonical: string }> => {
  const property = await getPropertyDetail(id, locale)
  if (!property) notFound()
  const canonical = propertyUrl(pages, locale, property)
  if (!canonical) notFound()
  const wanted = print ? `${canonical}print/` : canonical
  if (wanted !== path) permanentRedirect(wanted)
  return { property, canonical }
}

const alternatesOf = (request: ListingRequest, id: number) =>
  detailAlternates(request.enabled, async (locale) => {
    const doc = await getPropertyDetail(id, locale)
    return doc ? propertyUrl(request.pages, locale, doc) : null
  })

export const listingMetadata = async (request: ListingRequest): Promise<Metadata> => {
  const { property, canonical } = await load(request)
  return detailMetadata(request, property, canonical, await alternatesOf(request, property.id), request.print)
}

/** A listing's page (or its print view) with the site's header, banner and footer. */
export const ListingView = async (request: ListingRequest) => {
  const { locale, pages, print } = request
  const { property, canonical } = await load(request)
  const agentId = relationId(property.agent)
  const [dictionary, settings, history, costRules, applicationRules, agent] = await Promise.all([
    getDictionary(locale),
    getSiteSettings(locale),
    getListingHistory(property.id),
    getCostRules(),
    property.goal === 'rent' ? getApplicationRules() : [],
    agentId ? getAgent(agentId, locale) : null,
  ])
  const t = translator(dictionary)
  const siteUrl = getSiteUrl()
  const city = populated(property.city)
  const costs = listingCosts(property, city, settings.energy?.pricePerKwh, costRules, brusselsDay(new Date()))
  if (print) return <PrintView property={property} locale={locale} t={t} settings={settings} siteUrl={siteUrl} path={canonical} costs={costs} />

  const type = populated(property.type)
  const candidates =
    city?.zip && type ? await getSimilarProperties(locale, { id: property.id, goal: property.goal, typeId: type.id, zip: city.zip, price: shownPrice(property) }) : []
  const similar = candidates.flatMap((card) => {
    const href = propertyUrl(pages, locale, card)
    return href ? [{ property: card, href }] : []
  })
  const project = populated(property.project)
  const sale = property.goal === 'sale'
  const { crumbs, parentPath } = detailCrumbs(request, t, sale ? 'for-sale' : 'for-rent', sale ? 'FOR_SALE' : 'FOR_RENT', { name: property.name, href: canonical })
  return (
    <PageShell
      locale={locale}
      alternates={await alternatesOf(request, property.id)}
      currentPath={parentPath ?? canonical}
      banner={<PageBanner title={property.name} crumbs={crumbs} showBreadcrumb label={t('BREADCRUMB')} />}
    >
      <PropertyDetail
        property={property}
        locale={locale}
        t={t}
        settings={settings}
        siteUrl={siteUrl}
        path={canonical}
        similar={similar}
        projectHref={project ? projectPath(pages, locale, project) : null}
        history={history}
        now={new Date()}
        costs={costs}
        application={applicationRulesOf(applicationRules, city)}
        agent={agent}
      />
      <RecentlyViewed current={listingSnapshot(property, canonical, t, locale)} title={t('SHORTLIST_RECENTLY_VIEWED')} />
      <VisitBeacon property={property.id} />
    </PageShell>
  )
}
