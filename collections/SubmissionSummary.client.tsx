'use client'

import { useFormFields } from '@payloadcms/ui'

import type { Translate } from '@/i18n/dictionary'
import { useAdminText } from '@/components/admin/useAdminText'

/** 'firstName' → 'First name': the form's field names, as staff read them. */
const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const shown = (value: unknown, t: Translate): string => {
  if (value === true) return t('YES')
  if (value === false) return t('NO')
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return String(value ?? '')
}

/** What the visitor sent, one field a line, above the raw data (React escapes every value). */
export const SubmissionSummary = () => {
  const { t } = useAdminText()
  const data = useFormFields(([fields]) => fields.data?.value)
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const rows = Object.entries(data as Record<string, unknown>)
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>{t('SUBMISSION_SENT')}</h3>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th style={{ textAlign: 'left', verticalAlign: 'top', padding: '4px 24px 4px 0', fontWeight: 600 }}>{words(name)}</th>
              <td style={{ padding: '4px 0', whiteSpace: 'pre-wrap' }}>{shown(value, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
