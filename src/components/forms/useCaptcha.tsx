'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

type Widget = HTMLElement & {
  configure: (config: Record<string, unknown>) => Promise<void> | void
  verify: () => Promise<{ payload: string } | null>
  reset: () => void
}

/** The widget's own language files: French is registered as 'fr-fr'. */
const WIDGET_LANGUAGE: Partial<Record<Locale, string>> = { nl: 'nl', fr: 'fr-fr', en: 'en' }

/** How long a send waits for the proof of work before it reports a failure. */
const SOLVE_LIMIT_MS = 60_000

let loading: Promise<void> | null = null
/** Loads the ALTCHA widget and its languages once per page, on first use (about 55 KB, never at page load). */
const loadWidget = (): Promise<void> =>
  (loading ??= Promise.all([import('altcha'), import('altcha/i18n/nl'), import('altcha/i18n/fr-fr'), import('altcha/i18n/en')])
    .then(() => customElements.whenDefined('altcha-widget'))
    .then(() => undefined))

/**
 * The form's proof-of-work check (ALTCHA, self-hosted: challenges from /api/forms/challenge). The work
 * starts when the visitor first focuses the form, so it is usually done by the time they send.
 */
export const useCaptcha = (locale: Locale) => {
  const ref = useRef<Widget | null>(null)
  const payload = useRef<string | null>(null)
  const pending = useRef<Promise<string | null> | null>(null)
  const [ready, setReady] = useState(false)

  const start = useCallback(() => {
    void loadWidget().then(() => setReady(true))
  }, [])

  /**
   * The verification under way, or a new one: every caller waits for the same one, with its solution or
   * null. A second start while one runs would abort the first, whose failure its waiter would then report
   * while the widget shows the second's success.
   */
  const verify = useCallback((widget: Widget): Promise<string | null> => {
    if (pending.current) return pending.current
    const run: Promise<string | null> = Promise.resolve(widget.verify())
      .then((result) => result?.payload ?? null, () => null)
      .finally(() => {
        if (pending.current === run) pending.current = null
      })
    pending.current = run
    return run
  }, [])

  useEffect(() => {
    const widget = ref.current
    if (!ready || !widget) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
      payload.current = detail.state === 'verified' && detail.payload ? detail.payload : null
    }
    widget.addEventListener('statechange', onState)
    void Promise.resolve(widget.configure({ hideFooter: true, hideLogo: true, language: WIDGET_LANGUAGE[locale] ?? 'en', challenge: '/api/forms/challenge', auto: 'off' })).then(() => {
      if (!payload.current) void verify(widget)
    })
    return () => widget.removeEventListener('statechange', onState)
  }, [ready, locale, verify])

  /**
   * The solved check to send with the form; waits for it (loading the widget if needed). Null on failure.
   * A verification already under way (started when the visitor first focused the form) is waited for,
   * not started again.
   */
  const solve = useCallback(async (): Promise<string | null> => {
    await loadWidget()
    setReady(true)
    if (payload.current) return payload.current
    for (let i = 0; i < 50 && !ref.current; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    const widget = ref.current
    if (!widget) return null
    let timer: ReturnType<typeof setTimeout> | undefined
    const givenUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SOLVE_LIMIT_MS)))
    const solution = await Promise.race([verify(widget), givenUp])
    clearTimeout(timer)
    return solution ?? payload.current
  }, [verify])

  /** A solution is used once: after a post, the next one needs new work. */
  const reset = useCallback(() => {
    payload.current = null
    pending.current = null
    const widget = ref.current
    if (!widget) return
    widget.reset()
    void verify(widget)
  }, [verify])

  const widget = ready ? <altcha-widget ref={ref as never} name="altcha" challenge="/api/forms/challenge" auto="off" language={WIDGET_LANGUAGE[locale] ?? 'en'} /> : null
  return { start, solve, reset, widget }
}
