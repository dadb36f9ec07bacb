import { formatNumber } from '@/i18n/numbers'
import { getListingStats } from '@/lib/payload/queries'

import type { ModuleContext } from '../moduleContext'
import styles from '../Modules.module.css'

/** The agency in figures: listings for sale and for rent, sold or rented, projects. Each label comes before its figure (a `<dl>` needs it); CSS shows the figure on top. */
export const StatsViewModule = async ({ ctx }: { ctx: ModuleContext }) => {
  const stats = await getListingStats()
  const items = [
    [stats.sale, ctx.t('FOR_SALE')],
    [stats.rent, ctx.t('FOR_RENT')],
    [stats.sold, `${ctx.t('MARQUEE_3')} / ${ctx.t('MARQUEE_4')}`],
    [stats.projects, ctx.t('PROJECTS')],
  ] as const
  return (
    <dl className={styles.stats}>
      {items.map(([value, label]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{formatNumber(value, ctx.locale)}</dd>
        </div>
      ))}
    </dl>
  )
}
