import { CostPanel } from '@/components/property/ListingParts.client'
import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { ownHomeAsked } from '@/lib/domain/costs/duties'
import type { ListingCosts } from '@/lib/domain/costs/listing'
import { rentCosts } from '@/lib/domain/costs/rentCosts'
import { costNote, rateText, rentRows } from '@/lib/domain/costs/rows'
import { formatPrice } from '@/lib/domain/price'

import styles from './Costs.module.css'
import { saleFigures } from './costFigures'
import { CostTable } from './CostTable'
import { COST_TEXTS } from './texts'

type Props = { costs: ListingCosts; t: Translate; locale: Locale }

/**
 * The figures alone, drawn on the server: a rent's (nothing to choose), or a sale's default case with the
 * choices it assumes (the print view).
 */
export const CostFigures = ({ costs, t, locale }: Props) => {
  if (costs.kind === 'rent') {
    const { listing, rules } = costs
    const rows = rentRows(rentCosts({ rent: listing.price, chargesPerMonth: listing.chargesPerMonth, energyPerYear: listing.energyPerYear }, rules.rent), t, locale)
    return (
      <>
        <CostTable caption={t('COSTS_EACH_MONTH')} rows={rows.monthly} />
        <CostTable caption={t('COSTS_ONCE')} rows={rows.once} />
        <p className={styles.note}>{costNote(rules, t, locale, 'rent')}</p>
      </>
    )
  }
  const { listing, rules, defaults } = costs
  const { rows } = saleFigures({}, defaults, listing, rules, t, locale)
  const assumed = [
    ...(ownHomeAsked(listing, rules.duties) ? [`${t('COSTS_OWN_HOME')} ${t(defaults.ownHome ? 'YES' : 'NO')}`] : []),
    `${t('COSTS_OWN_FUNDS')}: ${formatPrice(defaults.ownFunds, locale).replace(/\s?€\s?/, '')}`,
    `${t('COSTS_LOAN_RATE')}: ${rateText(defaults.loanRate, locale)}`,
    `${t('COSTS_LOAN_YEARS')}: ${defaults.loanYears}`,
  ]
  return (
    <>
      <p>{assumed.join(' · ')}</p>
      <CostTable caption={t('COSTS_ONCE')} rows={rows.once} />
      <CostTable caption={t('COSTS_EACH_MONTH')} rows={rows.monthly} />
      <p className={styles.note}>{costNote(rules, t, locale, 'sale')}</p>
    </>
  )
}

/** "What it costs" on a listing's page: the sale panel (recomputed in the browser as the visitor chooses), or the rent one. */
export const CostSection = ({ costs, t, locale, propertyId }: Props & { propertyId: number }) =>
  costs.kind === 'rent' ? (
    <section className={styles.panel} aria-labelledby="costs-title" id="costs">
      <h2 id="costs-title">{t('COSTS_TITLE')}</h2>
      <CostFigures costs={costs} t={t} locale={locale} />
    </section>
  ) : (
    <CostPanel
      listing={costs.listing}
      rules={costs.rules}
      initial={costs.defaults}
      texts={pick(t, COST_TEXTS)}
      locale={locale}
      action={`/api/costs/${propertyId}`}
      shown={{ rows: saleFigures({}, costs.defaults, costs.listing, costs.rules, t, locale).rows, note: costNote(costs.rules, t, locale, 'sale'), asked: ownHomeAsked(costs.listing, costs.rules.duties) }}
    />
  )
