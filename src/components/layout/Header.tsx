import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { presentAttributes } from '@/lib/html/attributes'
import type { MenuLink } from '@/lib/menu'
import { populated } from '@/lib/payload/populated'
import type { Header as HeaderGlobal } from '@/payload-types'

import { HeartIcon } from '../shortlist/HeartIcon'
import { ShortlistCount } from '../shortlist/ShortlistCount.client'

import { HeaderScroll } from './HeaderScroll.client'
import { type LanguageLink, LanguageSwitcher } from './LanguageSwitcher'
import { MobileDrawer } from './MobileDrawer.client'
import styles from './Header.module.css'

export type HeaderProps = {
  locale: Locale
  t: Translate
  header: HeaderGlobal
  menu: MenuLink[]
  languages: LanguageLink[]
  home: boolean
  showLogoAtStart: boolean
  agencyName: string
  freeValuationHref: string
  /** The shortlist page's path; null where the site has none. */
  shortlistHref?: string | null
  currentPath: string
}

const NavItems = ({ items, currentPath, className }: { items: MenuLink[]; currentPath: string; className?: string }) => (
  <ul className={className}>
    {items.map((item) => (
      <li key={`${item.href}${item.title}`}>
        <a href={item.href} {...presentAttributes({ 'aria-current': item.href === currentPath ? ('page' as const) : undefined })}>
          {item.title}
        </a>
        {item.children.length > 0 && <NavItems items={item.children} currentPath={currentPath} />}
      </li>
    ))}
  </ul>
)

/** Logo, top-bar links, menu, free-valuation call to action and language switcher; the drawer on phones. */
export const Header = ({ locale, t, header, menu, languages, home, showLogoAtStart, agencyName, freeValuationHref, shortlistHref, currentPath }: HeaderProps) => {
  const links = (header.topBar?.links ?? []).filter((link) => link.status !== 'draft' && link.label && link.link)
  const logo = populated(header.logo)
  const logoOnDark = populated(header.logoOnDark)
  const switcher = languages.length > 1 ? <LanguageSwitcher links={languages} label={t('LANGUAGE')} className={styles.languages} /> : null
  const linkItems = (list: typeof links) =>
    list.map((link) => (
      <li key={link.id ?? link.link}>
        <a href={link.link} style={link.color ? { color: link.color } : undefined}>
          {link.label}
        </a>
      </li>
    ))
  const topLinks = linkItems(links)
  // The drawer shows the free-valuation button already; a top-bar link to it would repeat it.
  const drawerLinks = linkItems(links.filter((link) => link.link !== freeValuationHref))
  return (
    <HeaderScroll className={styles.header} home={home}>
      {header.topBar?.show !== false && topLinks.length > 0 && (
        <div className={styles.topBar}>
          <ul className="container">{topLinks}</ul>
        </div>
      )}
      <div className={`container ${styles.bar}`}>
        <a href={`/${locale}/`} className={styles.logo} data-hidden-at-top={home && !showLogoAtStart ? 'true' : 'false'} aria-label={agencyName || t('HOME')}>
          {/* One logo shows at a time, none at the top of a home page that hides it: the hidden ones load at
              low priority, not before the banner's photo (React preloads the page's other first images). The
              logo on a dark banner shows only at the top of a home page that shows its logo: everywhere else it
              is lazy and not displayed, which a browser never fetches. */}
          {logo?.url ? (
            <>
              <img src={logo.url} alt={agencyName} width={logo.width ?? 320} height={logo.height ?? 80} className={styles.logoDefault} {...presentAttributes({ fetchPriority: home ? ('low' as const) : undefined })} />
              <img
                src={(logoOnDark ?? logo).url ?? ''}
                alt=""
                aria-hidden="true"
                width={logo.width ?? 320}
                height={logo.height ?? 80}
                className={styles.logoOnDark}
                {...presentAttributes(home && showLogoAtStart ? {} : { fetchPriority: 'low' as const, loading: 'lazy' as const })}
              />
            </>
          ) : (
            <span className={styles.logoText}>{agencyName}</span>
          )}
        </a>
        <nav aria-label={t('MENU')} className={styles.nav}>
          <NavItems items={menu} currentPath={currentPath} className={styles.navList} />
        </nav>
        <a href={freeValuationHref} className={`button ${styles.cta}`}>
          {t('FREE_EVALUATION')}
        </a>
        {switcher}
        {shortlistHref && (
          <a href={shortlistHref} className={styles.shortlist} aria-current={shortlistHref === currentPath ? 'page' : undefined}>
            <HeartIcon />
            <ShortlistCount label={t('SHORTLIST')} className={styles.shortlistCount} />
          </a>
        )}
        <MobileDrawer labels={{ open: t('MENU'), close: t('CLOSE') }}>
          <nav aria-label={t('MENU')}>
            <NavItems items={menu} currentPath={currentPath} className={styles.drawerList} />
          </nav>
          <a href={freeValuationHref} className="button">
            {t('FREE_EVALUATION')}
          </a>
          {drawerLinks.length > 0 && <ul className={styles.drawerLinks}>{drawerLinks}</ul>}
          {switcher}
        </MobileDrawer>
      </div>
    </HeaderScroll>
  )
}
