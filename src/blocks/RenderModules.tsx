import type React from 'react'

import type { Page } from '@/payload-types'

import { ArticleModule } from './Article/Component'
import { CategoryModule } from './Category/Component'
import { ContactModule } from './Contact/Component'
import { PropertyListModule } from './PropertyList/Component'
import { StatsViewModule } from './StatsView/Component'
import type { ModuleContext } from './moduleContext'
import styles from './Modules.module.css'

type Module = NonNullable<Page['modules']>[number]
type PageContext = Omit<ModuleContext, 'headingLevel'>

/** A module's heading is always an h2 under the page's h1, so levels never skip; `titleSize` only sets how large it looks. */
const Heading = ({ module, id }: { module: Module; id: string }) => (
  <h2 id={id} className={`${styles.title} ${styles[`size-${module.titleSize ?? 'h2'}`] ?? ''}`}>
    {module.title}
  </h2>
)

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

/**
 * A page's modules in order, each with its heading, description, column span and background. A titled
 * module is a `<section>` named by its heading; an untitled one is a plain block (a section needs a heading).
 */
export const RenderModules = ({ modules, ctx }: { modules: Page['modules']; ctx: PageContext }) => (
  <div className={`container ${styles.grid}`}>
    {(modules ?? [])
      .filter((module) => module.status !== 'hidden')
      .map((module) => {
        const background = module.backgroundType === 'color' && module.colorBackground ? { background: module.colorBackground } : undefined
        const style = { '--sm': module.col?.sm ?? 12, '--md': module.col?.md ?? 12, '--lg': module.col?.lg ?? 12, ...background } as React.CSSProperties
        const title = module.title?.trim()
        const headingId = `module-${module.id}`
        const Tag = title ? 'section' : 'div'
        return (
          <Tag key={module.id} className={`${styles.module} ${module.className ?? ''}`} data-module={module.blockType} style={style} aria-labelledby={title ? headingId : undefined}>
            {title && <Heading module={module} id={headingId} />}
            {module.description && <p className={styles.description}>{module.description}</p>}
            {body(module, { ...ctx, headingLevel: title ? 3 : 2 })}
          </Tag>
        )
      })}
  </div>
)
