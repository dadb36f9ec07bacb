import type { TaskConfig } from 'payload'

import { eraseExpiredApplications } from '@/lib/rentals/erasure'
import { scheduled } from '@/lib/jobs/schedule'

/** Every night: rent applications and their documents erased once their time is up (lib/rentals/erasure.ts). */
export const eraseApplicationsTask: TaskConfig<{ input: object; output: { erased: number } }> = {
  slug: 'eraseRentApplications',
  label: 'Erase rent applications past their retention time',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [scheduled('0 30 3 * * *')],
  outputSchema: [{ name: 'erased', type: 'number' }],
  handler: async ({ req }) => ({ output: await eraseExpiredApplications(req.payload) }),
}
