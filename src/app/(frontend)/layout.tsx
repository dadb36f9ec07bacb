import type { Metadata } from 'next'
import type React from 'react'

import { defaultLocale } from '@/i18n/locales'

export const metadata: Metadata = { title: 'Immo Horizon' }

const RootLayout = ({ children }: { children: React.ReactNode }) => (
  <html lang={defaultLocale}>
    <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>{children}</body>
  </html>
)

export default RootLayout
