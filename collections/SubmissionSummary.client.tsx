'use client'

import { useFormFields } from '@payloadcms/ui'

/** 'firstName' → 'First name': the form's field names, as staff read them. */
const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

const shown = (value: unknown): string => {
  if (value === true) return 'Yes'
  if (value === false) return 'No'
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'object' && value !== null) return JSON.stringify(value)
  return String(value ?? '')
}

/** What the visitor sent, one field a line, above the raw data (React escapes every value). */
export const SubmissionSummary = () => {
  const data = useFormFields(([fields]) => fields.data?.value)
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const rows = Object.entries(data as Record<string, unknown>)
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 'calc(var(--base) / 2)' }}>What the visitor sent</h3>
      <table style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th style={{ textAlign: 'left', verticalAlign: 'top', padding: '4px 24px 4px 0', fontWeight: 600 }}>{words(name)}</th>
              <td style={{ padding: '4px 0', whiteSpace: 'pre-wrap' }}>{shown(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
