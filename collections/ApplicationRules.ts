import type { CollectionConfig } from 'payload'

import { APPLICATION_DOCUMENTS, APPLICATION_ITEMS } from '@/lib/domain/rentalApplication'

import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

const ITEM_LABELS: Record<(typeof APPLICATION_ITEMS)[number], string> = {
  phone: 'Phone number',
  address: 'Current address',
  birthDate: 'Date of birth',
  household: 'Number of persons',
  income: 'Monthly income (amount)',
}
const DOCUMENT_LABELS: Record<(typeof APPLICATION_DOCUMENTS)[number], string> = {
  incomeProof: 'Proof of income (payslip, tax assessment)',
  rentReceipts: 'Proof of payment of the last three rents',
}

/**
 * What a rent application may ask a candidate tenant, by region and date (src/lib/domain/rentalApplication.ts,
 * whose sets, with their legal sources, a new site starts with). The candidate's name and e-mail address
 * are always asked; nothing else beyond what a set allows. A new set with a later date replaces the older
 * one on that day, as with the cost rules; the application forms show a change at once.
 */
export const ApplicationRules: CollectionConfig<'application-rules'> = {
  slug: 'application-rules',
  labels: { singular: 'Application rules', plural: 'Application rules' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'region', 'validFrom', 'updatedAt'],
    group: 'Settings',
    description: 'What a rent application may ask a candidate tenant, by region and date, as each region’s law allows.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-validFrom',
  hooks: {
    ...revalidateHooks,
    beforeChange: [({ data }) => ({ ...data, title: `${data.region} from ${String(data.validFrom ?? '').slice(0, 10)}` })],
  },
  indexes: [{ fields: ['region', 'validFrom'], unique: true }],
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          type: 'select',
          required: true,
          options: [
            { value: 'flanders', label: 'Flanders' },
            { value: 'brussels', label: 'Brussels' },
            { value: 'wallonia', label: 'Wallonia' },
          ],
        },
        { name: 'validFrom', type: 'date', required: true, admin: { description: 'Applies to applications from this day.', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
      ],
    },
    {
      name: 'items',
      type: 'select',
      hasMany: true,
      options: APPLICATION_ITEMS.map((value) => ({ value, label: ITEM_LABELS[value] })),
      admin: { description: 'Asked besides the name and e-mail address. Leave out what the law does not allow.' },
    },
    {
      name: 'documents',
      type: 'select',
      hasMany: true,
      options: APPLICATION_DOCUMENTS.map((value) => ({ value, label: DOCUMENT_LABELS[value] })),
      admin: { description: 'Documents a candidate may send with the application (one PDF or photo). None: the form offers no upload.' },
    },
    { name: 'sources', type: 'textarea', required: true, admin: { description: 'The official texts these rules come from (shown to staff only).' } },
  ],
}
