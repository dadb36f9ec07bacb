import type React from 'react'

import { pathForKey } from '@/lib/routing/paths'
import { PropertyCard } from '@/components/property/PropertyCard'
import { propertyUrl } from '@/lib/payload/propertyUrl'
import { getNewestProperties } from '@/lib/payload/queries'
import type { PropertyListBlock } from '@/payload-types'

import type { ModuleContext } from '../moduleContext'
import styles from '../Modules.module.css'

/** The newest properties (of one goal, or both): up to maxItems, numberItemOfRow per row on desktop. */
export const PropertyListModule = async ({ module, ctx }: { module: PropertyListBlock; ctx: ModuleContext }) => {
  const goal = module.goal ?? null
  const properties = await getNewestProperties(ctx.locale, goal, module.maxItems ?? 4)
  if (properties.length === 0) return <p>{ctx.t('NO_RESULTS_TEXT')}</p>
  return (
    <>
      <ul className={styles.items} style={{ '--per-row': module.numberItemOfRow ?? 4 } as React.CSSProperties}>
        {properties.map((property) => {
          const href = propertyUrl(ctx.pages, ctx.locale, property)
          // No address in this language (its results page has no path in it): not listed.
          if (!href) return null
          return (
            <li key={property.id}>
              <PropertyCard property={property} href={href} t={ctx.t} locale={ctx.locale} headingLevel={ctx.headingLevel} />
            </li>
          )
        })}
      </ul>
      {!goal && (
        <p className={styles.more}>
          <a href={pathForKey(ctx.pages, 'for-sale', ctx.locale)}>{ctx.t('VIEW_ALL_FOR_SALE')}</a>
          {' · '}
          <a href={pathForKey(ctx.pages, 'for-rent', ctx.locale)}>{ctx.t('VIEW_ALL_FOR_RENT')}</a>
        </p>
      )}
    </>
  )
}
