'use client'

import { useState } from 'react'

import { useAdminText } from './useAdminText'

/** The staff desk's "Sync now" button: every connected CRM synced again in the background. */
export const CrmSync = () => {
  const { t } = useAdminText()
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'failed'>('idle')
  const sync = async () => {
    setState('busy')
    const response = await fetch('/api/crm/sync', { method: 'POST', credentials: 'include' }).catch(() => null)
    setState(response?.ok ? 'queued' : 'failed')
  }
  return (
    <p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={sync} disabled={state === 'busy'}>
        {t('CRM_SYNC_NOW')}
      </button>{' '}
      <span role="status">{state === 'queued' ? t('CRM_SYNC_QUEUED') : state === 'failed' ? t('CRM_SYNC_FAILED') : ''}</span>
    </p>
  )
}
