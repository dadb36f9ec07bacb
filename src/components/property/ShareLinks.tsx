import type { Translate } from '@/i18n/dictionary'

import styles from './PropertyDetail.module.css'

/** The share addresses of a page: plain links, so no third party is contacted before a visitor follows one. */
export const shareLinks = (url: string, title: string) => {
  const u = encodeURIComponent(url)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  }
}

/** Share, send to a friend (the listing's own form) and print. */
export const ShareLinks = ({ url, title, printHref, t }: { url: string; title: string; printHref: string; t: Translate }) => {
  const links = shareLinks(url, title)
  const external = (href: string, label: string) => (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t('OPENS_IN_NEW_WINDOW')}</span>
      </a>
    </li>
  )
  return (
    <nav className={styles.share} aria-label={t('SHARE')}>
      <h2>{t('SHARE')}</h2>
      <ul>
        {external(links.facebook, t('SHARE_ON_FACEBOOK'))}
        {external(links.linkedin, t('SHARE_ON_LINKEDIN'))}
        {external(links.whatsapp, t('SHARE_ON_WHATSAPP'))}
        <li>
          <a href="#send-to-friend">{t('SEND_TO_FRIEND')}</a>
        </li>
        <li>
          <a href={printHref} rel="nofollow">
            {t('PRINT_VIEW')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
