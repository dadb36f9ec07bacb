import type { Block } from 'payload'

import { moduleFields } from '../moduleFields'

/** Counts of the agency's listings (for sale, for rent, sold, projects). */
export const StatsViewBlock: Block = {
  slug: 'stats-view',
  interfaceName: 'StatsViewBlock',
  fields: moduleFields([]),
}
