'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'

import type { LeadFormProps } from './LeadForm.client'

let loading: Promise<ComponentType<LeadFormProps>> | null = null
const loadForm = () => (loading ??= import('./LeadForm.client').then((m) => m.LeadForm))

/**
 * The plain form's HTML, made on the server only (the compiler drops this branch from the browser's
 * code). It is written into the page as HTML that React leaves as it is until the live form replaces
 * it: the page's payload carries the form's props alone, never its markup a second time, and the
 * browser loads no code to draw it.
 */
const plainHtml = (form: LeadFormProps): string =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- on the server only, never in the browser's bundle
      (require('./plainFormHtml') as typeof import('./plainFormHtml')).plainFormHtml(form)
    : ''

/**
 * A form that costs a page no JavaScript until it is used: the server's plain form (which posts
 * without JavaScript) is shown as it is, and the first touch, focus or send loads the live form
 * (checks as you type, the captcha) in its place, keeping what was typed, the focus and the send.
 *
 * A `folded` form sits in a closed `<details>`, and the page carries no markup of it: the live form is
 * loaded and drawn when the disclosure first opens (a click, a link to its #id, the keyboard);
 * `fallback` shows without JavaScript instead.
 */
export const LazyForm = ({ form, folded = false, fallback }: { form: LeadFormProps; folded?: boolean; fallback?: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType<LeadFormProps> | null>(null)
  const typed = useRef<FormData | undefined>(undefined)
  const pending = useRef<{ focus: string | null; submit: boolean }>({ focus: null, submit: false })

  // What the visitor typed into the plain form, read in the render that replaces it.
  if (Form && !typed.current) {
    const plain = box.current?.querySelector('form')
    typed.current = plain ? new FormData(plain) : new FormData()
  }

  // Until the live form replaces it, the first touch, focus or send loads it. With JavaScript, the live
  // form checks the fields and says why, beside each one: the browser's own checks (kept for visitors
  // without JavaScript) would stop the send before it loads.
  useEffect(() => {
    const element = box.current
    if (!element || Form) return
    element.querySelector('form')?.setAttribute('novalidate', '')
    // A press on the plain form's button must end on that button: were the live form drawn between the
    // press and the release, the click would land on a button no longer in the page and the send be
    // lost. The live form waits for the press to end (the click is sent in the same task as the release).
    let loaded: ComponentType<LeadFormProps> | null = null
    let pressed = false
    const show = () => {
      if (loaded && !pressed) setForm(() => loaded)
    }
    const upgrade = () =>
      void loadForm().then((Loaded) => {
        loaded = Loaded
        show()
      })
    const release = () =>
      setTimeout(() => {
        pressed = false
        show()
      })
    const onPress = () => {
      pressed = true
      window.addEventListener('pointerup', release, { once: true, capture: true })
      window.addEventListener('pointercancel', release, { once: true, capture: true })
      upgrade()
    }
    const onFocus = (event: FocusEvent) => {
      pending.current.focus = (event.target as HTMLInputElement).name || null
      upgrade()
    }
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      pending.current.submit = true
      upgrade()
    }
    // Drawn by React in the browser rather than written by the server: there is no plain form to keep.
    if (!folded && !element.querySelector('form')) upgrade()
    // A folded form is drawn when its disclosure opens (it may be open already: a link to its #id).
    const details = folded ? element.closest('details') : null
    const onToggle = () => {
      if (details?.open) upgrade()
    }
    onToggle()
    element.addEventListener('pointerdown', onPress, true)
    element.addEventListener('focusin', onFocus, true)
    element.addEventListener('submit', onSubmit, true)
    details?.addEventListener('toggle', onToggle)
    return () => {
      element.removeEventListener('pointerdown', onPress, true)
      window.removeEventListener('pointerup', release, true)
      window.removeEventListener('pointercancel', release, true)
      element.removeEventListener('focusin', onFocus, true)
      element.removeEventListener('submit', onSubmit, true)
      details?.removeEventListener('toggle', onToggle)
    }
  }, [Form, folded])

  useEffect(() => {
    if (!Form || !box.current) return
    const live = box.current.querySelector('form')
    if (pending.current.focus) box.current.querySelector<HTMLElement>(`[name="${CSS.escape(pending.current.focus)}"]`)?.focus()
    if (pending.current.submit) live?.requestSubmit()
    pending.current = { focus: null, submit: false }
  }, [Form])

  return (
    <div ref={box}>
      {Form ? (
        <Form {...form} typed={typed.current} />
      ) : folded ? (
        <noscript>{fallback}</noscript>
      ) : (
        <div dangerouslySetInnerHTML={{ __html: plainHtml(form) }} suppressHydrationWarning />
      )}
    </div>
  )
}
