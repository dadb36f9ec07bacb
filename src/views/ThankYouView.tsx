import type { Metadata } from 'next'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { type FormKind, kindKey } from '@/lib/forms/kinds'
import { getDictionary, getLanguageSettings, getSiteSettings } from '@/lib/payload/queries'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pageAlternates, pagePath } from '@/lib/routing/paths'
import { pageMetadata } from '@/lib/seo/metadata'
import { getSiteUrl } from '@/lib/seo/siteUrl'

import styles from './ThankYouView.module.css'

/** A form's thank-you page: the thank-you page (its route) and the form that was sent (`/nl/bedankt/contact-me/`). */
export type ThankYouRequest = { locale: Locale; enabled: Locale[]; pages: PageRoute[]; page: PageRoute; form: FormKind }

/** The head of a thank-you page: kept out of search engines. */
export const thankYouMetadata = async ({ locale, enabled, pages, page, form }: ThankYouRequest): Promise<Metadata> => {
  const [settings, dictionary, languages] = await Promise.all([getSiteSettings(locale), getDictionary(locale), getLanguageSettings()])
  const siteName = settings.agency?.name ?? ''
  const suffix = `${form}/`
  return pageMetadata({
    locale,
    defaultLocale: languages.defaultLocale,
    siteName,
    siteUrl: getSiteUrl(),
    path: `${pagePath(page, locale, pages)}${suffix}`,
    alternates: pageAlternates(page, pages, enabled, suffix),
    title: `${translator(dictionary)('THANK_YOU')} | ${siteName}`,
    noindex: true,
  })
}

/** The page a form's visitor lands on once it is sent: the form's own thanks and a way home. */
export const ThankYouView = async ({ locale, enabled, pages, page, form }: ThankYouRequest) => {
  const t = translator(await getDictionary(locale))
  const kind = kindKey(form)
  const path = `${pagePath(page, locale, pages)}${form}/`
  return (
    <PageShell locale={locale} alternates={pageAlternates(page, pages, enabled, `${form}/`)} currentPath={path}
      banner={<PageBanner title={t(`THANK_YOU_${kind}`)} crumbs={[{ title: t('HOME'), href: `/${locale}/` }, { title: t(`THANK_YOU_${kind}`), href: path }]} showBreadcrumb label={t('BREADCRUMB')} />}
    >
      <div className={`container ${styles.thanks}`}>
        <p>{t(`THANK_YOU_${kind}_TEXT`)}</p>
        <p>
          <a className="button" href={`/${locale}/`}>
            {t('BACK_TO_HOME')}
          </a>
        </p>
      </div>
    </PageShell>
  )
}
