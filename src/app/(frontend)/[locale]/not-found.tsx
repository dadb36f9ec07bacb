import { headers } from 'next/headers'

import { PageBanner } from '@/components/layout/Banner'
import { PageShell } from '@/components/layout/PageShell'
import { translator } from '@/i18n/dictionary'
import { pageAlternates, pageByKey, pathForKey } from '@/i18n/routing'
import { getDictionary, getPageRoutes } from '@/lib/payload/queries'
import { resolveLocale } from '@/lib/routing/locale'

import styles from './not-found.module.css'

/** HTTP 404 with a link home and a search form, in the language of the requested path. */
const NotFound = async () => {
  const pathname = (await headers()).get('x-pathname') ?? '/'
  const { locale, enabled } = await resolveLocale(pathname.split('/')[1])
  const [pages, dictionary] = await Promise.all([getPageRoutes(), getDictionary(locale)])
  const t = translator(dictionary)
  const home = pageByKey(pages, 'home')
  return (
    <PageShell
      locale={locale}
      alternates={home ? pageAlternates(home, pages, enabled) : {}}
      currentPath={pathname}
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

export default NotFound
