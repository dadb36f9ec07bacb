import type { CollectionConfig } from 'payload'

import { locales } from '@/i18n/locales'
import { OWNER_VISIBLE_SUBMISSIONS } from '@/lib/access/ownerSubmissions'
import { FORM_KINDS } from '@/lib/forms/kinds'

import { exportSubmissions } from '@/lib/forms/inbox'

import { isStaff } from './access/isStaff'
import { staffField, staffOrPropertyOwner } from './access/ownsDocument'
import { mailCancelledAppointment, mailConfirmedAppointment } from './hooks/appointmentConfirmed'
import { markCrmLead, queueCrmLead } from './hooks/crmLeads'
import { rentApplicationChanged } from './hooks/rentApplications'
import { freeSlotsChanged, freeSlotsFreed } from './hooks/freeSlots'
import { applicationFields } from './fields/application'
import { crmLeadField } from './fields/crm'
import { visitFields } from './fields/visit'
import { visitLifecycle } from './hooks/visitLifecycle'

/** How staff read each kind in the inbox. */
const KIND_LABELS: Record<string, string> = {
  'contact-me': 'Information request',
  'contact-appointment': 'Visit request',
  'contact-construction': 'New-build enquiry',
  'documents-request': 'Document request',
  'send-to-friend': 'Sent to a friend',
  'demand-register': 'Demand register',
  'contact-demand': 'Free valuation',
  'sign-newsletter': 'Newsletter',
  'site-contact': 'Contact message',
  'rent-application': 'Rent application',
  'purchase-offer': 'Purchase offer',
  'search-alert': 'Search alert',
  'shortlist-alert': 'Shortlist alert',
}

/** Where a submission stands in the staff inbox. */
export const SUBMISSION_STATUSES = ['new', 'handled', 'spam'] as const

/**
 * Every form a visitor sends, stored before any e-mail is attempted (lib/forms/submit.ts). Visitors
 * never read these; staff work through them in the admin's inbox.
 */
export const FormSubmissions: CollectionConfig<'form-submissions'> = {
  slug: 'form-submissions',
  labels: { singular: 'Submission', plural: 'Inbox' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'kind', 'name', 'email', 'property', 'status'],
    listSearchableFields: ['name', 'email', 'phone'],
    group: 'Leads',
    components: {
      beforeListTable: ['/src/components/admin/InboxTools#InboxTools'],
    },
  },
  // An owner reads the submissions about their listings (not spam), without what the visitor wrote about themselves.
  access: { read: staffOrPropertyOwner('property', OWNER_VISIBLE_SUBMISSIONS), create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [visitLifecycle, markCrmLead], afterChange: [mailConfirmedAppointment, mailCancelledAppointment, rentApplicationChanged, freeSlotsChanged, queueCrmLead], afterDelete: [freeSlotsFreed] },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportSubmissions }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, index: true, options: FORM_KINDS.map((value) => ({ value, label: KIND_LABELS[value] ?? value })) },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })) },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: SUBMISSION_STATUSES.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', maxLength: 210, access: { read: staffField } },
        { name: 'email', type: 'email', index: true, access: { read: staffField } },
        { name: 'phone', type: 'text', maxLength: 30, access: { read: staffField } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
        { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
      ],
    },
    { name: 'summary', type: 'ui', admin: { components: { Field: '/collections/SubmissionSummary.client#SubmissionSummary' } } },
    { name: 'data', type: 'json', required: true, access: { read: staffField }, admin: { description: 'Every field as the visitor sent it (after validation).' } },
    {
      type: 'row',
      fields: [
        { name: 'page', type: 'text', maxLength: 500, access: { read: staffField }, admin: { description: 'The page the form was sent from.' } },
        { name: 'consent', type: 'checkbox', defaultValue: false, admin: { description: 'Agreed to be contacted.' } },
        { name: 'newsletter', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'slot',
          type: 'relationship',
          relationTo: 'appointment-slots',
          unique: true,
          access: { read: staffField },
          admin: { condition: (data) => data?.kind === 'contact-appointment', description: 'Clear it to free the slot again.' },
        },
        {
          name: 'appointmentStatus',
          type: 'select',
          options: [
            { value: 'requested', label: 'Requested' },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'cancelled', label: 'Cancelled' },
          ],
          admin: { condition: (data) => data?.kind === 'contact-appointment' },
        },
      ],
    },
    visitFields,
    applicationFields,
    crmLeadField,
    { name: 'file', type: 'upload', relationTo: 'form-files', access: { read: staffField }, admin: { condition: (data) => Boolean(data?.file) } },
    {
      // The captcha solution this submission used: unique, so a solution is accepted once (insert-if-absent).
      name: 'captchaKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
}
