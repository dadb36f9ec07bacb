'use client'

import { type ComponentType, useState } from 'react'

import type { LeadFormProps } from './LeadForm.client'
import styles from './FormDisclosure.module.css'

type Props = {
  /** The button's words, and the section's name. */
  label: string
  intro: string
  /** The form's element id (one disclosure per page each). */
  id: string
  /** Where a visitor without JavaScript goes instead, if anywhere. */
  noScript?: { label: string; href: string }
  form: LeadFormProps
}

/**
 * A short form behind a button ("Alert me" under the results, "Mail me my shortlist"): the form's code
 * loads on the click, so the page carries only the button. The form starts again when the values the page
 * sets for it change (the search it saves, the listings it watches).
 */
export const FormDisclosure = ({ label, intro, id, noScript, form }: Props) => {
  const [Form, setForm] = useState<ComponentType<LeadFormProps> | null>(null)
  const [open, setOpen] = useState(false)
  const toggle = () => {
    setOpen((was) => !was)
    if (!Form) void import('./LeadForm.client').then((m) => setForm(() => m.LeadForm))
  }
  return (
    <section className={styles.disclosure} aria-label={label}>
      <p>{intro}</p>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls={id} onClick={toggle}>
        {label}
      </button>
      {noScript && (
        <noscript>
          <a href={noScript.href}>{noScript.label}</a>
        </noscript>
      )}
      <div id={id} hidden={!open}>
        {open && Form && <Form key={JSON.stringify(form.hidden ?? {})} {...form} />}
      </div>
    </section>
  )
}
