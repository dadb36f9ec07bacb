'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the admin's live preview, re-renders the page each time the editor's draft is saved. */
export const LivePreviewRefresh = ({ serverURL }: { serverURL: string }) => {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverURL} />
}
