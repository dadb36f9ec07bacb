import type { Translate } from '@/i18n/dictionary'

import { GoalSwitch } from './GoalSwitch.client'
import styles from './SearchBox.module.css'

export type SearchBoxProps = {
  t: Translate
  saleHref: string
  rentHref: string
  types: { webID: number; name: string; sale: boolean; rent: boolean }[]
}

/**
 * The home search box: goal, text (reference or city) and type, sent as the search URL of
 * DESIGN.md. It works without JavaScript (a GET form to the for-sale page); the goal switch
 * points it at the for-rent page.
 */
export const SearchBox = ({ t, saleHref, rentHref, types }: SearchBoxProps) => (
  <form className={styles.box} action={saleHref} method="get" role="search" aria-label={t('SEARCH')}>
    <GoalSwitch saleHref={saleHref} rentHref={rentHref} labels={{ sale: t('FOR_SALE'), rent: t('FOR_RENT') }} />
    <div className={styles.fields}>
      <label className={styles.field}>
        <span className="visually-hidden">{t('SEARCH_BY_REFERENCE_OR_CITY')}</span>
        <input type="search" name="search" maxLength={100} placeholder={t('SEARCH_BY_REFERENCE_OR_CITY')} autoComplete="off" />
      </label>
      <label className={styles.field}>
        <span className="visually-hidden">{t('TYPE')}</span>
        <select name="type" defaultValue="">
          <option value="">
            {t('TYPE')}: {t('ANY')}
          </option>
          {types.map((type) => (
            <option key={type.webID} value={type.webID}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('SEARCH_NOW')}
      </button>
    </div>
  </form>
)
