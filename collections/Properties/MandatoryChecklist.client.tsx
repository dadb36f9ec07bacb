'use client'

import { useAllFormFields, useConfig } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { useAdminText } from '@/components/admin/useAdminText'
import { type MentionInput, mandatoryMentions, mentionScopeKey, mentionTextKey } from '@/lib/domain/mandatoryMentions'
import { relationId } from '@/lib/payload/populated'

type Loaded = { zip?: string; country?: string; needsEpc?: boolean }

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null)
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
const idOf = (value: unknown): string | null => {
  const id = relationId(value)
  return id === null ? null : String(id)
}

/** A document read once per url from the REST API (the admin's session cookie signs the request). */
const useDocument = (url: string | null): Loaded | null => {
  const [result, setResult] = useState<{ url: string; doc: Loaded | null } | null>(null)
  useEffect(() => {
    if (!url) return
    const controller = new AbortController()
    fetch(url, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<Loaded>) : null))
      .then((doc) => setResult({ url, doc }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [url])
  return url && result?.url === url ? result.doc : null
}

/**
 * Sidebar checklist of the mandatory mentions for the listing's region, live as staff type: a tick or
 * a cross with text for each, and "Ready to publish" when none is missing. Publishing is enforced
 * on the server by checkMandatoryMentions; this only shows what it will ask for.
 */
export const MandatoryChecklist = () => {
  const [fields] = useAllFormFields()
  const { config } = useConfig()
  const headingId = useId()
  const { t } = useAdminText()
  const value = (path: string): unknown => fields[path]?.value
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const cityId = idOf(value('city'))
  const typeId = idOf(value('type'))
  const city = useDocument(cityId ? `${api}/cities/${encodeURIComponent(cityId)}?depth=0` : null)
  const type = useDocument(typeId ? `${api}/property-types/${encodeURIComponent(typeId)}?depth=0` : null)

  const input: MentionInput = {
    goal: text(value('goal')),
    zip: city?.zip,
    country: city?.country,
    needsEpc: type?.needsEpc,
    price: num(value('price')),
    energy: {
      energyPerformance: num(value('energy.energyPerformance')),
      epcLabelText: text(value('energy.epcLabelText')),
      energyTotal: num(value('energy.energyTotal')),
      co2Emission: num(value('energy.co2Emission')),
      certificateNumber: text(value('energy.certificateNumber')),
      uniqueCode: text(value('energy.uniqueCode')),
    },
    flood: { pScore: text(value('flood.pScore')), gScore: text(value('flood.gScore')) },
    planning: { zoning: text(value('planning.zoning')) },
    financial: { charges: num(value('financial.charges')) },
  }
  const checks = mandatoryMentions(input)
  const missing = checks.filter((check) => !check.ok).length

  return (
    <section aria-labelledby={headingId} className="field-type" style={{ marginBottom: 'var(--base)' }} data-mandatory-checklist>
      <h4 id={headingId} style={{ margin: '0 0 calc(var(--base) / 2)' }}>
        {t('MENTIONS_TITLE')}
        {city ? ` · ${t(mentionScopeKey(city.zip, city.country))}` : ''}
      </h4>
      {!cityId ? (
        <p>{t('MENTIONS_CHOOSE_CITY')}</p>
      ) : !city ? (
        <p>{t('MENTIONS_READING_CITY')}</p>
      ) : (
        <>
          {checks.length > 0 && (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {checks.map((check) => (
                <li key={check.id} style={{ color: check.ok ? 'var(--theme-success-750)' : 'var(--theme-error-750)' }}>
                  <span aria-hidden="true">{check.ok ? '✓ ' : '✗ '}</span>
                  {t(mentionTextKey(check.id))}: <strong>{t(check.ok ? 'MENTIONS_STATED' : 'MENTIONS_MISSING')}</strong>
                </li>
              ))}
            </ul>
          )}
          <p role="status" style={{ margin: 'calc(var(--base) / 2) 0 0' }}>
            {missing === 0 ? (
              <strong>{t('MENTIONS_READY')}</strong>
            ) : (
              t('MENTIONS_COUNT_MISSING', { count: missing })
            )}
          </p>
        </>
      )}
    </section>
  )
}
