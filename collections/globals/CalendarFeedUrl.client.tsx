'use client'
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { useAdminText } from '@/components/admin/useAdminText'

/** The staff calendar feed's address, to paste into a calendar app; made on the first save. */
export const CalendarFeedUrl = () => {
  const { t } = useAdminText()
  const token = useFormFields(([fields]) => fields['calendar.feedToken']?.value)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  const address = typeof token === 'string' && token ? `${origin}/api/calendar/${token}.ics` : null
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <label className="field-label" htmlFor="calendar-feed-url">
        {t('CALENDAR_ADDRESS')}
      </label>
      {address ? (
        <input id="calendar-feed-url" className="input" readOnly value={address} onFocus={(event) => event.currentTarget.select()} style={{ width: '100%' }} />
      ) : (
        <p>{t('CALENDAR_SAVE_FIRST')}</p>
      )}
    </div>
  )
}
