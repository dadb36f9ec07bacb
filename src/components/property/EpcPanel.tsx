import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { yearlyEnergyCost } from '@/lib/domain/energyCost'
import { type EpcImage, RENOVATION_DEADLINE_YEARS } from '@/lib/domain/epcImage'
import { epcDisplayText } from '@/lib/domain/epcBadge'
import { formatPrice } from '@/lib/domain/price'

import styles from './PropertyDetail.module.css'

type Props = {
  image: EpcImage | null
  notice: boolean
  score?: number | null
  livingArea?: number | null
  pricePerKwh?: number | null
  t: Translate
  locale: Locale
}

/**
 * The energy label (SPEC.md section 9's image; its alt says the label), the renovation-duty notice,
 * and a yearly energy-cost estimate from the score, the living area and the agency's price per kWh.
 */
export const EpcPanel = ({ image, notice, score, livingArea, pricePerKwh, t, locale }: Props) => {
  const cost = yearlyEnergyCost(score, livingArea, pricePerKwh)
  if (!image && !notice && cost === null) return null
  return (
    <div className={styles.epc}>
      {image && (
        <p className={styles.epcLabel}>
          <img src={image.src} alt={`${t('EPC_LABEL')}: ${epcDisplayText(image.label)}`} width={120} height={48} loading="lazy" />
        </p>
      )}
      {notice && (
        <p className={styles.notice} role="note">
          <strong>{t('EPC_RENOVATION_OBLIGATION')}:</strong> {t('EPC_RENOVATION_NOTICE', { years: RENOVATION_DEADLINE_YEARS })}
        </p>
      )}
      {cost !== null && (
        <p className={styles.estimate}>
          <strong>{t('ENERGY_COST_ESTIMATE')}:</strong> {t('ENERGY_COST_PER_YEAR', { amount: formatPrice(cost, locale) })}
          <br />
          <small>{t('ENERGY_COST_EXPLAINED', { price: formatPrice(pricePerKwh ?? 0, locale) })}</small>
        </p>
      )}
    </div>
  )
}
