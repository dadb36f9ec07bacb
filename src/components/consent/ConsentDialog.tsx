import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react'

import { ACCEPT_ALL_CONSENT, type ConsentFlags, DECLINE_CONSENT, OPTIONAL_CONSENT_FLAGS, type OptionalConsentFlag, selectedConsent } from '@/lib/consent/consent'

import styles from './Consent.module.css'

/** The text key of each category, in SPEC order after the necessary one. */
const CATEGORY_KEYS: Record<OptionalConsentFlag, string> = {
  consentAdUserData: 'COOKIE_AD_USER_DATA',
  consentAdStorage: 'COOKIE_AD_STORAGE',
  consentAnalyticsStorage: 'COOKIE_ANALYTICS_STORAGE',
  consentAdPersonalization: 'COOKIE_AD_PERSONALIZATION',
}

type Props = {
  view: 'banner' | 'settings'
  t: (key: string) => string
  title: string
  text: string
  cookiePolicyHref: string
  /** A choice is stored already: the dialog may be closed without a new one. */
  closable: boolean
  draft: ConsentFlags
  onDraft: (flag: OptionalConsentFlag, on: boolean) => void
  onSave: (flags: ConsentFlags) => void
  onSettings: () => void
  onClose: () => void
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
  dialogRef: Ref<HTMLDivElement>
}

/** One row of the settings: a category's name, its switch and what it allows. */
const Category = ({ id, name, text, control }: { id: string; name: string; text: string; control: ReactNode }) => (
  <li className={styles.category}>
    <label className={styles.name} htmlFor={id}>
      {name}
    </label>
    <span className={styles.control}>{control}</span>
    <p id={`${id}-text`} className={styles.explain}>
      {text}
    </p>
  </li>
)

/**
 * The open consent dialog: the first view (text, policy link; accept all, decline, settings) or the
 * settings (five categories; accept selection, decline, accept all). Every choice is the same button.
 */
export const ConsentDialog = ({ view, t, title, text, cookiePolicyHref, closable, draft, onDraft, onSave, onSettings, onClose, onKeyDown, dialogRef }: Props) => {
  const uid = useId()
  const buttons = (list: [string, () => void][]) => (
    <div className={styles.actions}>
      {list.map(([key, onClick]) => (
        <button key={key} type="button" className={styles.button} onClick={onClick}>
          {t(key)}
        </button>
      ))}
    </div>
  )
  return (
    <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="false" aria-labelledby={`${uid}-title`} aria-describedby={view === 'banner' ? `${uid}-text` : undefined} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <h2 id={`${uid}-title`} className={styles.title}>
          {view === 'settings' ? t('COOKIE_SETTINGS_TITLE') : title}
        </h2>
        {closable ? (
          <button type="button" className={styles.close} aria-label={t('CLOSE')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {view === 'banner' ? (
        <>
          <p id={`${uid}-text`} className={styles.text}>
            {text}{' '}
            <a href={cookiePolicyHref} className={styles.policy}>
              {t('COOKIE_POLICY')}
            </a>
          </p>
          {buttons([
            ['ACCEPT_ALL', () => onSave(ACCEPT_ALL_CONSENT)],
            ['DECLINE', () => onSave(DECLINE_CONSENT)],
            ['SETTINGS', onSettings],
          ])}
        </>
      ) : (
        <>
          <ul className={styles.categories}>
            <Category
              id={`${uid}-consent`}
              name={t('COOKIE_NECESSARY')}
              text={t('COOKIE_NECESSARY_TEXT')}
              control={
                <>
                  <span className={styles.always}>{t('ALWAYS_ACTIVE')}</span>
                  <input id={`${uid}-consent`} className={styles.switch} type="checkbox" role="switch" checked disabled aria-describedby={`${uid}-consent-text`} />
                </>
              }
            />
            {OPTIONAL_CONSENT_FLAGS.map((flag) => (
              <Category
                key={flag}
                id={`${uid}-${flag}`}
                name={t(CATEGORY_KEYS[flag])}
                text={t(`${CATEGORY_KEYS[flag]}_TEXT`)}
                control={
                  <input
                    id={`${uid}-${flag}`}
                    className={styles.switch}
                    type="checkbox"
                    role="switch"
                    checked={draft[flag]}
                    onChange={(event) => onDraft(flag, event.target.checked)}
                    aria-describedby={`${uid}-${flag}-text`}
                  />
                }
              />
            ))}
          </ul>
          {buttons([
            ['ACCEPT_SELECTION', () => onSave(selectedConsent(draft))],
            ['DECLINE', () => onSave(DECLINE_CONSENT)],
            ['ACCEPT_ALL', () => onSave(ACCEPT_ALL_CONSENT)],
          ])}
        </>
      )}
    </div>
  )
}

/** Reopens the settings: a small icon button at the bottom left, named for screen readers and as a tooltip. */
export const ReopenButton = ({ label, onClick, buttonRef }: { label: string; onClick: () => void; buttonRef: Ref<HTMLButtonElement> }) => (
  <button ref={buttonRef} type="button" className={styles.reopen} onClick={onClick} title={label}>
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-4-4 4 4 0 0 1-4-4 2 2 0 0 0-2-2Zm-3.5 7a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 6a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 1a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
      />
    </svg>
    <span className={styles.reopenText}>{label}</span>
  </button>
)
