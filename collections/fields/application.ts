import type { Field } from 'payload'

import { toOptions } from '@/lib/domain/propertyOptions'
import { isStaffUser } from '@/lib/access/roles'
import { APPLICATION_STATUSES, type ApplicationStatus, OWNER_STATUSES } from '@/lib/domain/rentalApplication'

const readOnly = (description: string) => ({ readOnly: true, description })

/**
 * A rent application's life (lib/domain/rentalApplication.ts): where it stands, what staff and the owner
 * compare (household, income against the rent, moving date, complete or not: no name, contact or document),
 * staff's remark for the owner, and the owner's decision with its time. Each status change mails the
 * candidate (collections/hooks/rentApplications.ts). The secret of the candidate's link is nobody's to read.
 */
export const applicationFields: Field = {
  name: 'application',
  type: 'group',
  label: 'Rent application',
  // An owner reads a candidate's figures once staff propose them (the portal's rule), never before.
  access: { read: ({ req, doc }) => isStaffUser(req.user) || OWNER_STATUSES.includes((doc as { application?: { status?: ApplicationStatus } } | undefined)?.application?.status as ApplicationStatus) },
  admin: { condition: (data) => data?.kind === 'rent-application' },
  fields: [
    { name: 'token', type: 'text', unique: true, index: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
    // One application per address and listing, held by the database: two first ones sent at once cannot both stand.
    { name: 'key', type: 'text', unique: true, index: true, admin: { hidden: true }, access: { read: () => false, update: () => false } },
    // An unconfirmed second application of the same address: the one it replaces once confirmed.
    { name: 'replaces', type: 'number', admin: { hidden: true }, access: { read: () => false, update: () => false } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          index: true,
          options: toOptions(APPLICATION_STATUSES),
          admin: { description: 'Each change mails the candidate. Chosen declines the others still open (not the reserves); signed marks the listing rented.' },
        },
        { name: 'complete', type: 'checkbox', admin: readOnly('Every document the region allows was sent.') },
        { name: 'incomeRatio', type: 'number', admin: readOnly('Monthly income ÷ rent.') },
        { name: 'persons', type: 'number', admin: readOnly('People in the household.') },
        { name: 'movingDate', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } } },
      ],
    },
    { name: 'staffRemark', type: 'textarea', maxLength: 1000, admin: { description: 'Shown to the owner with this candidate, who never sees a name, contact or document.' } },
    {
      type: 'row',
      fields: [
        { name: 'ownerDecision', type: 'select', options: [{ value: 'chosen', label: 'Chosen' }, { value: 'moreInfo', label: 'Asks for more' }], admin: readOnly('What the owner answered in the portal.') },
        { name: 'ownerDecidedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
      ],
    },
  ],
}
