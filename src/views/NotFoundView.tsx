import type { Metadata } from 'next'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { getDictionary, getPageRoutes, getSiteSettings } from '@/lib/payload/queries'
import { pageAlternates, pageByKey, pathForKey } from '@/lib/routing/paths'

import styles from './NotFoundView.module.css'

/** What is missing: a page, or a listing ("Property Not Found"). */
export type NotFoundKind = 'page' | 'property'

const TEXTS: Record<NotFoundKind, { title: string; text: string }> = {
  page: { title: 'PAGE_NOT_FOUND', text: 'PAGE_NOT_FOUND_TEXT' },
  property: { title: 'PROPERTY_NOT_FOUND', text: 'PROPERTY_NOT_FOUND_TEXT' },
}

/** The not-found page's head: its title in the language, kept out of search results. */
export const notFoundMetadata = async (locale: Locale, kind: NotFoundKind = 'page'): Promise<Metadata> => {
  const [dictionary, settings] = await Promise.all([getDictionary(locale), getSiteSettings(locale)])
  const siteName = settings.agency?.name
  const title = translator(dictionary)(TEXTS[kind].title)
  return { title: siteName ? `${title} | ${siteName}` : title, robots: { index: false } }
}

/**
 * The head the site's catch-all route gives a path it cannot resolve (before its body calls notFound()):
 * the title always carries the separator, as it always has.
 */
export const unresolvedPathMetadata = async (locale: Locale): Promise<Metadata> => {
  const [dictionary, settings] = await Promise.all([getDictionary(locale), getSiteSettings(locale)])
  return { title: `${translator(dictionary)('PAGE_NOT_FOUND')} | ${settings.agency?.name ?? ''}`, robots: { index: false } }
}

/**
 * The not-found page: a message, a link home and a search form, in `locale`. `bare` leaves out the
 * header and footer: the boundary of src/app/(frontend)/[locale]/not-found.tsx, which Next writes into
 * every page's payload for the rare path the proxy did not know was missing (the proxy sends those it
 * knows to the whole page, `404/`).
 */
export const NotFoundView = async ({ locale, enabled, kind = 'page', bare = false }: { locale: Locale; enabled: Locale[]; kind?: NotFoundKind; bare?: boolean }) => {
  const [pages, dictionary] = await Promise.all([getPageRoutes(), getDictionary(locale)])
  const t = translator(dictionary)
  const home = pageByKey(pages, 'home')
  const body = (
    <div className={`container ${styles.body}`}>
      {bare && <h1>{t(TEXTS[kind].title)}</h1>}
      <p>{t(TEXTS[kind].text)}</p>
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
  )
  if (bare) return <main id="content">{body}</main>
  return (
    <PageShell
      locale={locale}
      alternates={home ? pageAlternates(home, pages, enabled) : {}}
      currentPath=""
      banner={<PageBanner title={t(TEXTS[kind].title)} crumbs={[{ title: t('HOME'), href: `/${locale}/` }]} showBreadcrumb={false} label={t('BREADCRUMB')} />}
    >
      {body}
    </PageShell>
  )
}
