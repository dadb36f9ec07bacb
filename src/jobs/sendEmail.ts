import type { TaskConfig } from 'payload'

import { type QueuedMail, sendQueuedMail } from '@/lib/email/queue'

/**
 * Sends one queued mail (queueMail in src/lib/email/queue.ts). A refused or unreachable mail server throws,
 * and the queue tries again with an exponential backoff (2 s, 4 s, 8 s, ... about 18 hours in all): the
 * mail goes out once the server is back.
 */
export const sendEmailTask: TaskConfig<{ input: { mail: QueuedMail }; output: { messageId: string } }> = {
  slug: 'sendEmail',
  label: 'Send an e-mail',
  retries: { attempts: 16, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'mail', type: 'json', required: true }],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { messageId: await sendQueuedMail(req.payload, input.mail) } }),
}
