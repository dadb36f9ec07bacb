import '../globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { resolveLocale } from '@/lib/routing/locale'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d3557' }
export const metadata: Metadata = { formatDetection: { telephone: false } }

/** The document of every public page, in its language (`<html lang>`); an unknown language renders the default one's 404. */
const LocaleLayout = async ({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) => {
  const { locale } = await resolveLocale((await params).locale)
  return (
    <html lang={locale}>
      <body>{children}</body>
    </html>
  )
}

export default LocaleLayout
