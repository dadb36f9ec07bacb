import type React from 'react'

import { translator } from '@/i18n/dictionary'
import { type Locale, localeLabels } from '@/i18n/locales'
import { pageByKey, pagePath, pathForKey } from '@/lib/routing/paths'
import { buildMenu } from '@/lib/menu'
import { getDictionary, getFooter, getHeader, getLanguageSettings, getMenu, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'

import { BackToTop } from './BackToTop.client'
import { FIRST_PAINT_AFTER } from './firstPaint'
import { Footer } from './Footer'
import { Header } from './Header'


type Props = {
  locale: Locale
  /** The same page in each enabled language, for the switcher. */
  alternates: Partial<Record<Locale, string>>
  currentPath: string
  home?: boolean
  banner?: React.ReactNode
  children: React.ReactNode
}

/** Header, banner, main content, footer and back-to-top around every public page. */
export const PageShell = async ({ locale, alternates, currentPath, home = false, banner, children }: Props) => {
  const [dictionary, header, footer, settings, pages, mainMenu, legalMenu, languages] = await Promise.all([
    getDictionary(locale),
    getHeader(locale),
    getFooter(locale),
    getSiteSettings(locale),
    getPageRoutes(),
    getMenu('main', locale),
    getMenu('footer', locale),
    getLanguageSettings(),
  ])
  const t = translator(dictionary)
  const showHome = settings.options?.showHomeMenu !== false
  const shortlist = pageByKey(pages, 'shortlist')
  const languageLinks = languages.enabled.map((code) => ({
    locale: code,
    label: localeLabels[code],
    href: alternates[code] ?? `/${code}/`,
    current: code === locale,
  }))
  return (
    <>
      <a href="#content" className="skip-link">
        {t('SKIP_TO_CONTENT')}
      </a>
      <Header
        locale={locale}
        t={t}
        header={header}
        menu={buildMenu(mainMenu?.items, { pages, locale, showHome })}
        languages={languageLinks}
        home={home}
        showLogoAtStart={settings.options?.showLogoAtStart === true}
        agencyName={settings.agency?.name ?? ''}
        freeValuationHref={pathForKey(pages, 'free-valuation', locale)}
        shortlistHref={shortlist ? pagePath(shortlist, locale, pages) : null}
        currentPath={currentPath}
      />
      {banner}
      {/* Where the first paint may begin (layout.tsx): the header and banner are read whole. */}
      <div id={FIRST_PAINT_AFTER} hidden />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <Footer t={t} footer={footer} settings={settings} legalMenu={buildMenu(legalMenu?.items, { pages, locale, showHome: false })} />
      <BackToTop label={t('BACK_TO_TOP')} />
    </>
  )
}
