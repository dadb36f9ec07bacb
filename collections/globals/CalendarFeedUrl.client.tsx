'use client'
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

/** The staff calendar feed's address, to paste into a calendar app; made on the first save. */
export const CalendarFeedUrl = () => {
  const token = useFormFields(([fields]) => fields['calendar.feedToken']?.value)
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  const address = typeof token === 'string' && token ? `${origin}/api/calendar/${token}.ics` : null
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <label className="field-label" htmlFor="calendar-feed-url">
        Calendar address
      </label>
      {address ? (
        <input id="calendar-feed-url" className="input" readOnly value={address} onFocus={(event) => event.currentTarget.select()} style={{ width: '100%' }} />
      ) : (
        <p>Save the settings once to make it.</p>
      )}
    </div>
  )
}
