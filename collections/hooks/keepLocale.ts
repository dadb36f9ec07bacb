import type { PayloadRequest } from 'payload'

/**
 * Runs a Local API call given the save's own request and puts the request's locale back after it: a call
 * given `req` and a `locale` sets the request's locale to its own, and the save would then go on in that one.
 */
export const keepingLocale = async <T>(req: PayloadRequest, run: () => Promise<T>): Promise<T> => {
  const { locale, fallbackLocale } = req
  try {
    return await run()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
