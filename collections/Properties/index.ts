import type { CollectionConfig } from 'payload'

import { MARQUEES } from '@/lib/domain/marquee'
import { PRICE_UNITS } from '@/lib/domain/priceDisplay'
import { AVAILABILITY, GOALS, toOptions } from '@/lib/domain/propertyOptions'

import { readWhenPriceShown, readWhenStaffOrOwner } from '../access/displayRules'
import { isStaff, publishedStaffOrOwned } from '../access/isStaff'
import { addressFields, mediaFields } from '../fields/address'
import { agentField } from '../fields/agent'
import { crmOriginField, keptByCrm } from '../fields/crm'
import { dayField, publishedAtField } from '../fields/date'
import { slugField } from '../fields/slug'
import { freeOnDuplicate } from '../fields/duplicate'
import { translationFields } from '../fields/translations'
import { searchThenRevalidate } from '../hooks/revalidate'
import { propertySearchHooks } from '../hooks/searchIndex'
import { setPublishedAt } from '../hooks/setPublishedAt'
import { trackTranslations } from '../hooks/translations'
import { detailFields, legalFields } from './detailFields'
import { checkMandatoryMentions } from './hooks/checkMandatoryMentions'
import { deleteStatistics } from './hooks/deleteStatistics'
import { queueAlertMatching } from './hooks/queueAlertMatching'
import { recordListingEvents } from './hooks/recordListingEvents'

export const Properties: CollectionConfig<'properties'> = {
  slug: 'properties',
  labels: { singular: 'Property', plural: 'Properties' },
  admin: {
    useAsTitle: 'name',
    // What staff work from: the photo, name and reference, the price as written, status with marquee, where, who, how long and how seen, which languages.
    defaultColumns: ['name', 'photos', 'reference', 'price', 'listingStatus', 'city', 'agent', 'daysOnline', 'visitsThisWeek', 'missingTranslations'],
    listSearchableFields: ['name', 'reference', 'street'],
    group: 'Listings',
    components: { beforeListTable: ['/src/components/admin/QuickViews#QuickViews'] },
  },
  // Each staff member's own saved views of the list (filters, columns, sort), shared with colleagues if they choose.
  enableQueryPresets: true,
  access: { read: publishedStaffOrOwned, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  // An account's listings (the `properties` join of users, read with every signed-in request): by owner,
  // newest first. Without it the database walks the whole created-at index to find an owner's few.
  // The statistics module counts the published listings by goal and status (getListingStats) through this one
  // index, instead of reading a hundred thousand rows several times whenever a save expires the home page.
  indexes: [{ fields: ['owner', 'createdAt'] }, { fields: ['_status', 'goal', 'marquee'] }, { fields: ['crm.source', 'crm.estateId'], unique: true }],
  // Whether a visitor may read the price depends on these two (collections/access/displayRules.ts):
  // a `select` naming the price brings them along, so a price the page shows is not hidden for want of them.
  forceSelect: { publishPrice: true, marquee: true },
  // Publishing is refused before anything is stamped or written when a mandatory mention is missing.
  // The search index is written before the cached pages expire, so they render with it; the history
  // (what visitors saw change) before the alerts, which read it.
  hooks: {
    beforeChange: [checkMandatoryMentions, setPublishedAt, trackTranslations],
    beforeDelete: [deleteStatistics],
    ...searchThenRevalidate({ ...propertySearchHooks, afterChange: [...propertySearchHooks.afterChange, recordListingEvents, queueAlertMatching] }),
  },
  // A listing the agency's CRM keeps: its fields are read-only here (the CRM's copy wins), the site's own stay editable.
  fields: keptByCrm([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Listing',
          fields: [
            { name: 'name', type: 'text', localized: true, required: true, maxLength: 140 },
            {
              type: 'row',
              fields: [
                { name: 'goal', type: 'select', options: toOptions(GOALS), required: true, defaultValue: 'sale', index: true },
                { name: 'type', type: 'relationship', relationTo: 'property-types', required: true, index: true },
                { name: 'marquee', type: 'select', options: toOptions(MARQUEES), defaultValue: 'none', required: true, index: true },
                { name: 'marqueeName', type: 'text', localized: true, maxLength: 40, admin: { description: 'Banner text instead of the default label' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'price', type: 'number', min: 0, max: 1_000_000_000, index: true, access: { read: readWhenPriceShown }, admin: { description: '€; monthly rent for a rental', components: { Cell: '/src/components/admin/ListCells#PriceCell' } } },
                { name: 'priceUnit', type: 'select', options: toOptions(PRICE_UNITS), defaultValue: 'total', required: true },
                { name: 'publishPrice', type: 'checkbox', defaultValue: true },
              ],
            },
            { name: 'description', type: 'textarea', localized: true, maxLength: 20_000 },
            {
              type: 'row',
              fields: [
                { name: 'availability', type: 'select', options: toOptions(AVAILABILITY) },
                dayField('availableFrom'),
              ],
            },
          ],
        },
        { label: 'Location', fields: addressFields('publishAddress') },
        { label: 'Details', fields: detailFields },
        { label: 'Energy & legal', fields: legalFields },
        { label: 'Media', fields: mediaFields },
        {
          label: 'Statistics',
          fields: [
            { name: 'visitStats', type: 'ui', admin: { disableListColumn: true, components: { Field: '/collections/Properties/VisitStats.client#VisitStats' } } },
            { name: 'rentApplications', type: 'ui', admin: { disableListColumn: true, components: { Field: '/collections/Properties/Applications.client#Applications' } } },
          ],
        },
      ],
    },
    {
      name: 'mandatoryChecklist',
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/collections/Properties/MandatoryChecklist.client#MandatoryChecklist' } },
    },
    ...translationFields,
    slugField('name', 'properties'),
    { name: 'reference', type: 'text', unique: true, index: true, maxLength: 32, admin: { position: 'sidebar' }, hooks: { beforeDuplicate: [freeOnDuplicate('properties', 32)] } },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true, admin: { position: 'sidebar', description: 'Unit of a new-build project' } },
    agentField,
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      filterOptions: { roles: { contains: 'owner' } },
      // Who owns a listing is for staff and that owner: visitors and other owners never learn it.
      // (Without a document, a query being checked, it stays open: the API guard refuses non-staff filters on it.)
      access: { read: readWhenStaffOrOwner },
      admin: { position: 'sidebar' },
    },
    publishedAtField,
    crmOriginField,
    // List columns computed from the listing: status with marquee, days online, this week's visitors.
    { name: 'listingStatus', type: 'ui', label: 'Status', admin: { components: { Cell: '/src/components/admin/ListCells#StatusCell' } } },
    { name: 'daysOnline', type: 'ui', label: 'Days online', admin: { components: { Cell: '/src/components/admin/ListCells#DaysOnlineCell' } } },
    { name: 'visitsThisWeek', type: 'ui', label: 'Visits this week', admin: { components: { Cell: '/src/components/admin/ListCells#VisitsWeekCell' } } },
  ]),
}
