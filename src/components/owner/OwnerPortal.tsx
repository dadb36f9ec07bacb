import { type Translate, pick } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { FORMS } from '@/lib/forms/definitions'
import { formTitleKey, isFormKind } from '@/lib/forms/kinds'
import type { PortalListing } from '@/lib/owners/portal'

import { OwnerCandidates } from './OwnerCandidates'
import { OwnerListings } from './OwnerListings.client'
import styles from './Owner.module.css'
import { OWNER_PORTAL_TEXTS } from './texts'

/** A submission's title: its form's, for the forms about a listing; any other reads as a contact. */
const kindTitle = (kind: string): string => (isFormKind(kind) && FORMS[kind].about ? formTitleKey(kind) : 'CONTACT')

/** The title of each kind of submission the listings have, in the page's language (the forms' definitions stay on the server). */
const subjectTitles = (listings: readonly PortalListing[], t: Translate): Record<string, string> =>
  Object.fromEntries(listings.flatMap((listing) => listing.communications.map(({ kind }) => [kind, t(kindTitle(kind))])))

/** The owner portal: the signed-in account, then each of their listings with its figures. */
export const OwnerPortal = ({ listings, email, locale, t }: { listings: PortalListing[]; email: string; locale: Locale; t: Translate }) => (
  <div className={`container ${styles.portal}`}>
    <div className={styles.account}>
      <p>{t('LOGGED_IN_AS', { email })}</p>
      <form method="post" action="/api/owner/logout">
        <input type="hidden" name="locale" value={locale} />
        <button className="button" type="submit">
          {t('LOGOUT')}
        </button>
      </form>
    </div>
    <p>{t('OWNER_PORTAL_INTRO')}</p>
    <OwnerCandidates listings={listings} locale={locale} t={t} />
    {listings.length === 0 ? <p>{t('NO_PROPERTIES_LINKED')}</p> : <OwnerListings listings={listings} locale={locale} texts={pick(t, OWNER_PORTAL_TEXTS)} subjects={subjectTitles(listings, t)} />}
  </div>
)
