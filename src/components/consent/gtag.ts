export type Command = (...args: unknown[]) => void

/** `gtag(...)`: the head script defines it; defined here the same way if it is missing. */
export const gtag: Command = (...args) => {
  const w = window as Window & { dataLayer?: unknown[]; gtag?: Command }
  if (typeof w.gtag !== 'function') {
    w.gtag = function () {
      // gtag.js reads Arguments objects from dataLayer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      ;(w.dataLayer = w.dataLayer || []).push(arguments)
    }
  }
  w.gtag(...args)
}
