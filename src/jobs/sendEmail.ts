import type { TaskConfig } from 'payload'

/** A mail as queued: everything rendered, so a retry sends exactly what was meant. */
export type QueuedMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  headers?: Record<string, string>
}

/**
 * Sends one queued mail. A refused or unreachable mail server throws, and the queue tries again with
 * an exponential backoff (2 s, 4 s, 8 s, ... about 18 hours in all): the mail goes out once the server is back.
 */
export const sendEmailTask: TaskConfig<{ input: { mail: QueuedMail }; output: { messageId: string } }> = {
  slug: 'sendEmail',
  label: 'Send an e-mail',
  retries: { attempts: 16, backoff: { type: 'exponential', delay: 1000 } },
  inputSchema: [{ name: 'mail', type: 'json', required: true }],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, req }) => {
    const { to, subject, text, html, replyTo, headers } = input.mail
    const info = (await req.payload.sendEmail({ to, subject, text, html, replyTo, headers })) as { messageId?: string } | undefined
    return { output: { messageId: info?.messageId ?? '' } }
  },
}

/** Queues a mail; the jobs runner (scripts/jobs.ts) sends it. */
export const queueMail = (payload: { jobs: { queue: (args: { task: 'sendEmail'; input: { mail: QueuedMail } }) => Promise<unknown> } }, mail: QueuedMail) =>
  payload.jobs.queue({ task: 'sendEmail', input: { mail } })
