'use client'

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react'

import type { LeadFormProps } from './LeadForm.client'

let loading: Promise<ComponentType<LeadFormProps>> | null = null
const loadForm = () => (loading ??= import('./LeadForm.client').then((m) => m.LeadForm))

/**
 * A form that costs a page no JavaScript until it is used: the server's plain form (which posts
 * without JavaScript) is shown as it is, and the first touch, focus or send loads the live form
 * (checks as you type, the captcha) in its place, keeping what was typed, the focus and the send.
 */
export const LazyForm = ({ form, children }: { form: LeadFormProps; children: ReactNode }) => {
  const box = useRef<HTMLDivElement>(null)
  const [Form, setForm] = useState<ComponentType<LeadFormProps> | null>(null)
  const typed = useRef<FormData | undefined>(undefined)
  const pending = useRef<{ focus: string | null; submit: boolean }>({ focus: null, submit: false })

  const upgrade = () => {
    if (!Form) void loadForm().then((Loaded) => setForm(() => Loaded))
  }
  // What the visitor typed into the plain form, read in the render that replaces it.
  if (Form && !typed.current) {
    const plain = box.current?.querySelector('form')
    typed.current = plain ? new FormData(plain) : new FormData()
  }

  // With JavaScript, the live form checks the fields itself and says why, beside each one: the
  // browser's own checks (kept for visitors without JavaScript) would stop the send before it loads.
  useEffect(() => {
    box.current?.querySelector('form')?.setAttribute('novalidate', '')
  }, [])

  useEffect(() => {
    if (!Form || !box.current) return
    const live = box.current.querySelector('form')
    if (pending.current.focus) box.current.querySelector<HTMLElement>(`[name="${CSS.escape(pending.current.focus)}"]`)?.focus()
    if (pending.current.submit) live?.requestSubmit()
    pending.current = { focus: null, submit: false }
  }, [Form])

  return (
    <div
      ref={box}
      onPointerDownCapture={upgrade}
      onFocusCapture={(event) => {
        if (Form) return
        pending.current.focus = (event.target as HTMLInputElement).name || null
        upgrade()
      }}
      onSubmitCapture={(event) => {
        if (Form) return
        event.preventDefault()
        pending.current.submit = true
        upgrade()
      }}
    >
      {Form ? <Form {...form} typed={typed.current} /> : children}
    </div>
  )
}
