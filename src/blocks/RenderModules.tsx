import type React from 'react'

import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/i18n/routing'
import type { Page } from '@/payload-types'

import { ArticleModule } from './Article/Component'
import { CategoryModule } from './Category/Component'
import { ContactModule } from './Contact/Component'
import { PropertyListModule } from './PropertyList/Component'
import { StatsViewModule } from './StatsView/Component'
import styles from './Modules.module.css'

export type ModuleContext = { locale: Locale; t: Translate; pages: PageRoute[] }
type Module = NonNullable<Page['modules']>[number]

const Heading = ({ module }: { module: Module }) => {
  if (!module.title) return null
  const Tag = (module.titleSize ?? 'h2') as 'h2'
  return <Tag className={styles.title}>{module.title}</Tag>
}

const body = (module: Module, ctx: ModuleContext): React.ReactNode => {
  switch (module.blockType) {
    case 'article':
      return <ArticleModule module={module} />
    case 'property-list':
      return <PropertyListModule module={module} ctx={ctx} />
    case 'stats-view':
      return <StatsViewModule ctx={ctx} />
    case 'category':
      return <CategoryModule module={module} ctx={ctx} />
    case 'contact':
      return <ContactModule module={module} ctx={ctx} />
  }
}

/** A page's modules in order, each with its heading, description, column span and background. */
export const RenderModules = ({ modules, ctx }: { modules: Page['modules']; ctx: ModuleContext }) => (
  <div className={`container ${styles.grid}`}>
    {(modules ?? [])
      .filter((module) => module.status !== 'hidden')
      .map((module) => {
        const background = module.backgroundType === 'color' && module.colorBackground ? { background: module.colorBackground } : undefined
        const style = { '--sm': module.col?.sm ?? 12, '--md': module.col?.md ?? 12, '--lg': module.col?.lg ?? 12, ...background } as React.CSSProperties
        return (
          <section key={module.id} className={`${styles.module} ${module.className ?? ''}`} data-module={module.blockType} style={style}>
            <Heading module={module} />
            {module.description && <p className={styles.description}>{module.description}</p>}
            {body(module, ctx)}
          </section>
        )
      })}
  </div>
)
