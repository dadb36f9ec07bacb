'use client'

import { useState } from 'react'

/** The staff desk's "Sync now" button: every connected CRM synced again in the background. */
export const CrmSync = () => {
  const [state, setState] = useState<'idle' | 'busy' | 'queued' | 'failed'>('idle')
  const sync = async () => {
    setState('busy')
    const response = await fetch('/api/crm/sync', { method: 'POST', credentials: 'include' }).catch(() => null)
    setState(response?.ok ? 'queued' : 'failed')
  }
  return (
    <p>
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={sync} disabled={state === 'busy'}>
        Sync now
      </button>{' '}
      <span role="status">{state === 'queued' ? 'Queued: the import log shows it as it goes.' : state === 'failed' ? 'Could not start: try again.' : ''}</span>
    </p>
  )
}
