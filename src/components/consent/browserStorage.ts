/** localStorage or sessionStorage, or null where the browser blocks them (private mode, disabled cookies). */
export const browserStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return window[kind]
  } catch {
    return null
  }
}
