import type { Field } from 'payload'

/**
 * The team member who handles a listing or project: shown in its contact card, and the one its leads
 * are mailed to (the agency's address copied). Empty: the agency itself, as before.
 */
export const agentField: Field = {
  name: 'agent',
  type: 'relationship',
  relationTo: 'team-members',
  index: true,
  admin: { position: 'sidebar', description: 'Shown on the listing and sent its leads (the agency copied). Empty: the agency.' },
}
