import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formTextKeys } from '@/lib/forms/texts'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pathForKey } from '@/lib/routing/paths'

import styles from './Shortlist.module.css'
import { ShortlistLoader } from './ShortlistLoader.client'
import { SHORTLIST_TEXTS } from './texts'

type Props = { locale: Locale; t: Translate; pages: PageRoute[]; pricePerKwh: number | null | undefined }

/**
 * The shortlist page's part below its texts. The list lives in the visitor's browser, so the cached page
 * holds only what the browser needs to draw it, and tells a visitor without JavaScript why it stays empty.
 */
export const ShortlistSection = ({ locale, t, pages, pricePerKwh }: Props) => (
  <div className={`container ${styles.section}`}>
    <noscript>
      <p className={styles.needsScript}>{t('SHORTLIST_NEEDS_JAVASCRIPT')}</p>
    </noscript>
    <ShortlistLoader
      locale={locale}
      texts={pick(t, SHORTLIST_TEXTS)}
      bases={{ sale: pathForKey(pages, 'for-sale', locale), rent: pathForKey(pages, 'for-rent', locale) }}
      pricePerKwh={pricePerKwh ?? null}
      formTexts={pick(t, formTextKeys('shortlist-alert'))}
    />
  </div>
)
