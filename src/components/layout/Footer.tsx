import type React from 'react'

import type { Translate } from '@/i18n/dictionary'
import { formatPhone, telHref } from '@/lib/domain/phone'
import type { MenuLink } from '@/lib/menu'
import type { Footer as FooterGlobal, SiteSetting } from '@/payload-types'

import styles from './Footer.module.css'

type Props = { t: Translate; footer: FooterGlobal; settings: SiteSetting; legalMenu: MenuLink[] }

const Paragraphs = ({ text }: { text: string }) => (
  <>
    {text
      .split(/\n{2,}/)
      .map((para) => para.trim())
      .filter(Boolean)
      .map((para, i) => (
        <p key={i}>
          {para.split('\n').map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
  </>
)

/** Footer blocks on a 12-column grid (widths per screen size), the agency's legal mentions and the copyright. */
export const Footer = ({ t, footer, settings, legalMenu }: Props) => {
  const agency = settings.agency ?? {}
  const mention = (label: string, value: React.ReactNode) =>
    value ? (
      <li>
        <span className={styles.label}>{label}:</span> {value}
      </li>
    ) : null
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {(footer.blocks ?? []).map((block) => (
          <section
            key={block.id}
            className={styles.block}
            style={{ '--sm': block.widthSm ?? 12, '--md': block.widthMd ?? 6, '--lg': block.widthLg ?? 3 } as React.CSSProperties}
          >
            {block.showTitle !== false && block.title && <h2 className={styles.title}>{block.title}</h2>}
            {block.showIntroText !== false && block.introText && <Paragraphs text={block.introText} />}
            {block.showFullText !== false && block.fullText && <Paragraphs text={block.fullText} />}
          </section>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <h2 className="visually-hidden">{t('LEGAL_MENTIONS')}</h2>
        <ul className={styles.mentions}>
          <li>
            <strong>{agency.legalName || agency.name}</strong>
            {agency.street && `, ${agency.street} ${agency.houseNumber ?? ''}, ${agency.zip ?? ''} ${agency.city ?? ''}`}
          </li>
          {mention(t('PHONE'), agency.phone ? <a href={telHref(agency.phone) ?? undefined}>{formatPhone(agency.phone)}</a> : null)}
          {mention(t('EMAIL'), agency.email ? <a href={`mailto:${agency.email}`}>{agency.email}</a> : null)}
          {mention(t('COMPANY_NUMBER'), agency.companyNumber)}
          {mention(t('VAT_NUMBER'), agency.vatNumber)}
          {mention(t('BIV_NUMBER'), agency.bivNumber && `${agency.bivNumber}${agency.professionalTitle ? `, ${agency.professionalTitle}` : ''}`)}
          {mention(t('SUPERVISOR'), agency.supervisor)}
          {mention(t('INSURER'), agency.insurer && `${agency.insurer}${agency.policyNumber ? `, ${t('POLICY_NUMBER').toLowerCase()} ${agency.policyNumber}` : ''}`)}
          {mention(t('DEONTOLOGY_CODE'), agency.deontologyUrl ? <a href={agency.deontologyUrl}>{agency.deontologyUrl.replace(/^https?:\/\//, '')}</a> : null)}
        </ul>
        <ul className={styles.links}>
          {legalMenu.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.title}</a>
            </li>
          ))}
          <li>
            <a href="?setcookies=1" data-cookie-settings>
              {t('COOKIE_SETTINGS')}
            </a>
          </li>
        </ul>
        <p className={styles.copyright}>{(footer.copyright ?? '').replace('{year}', String(new Date().getFullYear()))}</p>
      </div>
    </footer>
  )
}
