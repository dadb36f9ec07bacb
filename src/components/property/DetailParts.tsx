import type { ReactNode } from 'react'

import type { Translate } from '@/i18n/dictionary'
import { formatPhone, telHref } from '@/lib/domain/phone'
import { populated } from '@/lib/payload/populated'
import type { Media, SiteSetting, TeamMember } from '@/payload-types'

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

/** The team member handling a listing, as its contact card shows them. */
export type Agent = Pick<TeamMember, 'name' | 'role' | 'phone' | 'email' | 'photo'>

/**
 * Who to contact about a listing or project: its agent (photo, name, role, phone, e-mail) when it has
 * one, then the agency; each e-mail's subject names the listing. `children` adds lines.
 */
export const ContactCard = ({ settings, subject, t, agent, children }: { settings: SiteSetting; subject: string; t: Translate; agent?: Agent | null; children?: ReactNode }) => {
  const agency = settings.agency ?? {}
  const mailto = (address: string) => `mailto:${address}?subject=${encodeURIComponent(subject)}`
  const photo = populated<Media>(agent?.photo)
  return (
    <div className={styles.contact}>
      <h2>{t('CONTACT_US')}</h2>
      {agent && (
        <div className={styles.agent}>
          {photo?.url && <img src={photo.sizes?.w100?.url || photo.url} alt="" width={64} height={64} loading="lazy" />}
          <div>
            <p>
              <strong>{agent.name}</strong>
            </p>
            {agent.role && <p>{agent.role}</p>}
            {agent.phone && (
              <p>
                <a href={telHref(agent.phone) ?? undefined}>{formatPhone(agent.phone)}</a>
              </p>
            )}
            {agent.email && (
              <p>
                <a href={mailto(agent.email)}>{agent.email}</a>
              </p>
            )}
          </div>
        </div>
      )}
      {agency.name && <p>{agency.name}</p>}
      {agency.phone && (
        <p>
          <a href={telHref(agency.phone) ?? undefined}>{formatPhone(agency.phone)}</a>
        </p>
      )}
      {agency.email && (
        <p>
          <a href={mailto(agency.email)}>{agency.email}</a>
        </p>
      )}
      {children}
    </div>
  )
}
