import type { Block } from 'payload'

import { FORM_KINDS } from '@/lib/forms/kinds'

import { moduleFields } from '../moduleFields'

/** A form slot: which form of /api/forms/{kind} the page shows. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  fields: moduleFields([
    { name: 'formKind', type: 'select', required: true, options: FORM_KINDS.map((value) => ({ value, label: value })) },
  ]),
}
