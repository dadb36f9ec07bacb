import type { AddressInfo } from 'node:net'

import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives (parsed), and can be stopped and started
 * again on the same port, as a mail server that goes down and comes back.
 */
export type TestSmtp = { port: number; mails: Email[]; stop: () => Promise<void>; start: () => Promise<void> }

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
            PostalMime.parse(Buffer.concat(chunks))
              .then((mail) => {
                mails.push(mail)
                callback()
              })
              .catch((error: Error) => callback(error))
          })
        },
      })
      server.on('error', reject)
      server.listen(on, '127.0.0.1', () => resolve((server?.server.address() as AddressInfo).port))
    })
  const bound = await listen(port)
  return {
    port: bound,
    mails,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: async () => {
      await listen(bound)
    },
  }
}
