import fs from 'node:fs'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'

/** Where mails are written when no SMTP server is configured: data/mail, or MAIL_DIR. */
export const mailDir = (env: Record<string, string | undefined> = process.env): string =>
  path.resolve(env.MAIL_DIR || path.join(process.cwd(), 'data', 'mail'))

type StreamableMail = { message: { createReadStream: () => NodeJS.ReadableStream; getEnvelope: () => { to: string[] }; messageId: () => string } }

/**
 * A nodemailer transport that writes each mail as an .eml file a person can open (data/mail/), for a
 * site without SMTP: no mail is ever sent to a public test service.
 */
export const emlFileTransport = (dir: string) => ({
  name: 'eml-file',
  version: '1',
  send(mail: StreamableMail, callback: (error: Error | null, info?: unknown) => void) {
    fs.mkdirSync(dir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const name = `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`
    const file = path.join(dir, name)
    // Written under a hidden name, then renamed: whoever reads the folder sees a mail whole or not at all.
    const partial = path.join(dir, `.${name}.part`)
    const out = fs.createWriteStream(partial)
    out.on('error', (error) => callback(error))
    out.on('finish', () =>
      fs.rename(partial, file, (error) => (error ? callback(error) : callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file }))),
    )
    mail.message.createReadStream().pipe(out)
  },
})

/**
 * Payload's e-mail adapter: SMTP from SMTP_HOST (SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS), else
 * .eml files under mailDir(). A transport is always passed: with none, the adapter would reach out to
 * a public test service.
 */
export const emailAdapter = (env: Record<string, string | undefined> = process.env) =>
  nodemailerAdapter({
    defaultFromAddress: env.SMTP_FROM || 'no-reply@localhost',
    defaultFromName: env.SMTP_FROM_NAME || 'Agency website',
    skipVerify: true,
    ...(env.SMTP_HOST
      ? {
          transportOptions: {
            host: env.SMTP_HOST,
            port: Number(env.SMTP_PORT || 587),
            secure: env.SMTP_SECURE === 'true',
            ignoreTLS: env.SMTP_IGNORE_TLS === 'true',
            auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          },
        }
      : { transport: nodemailer.createTransport(emlFileTransport(mailDir(env)) as unknown as nodemailer.Transport) }),
  })
