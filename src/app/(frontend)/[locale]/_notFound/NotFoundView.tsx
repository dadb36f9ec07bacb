import type { Metadata } from 'next'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { pageAlternates, pageByKey, pathForKey } from '@/i18n/routing'
import { getDictionary, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'

import styles from './NotFoundView.module.css'

/** The not-found page's head: its title in the language, kept out of search results. */
export const notFoundMetadata = async (locale: Locale): Promise<Metadata> => {
  const [dictionary, settings] = await Promise.all([getDictionary(locale), getSiteSettings(locale)])
  const siteName = settings.agency?.name
  const title = translator(dictionary)('PAGE_NOT_FOUND')
  return { title: siteName ? `${title} | ${siteName}` : title, robots: { index: false } }
}

/** The not-found page: a message, a link home and a search form, in `locale`. */
export const NotFoundView = async ({ locale, enabled }: { locale: Locale; enabled: Locale[] }) => {
  const [pages, dictionary] = await Promise.all([getPageRoutes(), getDictionary(locale)])
  const t = translator(dictionary)
  const home = pageByKey(pages, 'home')
  return (
    <PageShell
      locale={locale}
      alternates={home ? pageAlternates(home, pages, enabled) : {}}
      currentPath=""
      banner={<PageBanner title={t('PAGE_NOT_FOUND')} crumbs={[{ title: t('HOME'), href: `/${locale}/` }]} showBreadcrumb={false} label={t('BREADCRUMB')} />}
    >
      <div className={`container ${styles.body}`}>
        <p>{t('PAGE_NOT_FOUND_TEXT')}</p>
        <p>
          <a className="button" href={`/${locale}/`}>
            {t('BACK_TO_HOME')}
          </a>
        </p>
        <form className={styles.search} action={pathForKey(pages, 'for-sale', locale)} method="get" role="search">
          <label htmlFor="not-found-search">{t('PAGE_NOT_FOUND_SEARCH')}</label>
          <div>
            <input id="not-found-search" type="search" name="search" maxLength={100} placeholder={t('SEARCH_BY_REFERENCE_OR_CITY')} />
            <button type="submit" className="button">
              {t('SEARCH_NOW')}
            </button>
          </div>
        </form>
      </div>
    </PageShell>
  )
}
