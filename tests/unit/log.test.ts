import { Writable } from 'node:stream'

import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { loggerOptions, pathOf, requestContext } from '@/lib/logging/log.mjs'

/** A logger with the site's options writing into an array of parsed lines. */
const capture = () => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino(loggerOptions('test'), stream), lines }
}

const level = process.env.LOG_LEVEL
afterEach(() => {
  if (level === undefined) delete process.env.LOG_LEVEL
  else process.env.LOG_LEVEL = level
})

describe('the site’s log', () => {
  it('writes one JSON line per event, with the id of the request it was written for', () => {
    const { logger, lines } = capture()
    logger.info('outside')
    requestContext().run({ id: 'request-1' }, () => logger.warn({ msg: 'inside' }))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({ level: 'info', name: 'test', msg: 'outside' })
    expect(lines[0]).not.toHaveProperty('requestId')
    expect(lines[1]).toMatchObject({ level: 'warn', msg: 'inside', requestId: 'request-1' })
    expect(typeof lines[1].time).toBe('string')
  })

  it('hides what may name a person in what is logged: addresses, headers, error data', () => {
    const { logger, lines } = capture()
    logger.error({ msg: 'failed', email: 'ann@example.be', err: { message: 'x', data: { email: 'ann@example.be' } }, req: { headers: { cookie: 'payload-token=secret', authorization: 'JWT secret' } } })
    expect(JSON.stringify(lines)).not.toMatch(/ann@example\.be|secret/)
  })

  it('hides the mail of a job that failed, and an address a mail server names in its refusal', () => {
    const { logger, lines } = capture()
    const mail = { to: 'ann@example.be', subject: 'Your visit', text: 'Dear Ann' }
    // As Payload logs a task that threw: the error carries the task's input, and the job is logged beside it.
    const error = Object.assign(new Error('550 5.1.1 <ann@example.be>: Recipient address rejected'), {
      args: { input: { mail }, job: { id: 7, input: { mail } } },
      // as nodemailer adds them
      rejected: ['ann@example.be'],
      envelope: { from: 'site@immo.example', to: ['ann@example.be'] },
    })
    logger.error({ err: error, job: { id: 7, input: { mail }, log: [{ input: { mail } }] }, msg: 'Error running task 1. Attempt 1', taskSlug: 'sendEmail' })
    expect(JSON.stringify(lines)).not.toMatch(/ann@example\.be|Dear Ann/)
    // What an operator needs stays: which job, which task, and what the mail server said.
    expect(lines[0]).toMatchObject({ job: { id: 7 }, taskSlug: 'sendEmail', err: { message: '550 5.1.1 <[address]>: Recipient address rejected' } })
  })

  it('keeps the default level for a LOG_LEVEL it does not know, rather than stopping', () => {
    process.env.LOG_LEVEL = 'verbose'
    expect(loggerOptions().level).toBe('info')
    process.env.LOG_LEVEL = 'debug'
    expect(loggerOptions().level).toBe('debug')
  })

  it('logs paths without their query, where a token or an address may be', () => {
    expect(pathOf('/api/application/manage?token=abc&email=ann@example.be')).toBe('/api/application/manage')
    expect(pathOf(undefined)).toBe('/')
  })
})
