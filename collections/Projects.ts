import type { CollectionConfig } from 'payload'

import { isStaff, publishedOrStaff } from './access/isStaff'
import { addressFields, mediaFields, validateWebUrl } from './fields/address'
import { agentField } from './fields/agent'
import { crmOriginField, keptByCrm } from './fields/crm'
import { publishedAtField } from './fields/date'
import { slugField } from './fields/slug'
import { translationFields } from './fields/translations'
import { revalidateHooks } from './hooks/revalidate'
import { setPublishedAt } from './hooks/setPublishedAt'
import { trackTranslations } from './hooks/translations'

/** A new-build project; its units are properties whose `project` points here. */
export const Projects: CollectionConfig<'projects'> = {
  slug: 'projects',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'photos', 'city', 'status', '_status', 'missingTranslations'], group: 'Listings' },
  access: { read: publishedOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: { beforeChange: [setPublishedAt, trackTranslations], ...revalidateHooks },
  indexes: [{ fields: ['crm.source', 'crm.estateId'], unique: true }],
  fields: keptByCrm([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Project',
          fields: [
            { name: 'name', type: 'text', localized: true, required: true, maxLength: 140 },
            { name: 'description', type: 'textarea', localized: true, maxLength: 20_000 },
            {
              type: 'row',
              fields: [
                {
                  name: 'status',
                  type: 'select',
                  // Its own enum name on PostgreSQL, where the drafts' _status already takes enum_projects_status.
                  enumName: 'enum_projects_sales_status',
                  defaultValue: 'selling',
                  options: [
                    { label: 'Coming soon', value: 'comingSoon' },
                    { label: 'Selling', value: 'selling' },
                    { label: 'Sold out', value: 'soldOut' },
                  ],
                },
                { name: 'delivery', type: 'text', localized: true, maxLength: 60, admin: { description: 'e.g. spring 2028' } },
                { name: 'developer', type: 'text', maxLength: 120 },
              ],
            },
            { name: 'externalLink', type: 'text', validate: validateWebUrl, admin: { description: 'Project website, if any' } },
            { name: 'units', type: 'join', collection: 'properties', on: 'project', defaultLimit: 100 },
          ],
        },
        { label: 'Location', fields: addressFields('publicAddress') },
        { label: 'Media', fields: mediaFields },
      ],
    },
    ...translationFields,
    slugField('name', 'projects'),
    { name: 'reference', type: 'text', unique: true, maxLength: 32, admin: { position: 'sidebar' } },
    agentField,
    publishedAtField,
    crmOriginField,
  ]),
}
