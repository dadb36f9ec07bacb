import type { Payload, PayloadRequest } from 'payload'

/** A mail as queued: everything rendered, so a retry sends exactly what was meant. */
export type QueuedMail = {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /** Copied: the agency's address on a lead sent to the listing's agent. */
  cc?: string
  headers?: Record<string, string>
  /** A calendar invitation (RFC 5545 text), sent as the mail's text/calendar part that calendar apps act on. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string }
}

/** The part of Payload that queueing needs, so callers holding only a request's payload can queue too. */
type JobQueue = { jobs: { queue: (args: { task: 'sendEmail'; input: { mail: QueuedMail }; req?: PayloadRequest }) => Promise<unknown> } }

/**
 * Queues a mail; the jobs runner (scripts/jobs.ts) sends it through the sendEmail task (src/jobs/sendEmail.ts).
 * Within a save, pass its `req`: the mail is queued in the save's transaction, so it leaves only if the save
 * commits (and a write outside it would wait for the save to end, which is waiting for it).
 */
export const queueMail = (payload: JobQueue, mail: QueuedMail, req?: PayloadRequest) => payload.jobs.queue({ task: 'sendEmail', input: { mail }, req })

/**
 * Sends one queued mail through Payload's mail adapter and returns its message id ('' when the adapter
 * gives none). A refused or unreachable mail server throws, so the queue tries again later.
 */
export const sendQueuedMail = async (payload: Pick<Payload, 'sendEmail'>, mail: QueuedMail): Promise<string> => {
  const { to, cc, subject, text, html, replyTo, headers, icalEvent } = mail
  const calendar = icalEvent ? { icalEvent: { ...icalEvent, filename: 'invite.ics' } } : {}
  const info = (await payload.sendEmail({ to, cc, subject, text, html, replyTo, headers, ...calendar })) as { messageId?: string } | undefined
  return info?.messageId ?? ''
}
