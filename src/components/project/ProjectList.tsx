import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { projectPath } from '@/lib/routing/paths'
import { cleanDescription } from '@/lib/domain/text'
import { populated } from '@/lib/payload/populated'
import type { Media, Project } from '@/payload-types'

import styles from './Project.module.css'

type ListedProject = Pick<Project, 'id' | 'name' | 'slug' | 'status' | 'delivery' | 'city' | 'photos' | 'description' | 'units'>

/** The project's status in words: coming soon, selling, sold out. */
export const projectStatusKey = (status: Project['status']): string => (status === 'soldOut' ? 'SOLD_OUT' : status === 'comingSoon' ? 'COMING_SOON' : 'NOW_SELLING')

/** The new-build projects as cards (photo, name, place, status, delivery and units), or SPEC.md's "no projects" message. */
export const ProjectList = ({ projects, pages, locale, t }: { projects: ListedProject[]; pages: readonly PageRoute[]; locale: Locale; t: Translate }) => {
  if (projects.length === 0) return <p className={`container ${styles.empty}`}>{t('NO_PROJECTS')}</p>
  return (
    <section className={`container ${styles.list}`} aria-label={t('PROJECTS')}>
      {projects.map((project) => {
        const photo = populated<Media>(project.photos?.[0])
        const city = populated(project.city)
        const units = project.units?.docs?.length ?? 0
        const href = projectPath(pages, locale, project)
        // No projects page in this language: the project has no address in it, so no card.
        if (!href) return null
        return (
          <article key={project.id} className={styles.card}>
            <a href={href} className={styles.link}>
              {photo?.url ? (
                <img src={photo.sizes?.w600?.url || photo.url} alt={photo.alt || project.name} width={600} height={400} loading="lazy" />
              ) : (
                <span className={styles.noPhoto}>{t('NO_PHOTO')}</span>
              )}
              <div className={styles.body}>
                <span className={styles.status}>{t(projectStatusKey(project.status))}</span>
                <h2>{project.name}</h2>
                <span>{[city?.zip, city?.name].filter(Boolean).join(' ')}</span>
                {project.delivery && <span>{t('DELIVERY_DATE', { date: project.delivery })}</span>}
                {units > 0 && (
                  <span>
                    {units} {t('UNITS').toLowerCase()}
                  </span>
                )}
                {project.description && <span className={styles.summary}>{cleanDescription(project.description, { limit: 160, ellipsis: true })}</span>}
              </div>
            </a>
          </article>
        )
      })}
    </section>
  )
}
