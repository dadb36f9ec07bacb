import type { TaskConfig } from 'payload'

import { sendVisitFollowUps } from '@/lib/appointments/followUpJob'
import { scheduled } from '@/lib/jobs/schedule'

/** Every hour: the reminders of tomorrow's visits and the feedback requests of past ones (lib/appointments). */
export const visitFollowUpsTask: TaskConfig<{ input: object; output: { reminders: number; feedback: number } }> = {
  slug: 'visitFollowUps',
  label: 'Remind and ask feedback of booked visits',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: [scheduled('0 5 * * * *')],
  outputSchema: [
    { name: 'reminders', type: 'number' },
    { name: 'feedback', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await sendVisitFollowUps(req.payload) }),
}
