import type { CollectionConfig, Field, NumberField } from 'payload'

import { COST_SCOPES, type CostScope } from '@/lib/domain/costs/types'

import { isStaff } from './access/isStaff'
import { revalidateHooks } from './hooks/revalidate'

const percent = (name: string, description?: string): NumberField => ({ name, type: 'number', required: true, min: 0, max: 100, defaultValue: 0, admin: { description: description ? `% ${description}` : '%' } })
const euros = (name: string, description?: string): NumberField => ({ name, type: 'number', required: true, min: 0, max: 100_000_000, defaultValue: 0, admin: { description: description ? `€ ${description}` : '€' } })
const optionalEuros = (name: string, description: string): NumberField => ({ name, type: 'number', min: 0, max: 100_000_000, admin: { description: `€ ${description}` } })
const postcodes = (name: string, description: string): Field => ({ name, type: 'textarea', admin: { description: `Postcodes, separated by commas or spaces: ${description}` } })

/** A fee scale: a fixed part plus a % on each band of the amount, the last band open-ended. */
const scale = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description },
  fields: [
    euros('fixed', 'fixed part'),
    {
      name: 'bands',
      type: 'array',
      admin: { description: 'In order; leave "up to" empty on the last band. No bands: not estimated (the panel says so).' },
      fields: [{ type: 'row', fields: [optionalEuros('upTo', 'the band ends at this amount'), percent('rate')] }],
    },
  ],
})

const shownFor =
  (...scopes: CostScope[]) =>
  (data: Partial<{ scope: CostScope }>) =>
    data?.scope !== undefined && scopes.includes(data.scope)

/**
 * The rules behind every listing's "What it costs" panel (src/lib/domain/costs/): one document per scope and
 * date from which it applies. A Belgian listing takes its region's duties and rent rules and Belgium's deed
 * rules; a Luxembourg one takes Luxembourg's. A new document with a later date replaces the older one on
 * that date, so a change of law is entered ahead and the old rules stay on record. The listing pages show
 * a change at once (its cache tag).
 */
export const CostRules: CollectionConfig<'cost-rules'> = {
  slug: 'cost-rules',
  labels: { singular: 'Cost rules', plural: 'Cost rules' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'scope', 'validFrom', 'updatedAt'], group: 'Settings', description: 'Duties, VAT, notary and loan figures of the listings’ cost panel, by region and date.' },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-validFrom',
  hooks: {
    ...revalidateHooks,
    beforeChange: [({ data }) => ({ ...data, title: `${data.scope} from ${String(data.validFrom ?? '').slice(0, 10)}` })],
  },
  indexes: [{ fields: ['scope', 'validFrom'], unique: true }],
  fields: [
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'scope', type: 'select', required: true, options: COST_SCOPES.map((value) => ({ value, label: value })), admin: { description: 'A region’s own duties and rent rules, Belgium’s deed rules, or all of Luxembourg’s.' } },
        { name: 'validFrom', type: 'date', required: true, admin: { description: 'Applies to deeds and leases from this day.', date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
      ],
    },
    { name: 'sources', type: 'textarea', required: true, admin: { description: 'The official texts and pages these figures come from (shown to staff only).' } },
    {
      name: 'duties',
      type: 'group',
      label: 'Registration duties',
      admin: { condition: shownFor('flanders', 'brussels', 'wallonia', 'luxembourg') },
      fields: [
        { type: 'row', fields: [percent('standardRate', 'on the price'), { ...percent('ownHomeRate', 'for the only own home; empty: the standard rate'), required: false, defaultValue: undefined }] },
        { type: 'row', fields: [euros('abatement', 'own home: exempt part of the price'), optionalEuros('abatementPriceCap', 'only up to this price')] },
        { type: 'row', fields: [euros('reduction', 'own home: off the duty'), optionalEuros('reductionPriceCap', 'only up to this price'), optionalEuros('reductionPriceCapHigher', 'a higher cap in the postcodes below')] },
        postcodes('higherCapPostcodes', 'where the higher cap applies'),
        { type: 'row', fields: [euros('creditPerBuyer', 'own home: off the duty per buyer'), euros('minimumDuty', 'the least due after the credit')] },
        { type: 'row', fields: [percent('surchargeRate', 'extra on the price in the postcodes below, not for an own home or a new build')] },
        postcodes('surchargePostcodes', 'where the surcharge applies'),
        {
          type: 'row',
          fields: [
            { name: 'landOwnHome', type: 'checkbox', defaultValue: false, label: 'Building land may be the only own home too', admin: { description: 'Its own-home rate, abatement or credit then apply to building land.' } },
            euros('landAbatement', 'own home on building land: exempt part of the price, instead of the one above'),
            optionalEuros('landAbatementPriceCap', 'only up to this price'),
          ],
        },
      ],
    },
    {
      name: 'deed',
      type: 'group',
      label: 'VAT, notary, mortgage and loan',
      admin: { condition: shownFor('belgium', 'luxembourg') },
      fields: [
        { type: 'row', fields: [percent('newBuildVatRate', 'on a new build'), { ...percent('ownHomeVatRate', 'for an own home, if lower'), required: false, defaultValue: undefined }, optionalEuros('ownHomeVatCap', 'the most that lower rate saves')] },
        scale('notaryScale', 'Notary fee scale (purchase deed)', 'On the price.'),
        scale('ownHomeNotaryScale', 'Notary fee scale for an only own home', 'Leave without bands when there is none.'),
        { type: 'row', fields: [percent('notaryVatRate', 'VAT on the fee and costs'), euros('adminCosts', 'administrative costs'), euros('thirdPartyCosts', 'third-party costs'), euros('writingDuty', 'writing duty')] },
        { type: 'row', fields: [euros('annexDuty', 'fixed duty on annexes'), euros('transcriptionFee', 'land registry transcription')] },
        { type: 'row', fields: [percent('mortgageRegistrationRate', 'mortgage registration duty on the loan and accessories'), percent('mortgageDutyRate', 'mortgage duty'), percent('accessoriesRate', 'accessories, of the loan')] },
        scale('mortgageScale', 'Notary fee scale (mortgage deed)', 'On the loan.'),
        { type: 'row', fields: [euros('mortgageAdminCosts', 'administrative costs'), euros('mortgageThirdPartyCosts', 'third-party costs'), euros('inscriptionFee', 'land registry inscription')] },
        { type: 'row', fields: [percent('defaultLoanRate', 'yearly loan rate proposed'), { name: 'defaultLoanYears', type: 'number', required: true, min: 1, max: 40, defaultValue: 25, admin: { description: 'years proposed' } }, percent('defaultOwnShare', 'of the price the buyer brings besides the costs')] },
      ],
    },
    {
      name: 'rent',
      type: 'group',
      label: 'Renting',
      admin: { condition: shownFor('flanders', 'brussels', 'wallonia', 'luxembourg') },
      fields: [{ name: 'depositMonths', type: 'number', required: true, min: 0, max: 12, defaultValue: 2, admin: { description: 'The most a rental deposit may be, in months of rent.' } }],
    },
  ],
}
