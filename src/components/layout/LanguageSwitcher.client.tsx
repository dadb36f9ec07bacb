'use client'

import { LOCALE_STORAGE_KEY } from '@/lib/routing/localeCookie'
import { localeCookie } from '@/lib/routing/localeCookie'

export type LanguageLink = { locale: string; label: string; href: string; current: boolean }

/** Remembers the choice in the cookie and in localStorage (i18nextLng) before following the link. */
const remember = (locale: string) => {
  document.cookie = localeCookie(locale, window.location.protocol)
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // storage may be blocked; the cookie is enough
  }
}

/** Links to the same page in the other languages; rendered only when more than one is enabled. */
export const LanguageSwitcher = ({ links, label, className }: { links: LanguageLink[]; label: string; className?: string }) => (
  <nav aria-label={label} className={className}>
    <ul>
      {links.map((link) => (
        <li key={link.locale}>
          <a
            href={link.href}
            hrefLang={link.locale}
            lang={link.locale}
            aria-current={link.current ? 'true' : undefined}
            title={link.label}
            onClick={() => remember(link.locale)}
          >
            {link.locale.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)
