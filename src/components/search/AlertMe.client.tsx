'use client'

import { type ComponentType, useState } from 'react'

import type { LeadFormProps } from '@/components/forms/LeadForm.client'

import styles from './Results.module.css'

/**
 * "Alert me" under the results: a button that opens the saved-search form for this very search. The
 * form's code loads on the click, so results pages carry only this button.
 */
export const AlertMe = ({ label, intro, noScript, form }: { label: string; intro: string; noScript: { label: string; href: string }; form: LeadFormProps }) => {
  const [Form, setForm] = useState<ComponentType<LeadFormProps> | null>(null)
  const [open, setOpen] = useState(false)
  const toggle = () => {
    setOpen((was) => !was)
    if (!Form) void import('@/components/forms/LeadForm.client').then((m) => setForm(() => m.LeadForm))
  }
  return (
    <section className={styles.alertMe} aria-label={label}>
      <p>{intro}</p>
      <button type="button" className={styles.alertButton} aria-expanded={open} aria-controls="alert-me-form" onClick={toggle}>
        {label}
      </button>
      <noscript>
        <a href={noScript.href}>{noScript.label}</a>
      </noscript>
      <div id="alert-me-form" hidden={!open}>
        {open && Form && <Form {...form} />}
      </div>
    </section>
  )
}
