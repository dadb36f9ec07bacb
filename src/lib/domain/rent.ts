/** Money asked at a lease signing and with a purchase offer (SPEC 5 'Appointment confirmations', SPEC 9). */

/**
 * Rent deposit, in months of rent, where no rule of the listing's place says otherwise (SPEC 9). The
 * law of each place caps it (the cost rules' depositMonths: 3 in Flanders, 2 in Brussels, Wallonia and
 * Luxembourg), and the listing's page and its rent application ask that cap.
 */
export const RENT_DEPOSIT_MONTHS = 3

/** Advance paid with a purchase offer, as a share of the price (to the agent's third-party account). */
export const PURCHASE_OFFER_ADVANCE_RATE = 0.1

/** The amounts of a rent application, in euros per month (inventoryShare: the tenant's share, once). */
export type SigningInput = { rent: number; charges?: number | null; inventoryShare?: number | null; depositMonths?: number }

/** What is paid at signing, line by line, in euros. */
export type SigningCosts = { firstRent: number; firstCharges: number; inventoryShare: number; deposit: number; total: number }

const toCents = (euros: number): number => Math.round(euros * 100)
const isAmount = (value: number): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0

/**
 * The amounts payable at signing: first month's rent, first month's charges, the share of the inventory cost
 * and a deposit of `depositMonths` (by default RENT_DEPOSIT_MONTHS) months of rent (charges excluded, as a
 * Belgian rental guarantee is).
 * Missing charges or share count as 0. Null when an amount is negative, not finite, or the total overflows.
 */
export const signingCosts = ({ rent, charges, inventoryShare, depositMonths = RENT_DEPOSIT_MONTHS }: SigningInput): SigningCosts | null => {
  const share = inventoryShare ?? 0
  const monthly = charges ?? 0
  if (![rent, share, monthly, depositMonths].every(isAmount)) return null
  const cents = { rent: toCents(rent), charges: toCents(monthly), share: toCents(share) }
  const deposit = Math.round(cents.rent * depositMonths)
  const total = cents.rent + cents.charges + cents.share + deposit
  if (!Number.isSafeInteger(total)) return null
  return {
    firstRent: cents.rent / 100,
    firstCharges: cents.charges / 100,
    inventoryShare: cents.share / 100,
    deposit: deposit / 100,
    total: total / 100,
  }
}

/** The total payable at signing (see signingCosts), or null for invalid amounts. */
export const amountPayableAtSigning = (input: SigningInput): number | null => signingCosts(input)?.total ?? null

/** The 10% advance on a purchase price, rounded to the cent; null for a negative or non-finite price. */
export const purchaseAdvance = (price: number): number | null => {
  if (!isAmount(price)) return null
  const cents = toCents(price)
  return Number.isSafeInteger(cents) ? Math.round(cents * PURCHASE_OFFER_ADVANCE_RATE) / 100 : null
}
