export type LanguageLink = { locale: string; label: string; href: string; current: boolean }

/**
 * Links to the same page in the other languages; rendered only when more than one is enabled. The
 * header (HeaderScroll) remembers the language a visitor picks here before the link is followed.
 */
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
            data-language-choice=""
          >
            {link.locale.toUpperCase()}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)
