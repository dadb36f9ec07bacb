import type { ReactNode } from 'react'

import type { Translate } from '@/i18n/dictionary'
import { formatPhone, telHref } from '@/lib/domain/phone'
import { populated } from '@/lib/payload/populated'
import type { Media, SiteSetting } from '@/payload-types'

import styles from './PropertyDetail.module.css'

type Documents = { title: string; file?: number | Media | null }[] | null | undefined

/** A listing's or project's description, its paragraphs split at blank lines. */
export const Description = ({ text, t }: { text: string | null | undefined; t: Translate }) =>
  text ? (
    <section aria-labelledby="description">
      <h2 id="description">{t('DESCRIPTION')}</h2>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </section>
  ) : null

/** A listing's or project's downloadable documents with their size, or nothing when none has a file. */
export const DocumentList = ({ documents, t }: { documents: Documents; t: Translate }) => {
  const files = (documents ?? []).flatMap((d) => {
    const file = populated<Media>(d.file)
    return file?.url ? [{ title: d.title, url: file.url, size: file.filesize }] : []
  })
  if (files.length === 0) return null
  return (
    <section aria-labelledby="documents">
      <h2 id="documents">{t('DOCUMENTS')}</h2>
      <ul className={styles.documents}>
        {files.map((d) => (
          <li key={d.url}>
            <a href={d.url} download>
              {d.title}
            </a>
            {d.size ? <small> ({Math.max(1, Math.round(d.size / 1024))} KB)</small> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The agency's phone and e-mail beside a listing or project, the e-mail's subject naming it; `children` adds lines. */
export const ContactCard = ({ settings, subject, t, children }: { settings: SiteSetting; subject: string; t: Translate; children?: ReactNode }) => {
  const agency = settings.agency ?? {}
  return (
    <div className={styles.contact}>
      <h2>{t('CONTACT_US')}</h2>
      {agency.name && <p>{agency.name}</p>}
      {agency.phone && (
        <p>
          <a href={telHref(agency.phone) ?? undefined}>{formatPhone(agency.phone)}</a>
        </p>
      )}
      {agency.email && (
        <p>
          <a href={`mailto:${agency.email}?subject=${encodeURIComponent(subject)}`}>{agency.email}</a>
        </p>
      )}
      {children}
    </div>
  )
}
