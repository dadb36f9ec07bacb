'use client'

import { useAllFormFields, useConfig, useDocumentInfo, useForm, useLocale } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { contentLocales } from '@/i18n/locales'
import { type SchemaField, copyablePaths, fillsFrom } from '@/lib/translations/copy'

import { useAdminText } from './useAdminText'

const languageKey = (code: string) => `LANGUAGE_${code.toUpperCase()}`

/**
 * In a listing's, project's or page's sidebar: which languages are complete (as last saved), and
 * "copy from" another language, which fills this language's empty texts only and never what is written.
 */
export const TranslationsPanel = ({ path }: { path: string }) => {
  const { t } = useAdminText()
  const headingId = useId()
  const selectId = useId()
  const { id, collectionSlug } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { getEntityConfig } = useConfig()
  const [fields] = useAllFormFields()
  const { dispatchFields, setModified } = useForm()
  const others = contentLocales.filter((code) => code !== locale)
  const [chosen, setSource] = useState<string>(others[0] ?? 'nl')
  // After switching the language edited, the one chosen may be it: the first other then.
  const source = others.includes(chosen as (typeof others)[number]) ? chosen : (others[0] ?? 'nl')
  const [message, setMessage] = useState('')
  const stored = fields[path]?.initialValue
  const missing = typeof stored === 'string' ? stored.split(' ').filter(Boolean) : null

  const copy = async () => {
    const config = collectionSlug ? getEntityConfig({ collectionSlug }) : null
    if (!config || !id) return
    const response = await fetch(`/api/${collectionSlug}/${encodeURIComponent(String(id))}?locale=${source}&fallback-locale=none&depth=0&draft=true`, { credentials: 'include' }).catch(() => null)
    if (!response?.ok) return setMessage(t('COPY_FAILED'))
    const doc: unknown = await response.json()
    const values = Object.fromEntries(Object.entries(fields).map(([key, state]) => [key, state.value]))
    const fills = fillsFrom(values, doc, copyablePaths(config.fields as unknown as SchemaField[]))
    for (const { path: at, value } of fills) dispatchFields({ type: 'UPDATE', path: at, value })
    if (fills.length > 0) setModified(true)
    const language = t(languageKey(source))
    setMessage(fills.length > 0 ? t('COPY_DONE', { count: fills.length, language }) : t('COPY_NOTHING', { language }))
  }

  return (
    <section aria-labelledby={headingId} className="field-type" style={{ marginBottom: 'var(--base)' }} data-translations={missing?.join(' ') ?? ''}>
      <h4 id={headingId} style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        {t('TRANSLATIONS_TITLE')}
      </h4>
      {missing === null ? (
        <p>{t('TRANSLATIONS_SAVE_FIRST')}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {contentLocales.map((code) => {
            const complete = !missing.includes(code)
            return (
              <li key={code} style={{ color: complete ? 'var(--theme-success-750)' : 'var(--theme-error-750)' }}>
                <span aria-hidden="true">{complete ? '✓ ' : '✗ '}</span>
                {t(languageKey(code))}: <strong>{t(complete ? 'TRANSLATIONS_COMPLETE' : 'TRANSLATIONS_INCOMPLETE')}</strong>
              </li>
            )
          })}
        </ul>
      )}
      {id && (
        <div style={{ marginTop: 'calc(var(--base) / 2)' }}>
          <label htmlFor={selectId} className="field-label">
            {t('COPY_FROM')}
          </label>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
            <select id={selectId} value={source} onChange={(event) => setSource(event.target.value)} style={{ padding: '6px 8px' }}>
              {others.map((code) => (
                <option key={code} value={code}>
                  {t(languageKey(code))}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={copy}>
              {t('COPY_BUTTON')}
            </button>
          </div>
          <p style={{ fontSize: 12, margin: '4px 0 0' }}>{t('COPY_HELP')}</p>
          <p role="status" style={{ margin: '4px 0 0' }}>
            {message}
          </p>
        </div>
      )}
    </section>
  )
}
