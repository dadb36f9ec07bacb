/** Which EPC label image a property shows (SPEC 9), and the renovation-duty notice that goes with it. */
import { epcLabelForScore, EPC_REGION_LABELS, type EpcRegion } from './epc'
import { epcRank } from './epcClass'
import { normaliseEpcLabel, type EpcLabel } from './epcLabel'
import { regionForPostcode } from './postcode'

/** What epcImageFor needs from a property. */
export type EpcImageInput = {
  /** ISO country code; only 'BE' and 'LU' give an image. */
  country: string | null | undefined
  zip: string | number | null | undefined
  /** Yearly primary energy use in kWh/m². */
  energyPerformance?: number | null
  /** The label as typed in the listing, e.g. 'B' or 'A+'. */
  epcLabelText?: string | null
}

/** The image to show: its folder, its label and its public path. */
export type EpcImage = { region: EpcRegion; label: EpcLabel; src: string }

const image = (region: EpcRegion, label: EpcLabel | null): EpcImage | null =>
  label !== null && EPC_REGION_LABELS[region].includes(label)
    ? { region, label, src: `/images/epc/${region}/${label}.png` }
    : null

/**
 * The EPC image of a property, or null when none applies.
 * Luxembourg: the label text. Belgium: a finite score above 0 mapped through the zip's regional scale,
 * otherwise the label text. A label that does not exist in the folder's scale (e.g. 'A++' in Flanders) gives null,
 * as does a Belgian zip without a region. Other countries: null.
 */
export const epcImageFor = ({ country, zip, energyPerformance, epcLabelText }: EpcImageInput): EpcImage | null => {
  if (country === 'LU') return image('luxembourg', normaliseEpcLabel(epcLabelText))
  if (country !== 'BE') return null
  const region = regionForPostcode(zip)
  if (region === null) return null
  const hasScore = typeof energyPerformance === 'number' && Number.isFinite(energyPerformance) && energyPerformance > 0
  const label = hasScore ? epcLabelForScore(region, energyPerformance) : normaliseEpcLabel(epcLabelText)
  return image(region, label)
}

/**
 * Years a buyer has to bring an E or F home to D or better (SPEC 9). The English and French notices say 5,
 * the German one 6; 5 is kept (the Flemish renovation duty) and the German text is treated as a mistranslation.
 */
export const RENOVATION_DEADLINE_YEARS = 5

/** First year of purchase the renovation duty applies to. */
export const RENOVATION_DUTY_FROM_YEAR = 2023

const DUTY_LABELS: readonly EpcLabel[] = ['e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub']

/**
 * Whether a label (slug or text such as 'E' or 'F+') triggers the renovation notice: any E or F variant.
 * G and worse are not named by the spec and return false; so does anything unreadable.
 */
export const renovationDutyApplies = (label: string | null | undefined): boolean => {
  const slug = normaliseEpcLabel(label)
  return slug !== null && DUTY_LABELS.includes(slug)
}

/**
 * Whether a listing shows the renovation-duty notice: a sale (the duty falls on buyers) in Flanders (the
 * Flemish renovation obligation; Brussels and Wallonia have no such duty for buyers) whose EPC label is
 * an E or F.
 */
export const renovationNoticeApplies = (input: { goal: string | null | undefined; image: EpcImage | null }): boolean =>
  input.goal === 'sale' && input.image?.region === 'flanders' && renovationDutyApplies(input.image.label)

/**
 * The rank of the label a listing's page shows (its region's scale, from the score or else the typed
 * label), or null when it shows none: no label, a label its region does not have (A++ in Flanders), or a
 * listing outside Belgium and Luxembourg.
 */
export const listingEpcRank = (input: EpcImageInput): number | null => {
  const image = epcImageFor(input)
  return image ? epcRank(image.label) : null
}
