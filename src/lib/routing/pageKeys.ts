/** Pages the site's routing knows by role; other pages are free-form CMS pages. */
export const PAGE_KEYS = [
  'home',
  'for-sale',
  'for-rent',
  'projects',
  'office',
  'demand-register',
  'contact',
  'free-valuation',
  'thank-you',
  'login',
  'owner',
  'privacy-statement',
  'cookie-policy',
  'disclaimer',
  'shortlist',
] as const
export type PageKey = (typeof PAGE_KEYS)[number]
