import type { CollectionConfig } from 'payload'

import { CRM_LOG_OUTCOMES } from '@/lib/crm/log'
import { CRM_NAMES, CRM_SOURCES } from '@/lib/crm/types'
import { toOptions } from '@/lib/domain/propertyOptions'

import { isStaff, nobody } from './access/isStaff'

/**
 * The import log staff read: every event from the agency's CRM and every lead sent back to it, when, what
 * it did to which listing, and what was refused or left out and why (src/lib/crm/log.ts). Written by the
 * importer and the jobs only; kept 90 days.
 */
export const CrmLog: CollectionConfig<'crm-log'> = {
  slug: 'crm-log',
  labels: { singular: 'Import log entry', plural: 'Import log' },
  graphQL: { singularName: 'CrmLogEntry', pluralName: 'CrmLog' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['at', 'source', 'event', 'outcome', 'summary', 'property'],
    listSearchableFields: ['estateId', 'summary'],
    group: 'Listings',
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  fields: [
    { name: 'at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm:ss' } } },
    {
      type: 'row',
      fields: [
        { name: 'source', type: 'select', required: true, options: CRM_SOURCES.map((value) => ({ value, label: CRM_NAMES[value] })) },
        { name: 'event', type: 'text', maxLength: 40, admin: { description: 'What the CRM said, or what the site did' } },
        { name: 'outcome', type: 'select', required: true, index: true, options: toOptions(CRM_LOG_OUTCOMES) },
        { name: 'estateId', type: 'text', index: true, maxLength: 64 },
      ],
    },
    { name: 'summary', type: 'text', maxLength: 300 },
    { name: 'details', type: 'textarea', maxLength: 10_000, admin: { description: 'What was refused, left out or cleaned, one per line' } },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties' },
        { name: 'project', type: 'relationship', relationTo: 'projects' },
        { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
      ],
    },
  ],
}
