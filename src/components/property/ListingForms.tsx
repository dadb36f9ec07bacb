import { FormSection } from '@/components/forms/FormSection'
import { pick, type Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatPrice } from '@/lib/domain/price'
import { displayPrice } from '@/lib/domain/priceDisplay'
import { purchaseAdvance, RENT_DEPOSIT_MONTHS, signingCosts } from '@/lib/domain/rent'
import { type ApplicationDocument, type ApplicationItem, type ApplicationRuleSet, askedItems, omittedFields } from '@/lib/domain/rentalApplication'
import { FRIEND_MESSAGE_MAX } from '@/lib/forms/definitions'
import { type FormKind, formTitleKey } from '@/lib/forms/kinds'
import { listingFormKinds } from '@/lib/forms/listingForms'
import { formTextKeys } from '@/lib/forms/texts'
import type { Property } from '@/payload-types'

import { OpenOnHash } from './ListingParts.client'
import styles from './PropertyDetail.module.css'

/**
 * What a rent application or an offer commits to, in euros, when the listing's price is shown (SPEC 5
 * and 9); what a friend receives, so the message's bounds are known before it is typed. Called, not
 * rendered as an element: the form's props then hold its markup itself, which the server writes into
 * the plain form at once.
 */
const terms = ({ kind, p, t, locale, depositMonths, application }: { kind: FormKind; p: Property; t: Translate; locale: Locale; depositMonths: number; application: ApplicationRuleSet | null }) => {
  const shown = displayPrice(p)
  const amount = shown.kind === 'amount' ? shown.amount : null
  const euros = (value: number) => formatPrice(value, locale)
  if (kind === 'rent-application') {
    const costs = amount === null ? null : signingCosts({ rent: amount, charges: p.financial?.charges, depositMonths })
    return (
      <div className={styles.terms}>
        <p>{t('RENT_APPLICATION_INTRO')}</p>
        <p>
          <strong>{t('APPLICATION_WHY_TITLE')}</strong>
        </p>
        <ul>
          {whyKeys(application).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>
          <strong>{t('AMOUNT_PAYABLE_AT_SIGNING')}</strong>
        </p>
        <ul>
          <li>
            {t('AT_SIGNING_FIRST_RENT')}
            {costs && `: ${euros(costs.firstRent)}`}
          </li>
          <li>
            {t('AT_SIGNING_FIRST_CHARGES')}
            {costs && costs.firstCharges > 0 && `: ${euros(costs.firstCharges)}`}
          </li>
          <li>{t('AT_SIGNING_INVENTORY_SHARE')}</li>
          <li>
            {t('AT_SIGNING_DEPOSIT', { months: depositMonths })}
            {costs && `: ${euros(costs.deposit)}`}
          </li>
        </ul>
      </div>
    )
  }
  if (kind === 'send-to-friend') {
    return (
      <div className={styles.terms}>
        <p>{t('SEND_TO_FRIEND_NOTE', { max: FRIEND_MESSAGE_MAX })}</p>
      </div>
    )
  }
  if (kind === 'purchase-offer') {
    const advance = amount === null ? null : purchaseAdvance(amount)
    return (
      <div className={styles.terms}>
        <p>{t('PURCHASE_OFFER_INTRO')}</p>
        <p>{t('PURCHASE_OFFER_BINDING')}</p>
        {advance !== null && (
          <p>
            {t('ADVANCE_AMOUNT')}: <strong>{euros(advance)}</strong> ({t('THIRD_PARTY_ACCOUNT')})
          </p>
        )}
      </div>
    )
  }
  return null
}

const WHY: Record<ApplicationItem | ApplicationDocument, string> = {
  phone: 'APPLICATION_WHY_PHONE',
  address: 'APPLICATION_WHY_ADDRESS',
  birthDate: 'APPLICATION_WHY_BIRTH_DATE',
  household: 'APPLICATION_WHY_HOUSEHOLD',
  income: 'APPLICATION_WHY_INCOME',
  incomeProof: 'APPLICATION_WHY_INCOME_PROOF',
  rentReceipts: 'APPLICATION_WHY_RENT_RECEIPTS',
}

/** Why a rent application asks each thing it asks under its region's rules, in order, and that it asks nothing more. */
const whyKeys = (rules: ApplicationRuleSet | null): string[] => {
  const { items, documents } = askedItems(rules)
  return ['APPLICATION_WHY_NAME', ...[...items, ...documents].map((key) => WHY[key]), 'APPLICATION_WHY_LAW']
}

/**
 * The listing's forms, one disclosure each (they fold away on a phone): the first open, as a plain form
 * that posts without JavaScript; the others drawn in the browser when they are opened.
 */
export const ListingForms = ({
  property: p,
  locale,
  t,
  depositMonths = RENT_DEPOSIT_MONTHS,
  application = null,
}: {
  property: Property
  locale: Locale
  t: Translate
  depositMonths?: number
  /** The rules a rent application follows in the listing's region today (null: it asks the least). */
  application?: ApplicationRuleSet | null
}) => {
  const kinds = listingFormKinds(p)
  // One set of texts for all the forms: most are the same in each (the person's fields, the messages).
  const texts = pick(t, [...new Set(kinds.flatMap(formTextKeys))])
  return (
    <section aria-labelledby="listing-forms" className={styles.forms}>
      <h2 id="listing-forms">{t('INTERESTED_IN_PROPERTY')}</h2>
      <OpenOnHash />
      {kinds.map((kind, index) => (
        <details key={kind} id={kind} open={index === 0} className={styles.formBox}>
          <summary>{t(formTitleKey(kind))}</summary>
          <FormSection
            kind={kind}
            omit={kind === 'rent-application' ? omittedFields(application) : undefined}
            folded={index > 0}
            locale={locale}
            t={t}
            texts={texts}
            property={p.id}
            notes={terms({ kind, p, t, locale, depositMonths, application })}
          />
        </details>
      ))}
    </section>
  )
}
