import type { Field, NumberField } from 'payload'

import {
  ASBESTOS_CERTIFICATES,
  FACADES,
  FLOOD_SCORES,
  FLOOD_ZONES,
  GLAZING,
  HAS_FLAGS,
  HEATING,
  KITCHEN,
  ORIENTATION,
  ROOF,
  WINDOW_FRAMES,
  ZONING,
  toOptions,
} from '@/lib/domain/propertyOptions'

import { dayField } from '../fields/date'

const count = (name: string): NumberField => ({ name, type: 'number', min: 0, max: 999, index: name === 'bedrooms' })
const area = (name: string): NumberField => ({ name, type: 'number', min: 0, admin: { description: 'm²' } })
const euros = (name: string, description = '€'): NumberField => ({ name, type: 'number', min: 0, admin: { description } })
const year = (name: string): NumberField => ({ name, type: 'number', min: 1000, max: 2100 })

/** Rooms, surfaces, building and comfort, and the has-flags of SPEC.md section 3. */
export const detailFields: Field[] = [
  {
    name: 'rooms',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: ['bedrooms', 'bathrooms', 'showerRooms', 'toilets', 'garages', 'parkings'].map(count),
      },
    ],
  },
  {
    name: 'surfaces',
    type: 'group',
    fields: [
      { type: 'row', fields: ['living', 'ground', 'total', 'constructed'].map(area) },
      { type: 'row', fields: ['terrace', 'garden', 'office'].map(area) },
    ],
  },
  {
    name: 'building',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          year('constructionYear'),
          year('renovationYear'),
          { name: 'floors', type: 'number', min: 0, max: 200, admin: { description: 'Number of floors' } },
          { name: 'floor', type: 'number', min: -5, max: 200, admin: { description: 'Floor of the unit' } },
          { name: 'facades', type: 'select', options: toOptions(FACADES) },
        ],
      },
    ],
  },
  {
    name: 'comfort',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'heating', type: 'select', options: toOptions(HEATING) },
          { name: 'kitchen', type: 'select', options: toOptions(KITCHEN) },
          { name: 'roof', type: 'select', options: toOptions(ROOF) },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'windowFrames', type: 'select', options: toOptions(WINDOW_FRAMES) },
          { name: 'glazing', type: 'select', options: toOptions(GLAZING) },
          { name: 'orientation', type: 'select', options: toOptions(ORIENTATION) },
        ],
      },
    ],
  },
  {
    name: 'has',
    type: 'group',
    label: 'Features',
    fields: [{ type: 'row', fields: HAS_FLAGS.map((name) => ({ name, type: 'checkbox' as const, defaultValue: false })) }],
  },
]

/** EPC, flood, asbestos, planning and the money a buyer or tenant must know about. */
export const legalFields: Field[] = [
  {
    name: 'energy',
    type: 'group',
    label: 'Energy (EPC / PEB)',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'energyPerformance', type: 'number', admin: { description: 'kWh/m²·year' } },
          { name: 'epcLabelText', type: 'text', maxLength: 8, admin: { description: 'Label, e.g. B or A+' } },
          { name: 'energyTotal', type: 'number', min: 0, admin: { description: 'kWh/year' } },
          { name: 'co2Emission', type: 'number', min: 0, admin: { description: 'kg CO2/m²·year' } },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'certificateNumber', type: 'text', maxLength: 64 },
          { ...dayField('certificateDate'), admin: { ...dayField('certificateDate').admin, description: 'Issued on: valid ten years' } },
          { ...dayField('certificateExpiry'), admin: { ...dayField('certificateExpiry').admin, description: 'Valid until (when the certificate says otherwise)' } },
          { name: 'uniqueCode', type: 'text', maxLength: 64, admin: { description: 'Unique code of the certificate' } },
        ],
      },
    ],
  },
  {
    name: 'flood',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'floodZone', type: 'select', options: toOptions(FLOOD_ZONES) },
          { name: 'pScore', type: 'select', options: toOptions(FLOOD_SCORES), admin: { description: 'Plot' } },
          { name: 'gScore', type: 'select', options: toOptions(FLOOD_SCORES), admin: { description: 'Building' } },
        ],
      },
    ],
  },
  {
    name: 'asbestos',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'certificate', type: 'select', options: toOptions(ASBESTOS_CERTIFICATES) },
          dayField('date'),
          { name: 'reference', type: 'text', maxLength: 64 },
        ],
      },
    ],
  },
  {
    name: 'electrical',
    type: 'group',
    label: 'Electrical inspection',
    fields: [
      {
        type: 'row',
        fields: [
          { ...dayField('date'), admin: { ...dayField('date').admin, description: 'A compliant report holds 25 years' } },
          { name: 'result', type: 'select', options: [{ value: 'compliant', label: 'Compliant' }, { value: 'non-compliant', label: 'Not compliant (the buyer has 18 months)' }] },
        ],
      },
    ],
  },
  {
    name: 'planning',
    type: 'group',
    fields: [{ name: 'zoning', type: 'select', options: toOptions(ZONING) }],
  },
  {
    name: 'financial',
    type: 'group',
    fields: [
      { type: 'row', fields: [euros('cadastralIncome'), euros('charges', '€ per month'), euros('depositAmount')] },
      { type: 'row', fields: [euros('notaryFees'), euros('registrationRights'), euros('vat')] },
    ],
  },
  {
    name: 'lifeAnnuity',
    type: 'group',
    label: 'Life annuity (viager / lijfrente)',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'enabled', type: 'checkbox', defaultValue: false },
          euros('bouquet'),
          euros('monthlyAnnuity', '€ per month'),
          { name: 'annuitantAges', type: 'text', maxLength: 32, admin: { description: 'e.g. 78 / 81' } },
          { name: 'occupied', type: 'checkbox', defaultValue: true },
        ],
      },
    ],
  },
]
