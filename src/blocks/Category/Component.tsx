import type React from 'react'

import { formatPhone, telHref } from '@/lib/domain/phone'
import { getTeam } from '@/lib/payload/queries'
import { populated } from '@/lib/payload/populated'
import type { CategoryBlock } from '@/payload-types'

import type { ModuleContext } from '../moduleContext'
import styles from '../Modules.module.css'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** The team (SPEC.md: up to 13 people, 3 per row), with each person's role, phone and e-mail. */
export const CategoryModule = async ({ module, ctx }: { module: CategoryBlock; ctx: ModuleContext }) => {
  const people = await getTeam(ctx.locale, module.category ?? 'all', module.maxItems ?? 13)
  return (
    <ul className={styles.items} style={{ '--per-row': module.numberItemOfRow ?? 3 } as React.CSSProperties}>
      {people.map((person) => {
        const photo = populated(person.photo)
        return (
          <li key={person.id} className={styles.person}>
            {photo?.url ? (
              <img className={styles.avatar} src={photo.sizes?.w100?.url || photo.url} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initials(person.name)}
              </span>
            )}
            <div>
              <p>
                <strong>{person.name}</strong>
              </p>
              {person.role && <p className={styles.role}>{person.role}</p>}
              {person.phone && (
                <p>
                  <a href={telHref(person.phone) ?? undefined}>{formatPhone(person.phone)}</a>
                </p>
              )}
              {person.email && (
                <p>
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
