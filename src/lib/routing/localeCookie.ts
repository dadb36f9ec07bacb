/** Where the visitor's language choice is kept: the cookie the server reads, and the browser's own copy. */
export const LOCALE_COOKIE = 'i18next'
export const LOCALE_STORAGE_KEY = 'i18nextLng'

/** A year: the language choice outlives a visit. */
const ONE_YEAR = 60 * 60 * 24 * 365

/** The `document.cookie` line that remembers a language choice; Secure when the page came over https. */
export const localeCookie = (locale: string, protocol: string): string =>
  `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR}; samesite=lax${protocol === 'https:' ? '; secure' : ''}`
