import type { AddressInfo } from 'node:net'

import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives (parsed), and can be stopped and started
 * again on the same port, as a mail server that goes down and comes back.
 */
export type TestSmtp = {
  port: number
  mails: Email[]
  stop: () => Promise<void>
  start: () => Promise<void>
  /** How long the server waits, once a mail's data is in, before it says it took it (a slow mail server). */
  holdMs: number
  /** Mails whose data came in and which the server has not yet said it took. */
  holding: number
}

export const startSmtp = async (port = 0): Promise<TestSmtp> => {
  const mails: Email[] = []
  let server: SMTPServer | null = null
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            smtp.holding++
            PostalMime.parse(Buffer.concat(chunks))
              .then(async (mail) => {
                await new Promise((resolve) => setTimeout(resolve, smtp.holdMs))
                mails.push(mail)
                callback()
              })
              .catch((error: Error) => callback(error))
              .finally(() => smtp.holding--)
          })
        },
      })
      server.on('error', reject)
      server.listen(on, '127.0.0.1', () => resolve((server?.server.address() as AddressInfo).port))
    })
  const bound = await listen(port)
  const smtp: TestSmtp = {
    port: bound,
    mails,
    holdMs: 0,
    holding: 0,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: async () => {
      await listen(bound)
    },
  }
  return smtp
}
