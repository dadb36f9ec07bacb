// The site's logs: one JSON line per event (pino), each written during a request carrying that request's
// id, the one its answer names in `X-Request-Id`. Plain JavaScript: the server script (scripts/server.mjs)
// runs every request inside `requestContext()`, and Payload's logger (payload.config.ts) reads the id back
// from it; both reach the one context of this process, kept on globalThis, though Next bundles the
// site's code apart. No personal data: paths without their query, no addresses, no bodies.
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

import { stdSerializers } from 'pino'

const KEY = Symbol.for('site.requestContext')

/**
 * The request being answered, as far as the site's code runs on its behalf: `{ id }`, and while the page
 * cache has a page rendered, `tags`, the cache tags its reads noted (src/lib/cache/readTags.mjs).
 */
export const requestContext = () => (globalThis[KEY] ??= new AsyncLocalStorage())

/**
 * What may identify a person in what Payload logs (an error's data, a request's headers): redacted.
 * Errors carry what failed, never who.
 */
const REDACT = [
  ...['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'data', 'err.data', 'user', 'email', '*.email', 'to', 'err.to', 'err.response'],
  // A job that failed (a mail the server refused) is logged by Payload with the job: its input is the mail.
  ...['job.input', 'job.log', 'job.taskStatus', 'err.args', 'input'],
]

/** Something shaped like an e-mail address in text: a mail server's refusal may name the recipient. */
const ADDRESS = /[^\s<>"'@:;,()[\]]+@[^\s<>"'@:;,()[\]]+\.[a-z]{2,}/gi
const withoutAddresses = (text) => (typeof text === 'string' ? text.replace(ADDRESS, '[address]') : text)

/** `value` with any address in its text hidden, in its arrays and objects too (a few levels down). */
const scrubbed = (value, depth = 0) => {
  if (typeof value === 'string') return withoutAddresses(value)
  if (depth > 3 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1))
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubbed(item, depth + 1)]))
}

/**
 * An error as pino writes it (its causes in its message and stack) with every address hidden: in its
 * text and in what a mail library adds to it (the recipients it refused, the envelope).
 */
const errorWithoutAddresses = (error) => scrubbed(stdSerializers.err(error))

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']

/** pino's options for every logger of the site: JSON lines at LOG_LEVEL (default info), each with its request's id. */
export const loggerOptions = (name = 'site') => ({
  name,
  // A level pino does not know would stop the process at start: it keeps the default instead.
  level: LEVELS.includes(process.env.LOG_LEVEL ?? '') ? process.env.LOG_LEVEL : 'info',
  enabled: process.env.DISABLE_LOGGING !== 'true',
  base: { pid: process.pid },
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  redact: { paths: REDACT, censor: '[hidden]' },
  serializers: { err: errorWithoutAddresses },
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const id = requestContext().getStore()?.id
    return id ? { requestId: id } : {}
  },
})

/** A request's path without its query (a token or an address may be in it). */
export const pathOf = (url) => (url ?? '/').split('?')[0]

/**
 * Makes the console write through `logger`: one JSON line per call, at the console method's level, an
 * error given first logged as the error it is.
 * @param {import('pino').Logger} logger
 */
export const consoleToLog = (logger) => {
  for (const [method, level] of [['debug', 'debug'], ['log', 'info'], ['info', 'info'], ['warn', 'warn'], ['error', 'error']]) {
    console[method] = (...args) => {
      if (args[0] instanceof Error) logger[level]({ err: args[0], msg: format(...args.slice(1)) || args[0].message })
      else logger[level](format(...args))
    }
  }
}
