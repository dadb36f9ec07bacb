/** How a consent choice is stored in localStorage, `?setcookies`, and when the dialog shows (SPEC.md section 4). Pure. */
import { isPreviewPath, isPrintPath } from '@/lib/routing/specialPaths'

import { CONSENT_FLAGS, type ConsentFlags, OPTIONAL_CONSENT_FLAGS, selectedConsent } from './flags'

/** What the consent code needs of localStorage. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Storage format, one key per flag, named as the flag:
 *   consent                  = 'set'              a choice was saved (the necessary flag, always on)
 *   consentAdUserData        = 'true' | 'false'
 *   consentAdStorage         = 'true' | 'false'
 *   consentAnalyticsStorage  = 'true' | 'false'
 *   consentAdPersonalization = 'true' | 'false'
 * Without consent='set' nothing is stored; a flag reads as on only when it is exactly 'true'.
 */
export const CONSENT_SET = 'set'

/** The saved choice, or null when none is saved or storage cannot be read (blocked, private mode). */
export const readStoredConsent = (storage: ConsentStorage | null | undefined): ConsentFlags | null => {
  try {
    if (!storage || storage.getItem('consent') !== CONSENT_SET) return null
    return selectedConsent(Object.fromEntries(OPTIONAL_CONSENT_FLAGS.map((flag) => [flag, storage.getItem(flag) === 'true'])))
  } catch {
    return null
  }
}

/** Saves a choice (the necessary flag is always saved as set); false when storage refused it. */
export const writeConsent = (storage: ConsentStorage | null | undefined, flags: ConsentFlags): boolean => {
  try {
    if (!storage) return false
    for (const flag of OPTIONAL_CONSENT_FLAGS) storage.setItem(flag, flags[flag] ? 'true' : 'false')
    storage.setItem('consent', CONSENT_SET)
    return true
  } catch {
    return false
  }
}

/** Forgets the choice (`?setcookies`), so the dialog asks again. */
export const clearConsent = (storage: ConsentStorage | null | undefined): void => {
  try {
    for (const flag of CONSENT_FLAGS) storage?.removeItem(flag)
  } catch {
    // Storage is blocked: there is nothing stored to forget.
  }
}

const SETCOOKIES = 'setcookies'
const rawKey = (part: string): string => {
  const key = part.split('=')[0].replace(/\+/g, ' ')
  try {
    return decodeURIComponent(key).toLowerCase()
  } catch {
    return key.toLowerCase()
  }
}
const queryParts = (search: string): string[] => search.replace(/^\?/, '').split('&').filter(Boolean)

/** Whether the query string asks to choose cookies again (`?setcookies`, any value, any case). */
export const hasSetCookiesParam = (search: string): boolean => queryParts(search).some((part) => rawKey(part) === SETCOOKIES)

/** The query string without `setcookies`, other parameters kept as written: '' or '?a=1'. */
export const withoutSetCookiesParam = (search: string): string => {
  const kept = queryParts(search).filter((part) => rawKey(part) !== SETCOOKIES)
  return kept.length ? `?${kept.join('&')}` : ''
}

/** SPEC 4: the dialog shows when no choice is stored (or `setcookies` clears it) and the path is not a preview (nor a print view). */
export const shouldShowDialog = (input: { stored: ConsentFlags | null; pathname: string; search: string }): boolean =>
  !isPreviewPath(input.pathname) &&
  !isPrintPath(input.pathname) && (input.stored === null || hasSetCookiesParam(input.search))
