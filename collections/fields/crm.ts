import type { Field, FieldAccess } from 'payload'

import { CRM_NAMES, CRM_SOURCES } from '@/lib/crm/types'

import { staffField } from '../access/ownsDocument'
import { clearedOnDuplicate } from './duplicate'

const SOURCE_OPTIONS = CRM_SOURCES.map((value) => ({ value, label: CRM_NAMES[value] }))
const nobody: FieldAccess = () => false

/**
 * Where a listing or project comes from when the agency's CRM keeps it (src/lib/crm/import.ts writes it,
 * nobody else): which CRM, its id there, the time of the CRM's change last applied, when it was synced and
 * a fingerprint of what was imported (an event that changes nothing saves nothing). Staff only.
 */
export const crmOriginField: Field = {
  name: 'crm',
  type: 'group',
  label: 'CRM',
  access: { read: staffField, create: nobody, update: nobody },
  admin: { position: 'sidebar', condition: (data) => Boolean(data?.crm?.source), description: 'Kept by the agency’s CRM: change it there.' },
  fields: [
    // Found by both together (the collections' unique index on them).
    // A copy of a listing is the agency's own, not the CRM's.
    { name: 'source', type: 'select', options: SOURCE_OPTIONS, admin: { readOnly: true }, hooks: { beforeDuplicate: [clearedOnDuplicate] } },
    { name: 'estateId', type: 'text', maxLength: 64, admin: { readOnly: true }, hooks: { beforeDuplicate: [clearedOnDuplicate] } },
    { name: 'changedAt', type: 'date', admin: { readOnly: true, description: 'The CRM’s change last applied.', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'syncedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'fingerprint', type: 'text', maxLength: 64, admin: { hidden: true } },
  ],
}

/** A file the CRM served, so the next import finds it instead of downloading it again. Staff only. */
export const crmFileField: Field = {
  name: 'crm',
  type: 'group',
  label: 'CRM',
  access: { read: staffField, create: nobody, update: nobody },
  admin: { condition: (data) => Boolean(data?.crm?.key) },
  fields: [
    { name: 'key', type: 'text', index: true, maxLength: 300, admin: { readOnly: true } },
    { name: 'estate', type: 'text', index: true, maxLength: 100, admin: { readOnly: true, description: 'The listing it was imported with.' } },
  ],
}

/** Whether a lead has reached the agency's CRM. Staff only; the lead job writes it. */
export const crmLeadField: Field = {
  name: 'crm',
  type: 'group',
  label: 'Sent to the CRM',
  access: { read: staffField, create: nobody, update: nobody },
  admin: { position: 'sidebar', condition: (data) => Boolean(data?.crm?.status) },
  fields: [
    {
      name: 'status',
      type: 'select',
      index: true,
      options: [
        { value: 'pending', label: 'Waiting to be sent' },
        { value: 'sent', label: 'Sent' },
        { value: 'failed', label: 'Failed: will not be tried again' },
      ],
      admin: { readOnly: true },
    },
    { name: 'target', type: 'text', maxLength: 200, admin: { readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'error', type: 'text', maxLength: 500, admin: { readOnly: true } },
  ],
}

/** Fields of a CRM-kept document that stay the site's own: staff edit them, imports leave them alone. */
export const SITE_OWN_FIELDS = new Set(['marqueeName', 'meta', 'slug', 'agent', 'owner', 'crm', 'mandatoryChecklist', 'visitStats'])

/** Editable unless the document is kept by a CRM (then the CRM's copy wins at the next import). */
const unlessCrmKept: FieldAccess = ({ doc }) => !(doc as { crm?: { source?: unknown } } | undefined)?.crm?.source

/**
 * The fields, read-only on documents a CRM keeps (their values come from it and the next import would
 * overwrite an edit), except the site's own (SITE_OWN_FIELDS). Applied through rows, tabs and
 * collapsibles to each named field; a group or an array is kept as a whole.
 */
export const keptByCrm = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: keptByCrm(tab.fields) })) }
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: keptByCrm(field.fields) }
    if (!('name' in field) || field.type === 'ui' || SITE_OWN_FIELDS.has(field.name)) return field
    const update = field.access?.update
    return { ...field, access: { ...field.access, update: update ? (args) => unlessCrmKept(args) && update(args) : unlessCrmKept } } as Field
  })
