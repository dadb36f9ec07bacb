'use client'

import { type FormEvent, useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { useCaptcha } from '../forms/useCaptcha'
import styles from './Owner.module.css'

type Texts = Record<string, string>
type Mode = 'password' | 'use-link' | 'reset'
type Answer = { kind: 'error' | 'info'; text: string } | null

/**
 * The owner login: e-mail and password, or a one-time link by e-mail, and a forgotten password. Each
 * form posts to /api/owner/{action} and works without JavaScript (the server answers with a redirect or
 * a page); with it, answers show here. A link from a mail carries its token in the fragment
 * (`#link=…`, `#reset=…`), which no request ever sends: this page reads it and shows its one button.
 */
export const OwnerLogin = ({ locale, texts }: { locale: string; texts: Texts }) => {
  const [mode, setMode] = useState<Mode>('password')
  const [token, setToken] = useState('')
  const [answer, setAnswer] = useState<Answer>(null)
  const [busy, setBusy] = useState(false)
  // After many wrong passwords for an account from elsewhere, its sign-in asks for the forms' captcha.
  const [needCaptcha, setNeedCaptcha] = useState(false)
  const captcha = useCaptcha(locale as Locale)

  useEffect(() => {
    const match = /^#(link|reset)=([A-Za-z0-9_-]{20,128})$/.exec(window.location.hash)
    if (match) {
      setMode(match[1] === 'link' ? 'use-link' : 'reset')
      setToken(match[2])
    } else if (window.location.hash === '#logged-out') setAnswer({ kind: 'info', text: texts.LOGGED_OUT })
    // The token leaves the address bar (and the history) once read.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search)
  }, [texts.LOGGED_OUT])

  const submit = (action: string) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setAnswer(null)
    try {
      const body: Record<string, FormDataEntryValue> = Object.fromEntries(new FormData(event.currentTarget).entries())
      if (action === 'login' && needCaptcha) {
        const solved = await captcha.solve()
        if (solved) body.altcha = solved
        captcha.reset()
      }
      const response = await fetch(`/api/owner/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
      const result = (await response.json().catch(() => ({}))) as { redirect?: string | null; message?: string | null; errors?: { form?: string }; captcha?: boolean }
      if (result.captcha) {
        setNeedCaptcha(true)
        captcha.start()
      }
      if (response.ok && result.redirect) {
        window.location.assign(result.redirect)
        return
      }
      if (response.ok) setAnswer({ kind: 'info', text: result.message ?? '' })
      else setAnswer({ kind: 'error', text: result.errors?.form ?? texts.API_ERROR })
    } catch {
      setAnswer({ kind: 'error', text: texts.API_ERROR })
    } finally {
      setBusy(false)
    }
  }

  const hidden = <input type="hidden" name="locale" value={locale} />
  const message = answer && (
    <div className={answer.kind === 'error' ? styles.error : styles.info} role={answer.kind === 'error' ? 'alert' : 'status'}>
      {answer.kind === 'error' && <strong>{texts.LOGIN_FAILED}</strong>}
      {answer.text}
    </div>
  )
  const emailField = (id: string) => (
    <div className={styles.field}>
      <label htmlFor={id}>{texts.EMAIL}</label>
      <input id={id} name="email" type="email" autoComplete="username" required maxLength={254} />
    </div>
  )

  if (mode === 'use-link') {
    return (
      <div className={styles.login}>
        <form className={styles.form} method="post" action="/api/owner/link-use" onSubmit={submit('link-use')}>
          <h2>{texts.LOGIN_LINK_TITLE}</h2>
          {message}
          {hidden}
          <input type="hidden" name="token" value={token} />
          <button className="button" type="submit" disabled={busy}>
            {texts.LOGIN}
          </button>
        </form>
      </div>
    )
  }

  if (mode === 'reset') {
    return (
      <div className={styles.login}>
        <form className={styles.form} method="post" action="/api/owner/reset" onSubmit={submit('reset')}>
          <h2>{texts.RESET_PASSWORD}</h2>
          {message}
          {hidden}
          <input type="hidden" name="token" value={token} />
          <div className={styles.field}>
            <label htmlFor="owner-new-password">{texts.NEW_PASSWORD}</label>
            <input id="owner-new-password" name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />
          </div>
          <div className={styles.field}>
            <label htmlFor="owner-new-password-confirm">{texts.PASSWORD_CONFIRM}</label>
            <input id="owner-new-password-confirm" name="passwordConfirm" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />
          </div>
          <button className="button" type="submit" disabled={busy}>
            {texts.RESET_PASSWORD}
          </button>
        </form>
      </div>
    )
  }

  return (
    <div className={styles.login}>
      <form className={styles.form} method="post" action="/api/owner/login" onSubmit={submit('login')}>
        {message}
        {hidden}
        {emailField('owner-email')}
        <div className={styles.field}>
          <label htmlFor="owner-password">{texts.PASSWORD}</label>
          <input id="owner-password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
        </div>
        <button className="button" type="submit" disabled={busy}>
          {texts.LOGIN}
        </button>
        {/* Below the button: the widget grows as it works, and above it would move the button under the visitor's pointer. */}
        {needCaptcha && <div className={styles.field}>{captcha.widget}</div>}
        <p className={styles.note}>{texts.LOGIN_NOTICE}</p>
      </form>
      <details className={styles.more}>
        <summary>{texts.LOGIN_WITH_LINK}</summary>
        <form className={styles.form} method="post" action="/api/owner/link" onSubmit={submit('link')}>
          <p className={styles.note}>{texts.LOGIN_LINK_INTRO}</p>
          {hidden}
          {emailField('owner-link-email')}
          <button className="button" type="submit" disabled={busy}>
            {texts.SEND_LOGIN_LINK}
          </button>
        </form>
      </details>
      <details className={styles.more}>
        <summary>{texts.FORGOT_PASSWORD}</summary>
        <form className={styles.form} method="post" action="/api/owner/forgot" onSubmit={submit('forgot')}>
          {hidden}
          {emailField('owner-forgot-email')}
          <button className="button" type="submit" disabled={busy}>
            {texts.SEND_RESET_LINK}
          </button>
        </form>
      </details>
    </div>
  )
}
