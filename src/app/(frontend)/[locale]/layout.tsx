import '../globals.css'

import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { CONSENT_TEXT_KEYS, ConsentDefaults } from '@/components/consent/ConsentDefaults'
import { ConsentManager } from '@/components/consent/ConsentManager.client'
import { FIRST_PAINT_AFTER } from '@/components/layout/firstPaint'
import { AgencyJsonLd } from '@/components/seo/AgencyJsonLd'
import { pick, translator } from '@/i18n/dictionary'
import { pathForKey } from '@/lib/routing/paths'
import { populated } from '@/lib/payload/populated'
import { getDictionary, getHeader, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/resolveLocale'
import { getSiteUrl } from '@/lib/seo/siteUrl'

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d3557' }
export const metadata: Metadata = { formatDetection: { telephone: false } }

/**
 * The document of every public page, in its language (`<html lang>`; an unknown language renders
 * the default one's 404): consent defaults before any tag, the cookie dialog, and the agency's
 * structured data.
 */
const LocaleLayout = async ({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) => {
  const { locale } = await resolveLocale((await params).locale)
  const [settings, dictionary, pages, header] = await Promise.all([getSiteSettings(locale), getDictionary(locale), getPageRoutes(), getHeader(locale)])
  const t = translator(dictionary)
  const logo = populated(header.logo)?.url
  return (
    <html lang={locale}>
      <head>
        {/* The first paint waits until the header and banner are read whole (firstPaint.ts): a page streamed
            in parts, or read in parts by a busy phone, never shows a banner whose text then moves up as the
            rest of its search form comes in. */}
        <link rel="expect" href={`#${FIRST_PAINT_AFTER}`} blocking="render" />
        <ConsentDefaults />
      </head>
      <body>
        {children}
        <ConsentManager
          texts={pick(t, CONSENT_TEXT_KEYS)}
          ids={settings.analytics ?? {}}
          title={settings.consent?.title}
          text={settings.consent?.text}
          cookiePolicyHref={pathForKey(pages, 'cookie-policy', locale)}
        />
        <AgencyJsonLd settings={settings} siteUrl={getSiteUrl()} logoUrl={logo} locale={locale} />
      </body>
    </html>
  )
}

export default LocaleLayout
