import type { Payload, RequestContext } from 'payload'

import { contentLocales, type ContentLocale } from '@/i18n/locales'

/** Seeding writes thousands of documents: revalidation hooks skip while this is set. */
export const SEED_CONTEXT: RequestContext = { disableRevalidate: true, seeding: true }

export type SeedLog = (message: string) => void

export type SeedRun = { payload: Payload; now: Date; log: SeedLog }

/** The translated languages after the first (which creates the document). */
export const otherLocales = contentLocales.filter((l) => l !== 'nl') as Exclude<ContentLocale, 'nl'>[]

/** Runs `step` and logs how long it took. */
export const timed = async <T>(log: SeedLog, label: string, step: () => Promise<T>): Promise<T> => {
  const started = Date.now()
  const result = await step()
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return result
}
