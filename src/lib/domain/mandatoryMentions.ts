/**
 * Belgium's mandatory mentions in property advertisements: which ones a listing must state before it
 * is published, per region (from the city's postcode), and which of them are missing.
 */
import { epcExpired } from './certificates'
import { EPC_REGION_LABELS, epcLabelForScore } from './epc'
import { normaliseEpcLabel } from './epcLabel'
import { type Region, regionFor } from './postcode'
import type { Translate } from '../../i18n/dictionary'

/** Stable id of one mandatory mention. */
export type MentionId =
  | 'epcScore'
  | 'epcUniqueCode'
  | 'epcClass'
  | 'co2Emission'
  | 'energyTotal'
  | 'epcCertificateNumber'
  | 'floodPScore'
  | 'floodGScore'
  | 'zoning'
  | 'rent'
  | 'charges'
  | 'epcValid'

/** A mention: its id, the field path it refers to and an English message naming it. */
export type Mention = { id: MentionId; path: string; message: string }

/** A required mention and whether the listing states it. */
export type MentionCheck = Mention & { ok: boolean }

type Maybe<T> = T | null | undefined

/** What the rules read from a listing, its city (zip, country) and its type (needsEpc). */
export type MentionInput = {
  goal?: Maybe<string>
  zip: Maybe<string | number>
  country: Maybe<string>
  /** Whether the property type is a building that needs an energy certificate (true when unknown). */
  needsEpc: Maybe<boolean>
  price?: Maybe<number>
  energy?: Maybe<{
    energyPerformance?: Maybe<number>
    epcLabelText?: Maybe<string>
    energyTotal?: Maybe<number>
    co2Emission?: Maybe<number>
    certificateNumber?: Maybe<string>
    uniqueCode?: Maybe<string>
    certificateDate?: Maybe<string>
    certificateExpiry?: Maybe<string>
  }>
  flood?: Maybe<{ pScore?: Maybe<string>; gScore?: Maybe<string> }>
  planning?: Maybe<{ zoning?: Maybe<string> }>
  financial?: Maybe<{ charges?: Maybe<number> }>
  /** The moment the rules are checked at (an EPC's expiry); now by default. */
  now?: Date
}

/** Every mention with its field path and message, in checklist order. */
export const MENTIONS: Readonly<Record<MentionId, Mention>> = {
  epcScore: { id: 'epcScore', path: 'energy.energyPerformance', message: 'EPC score (kWh/m²·year)' },
  epcUniqueCode: { id: 'epcUniqueCode', path: 'energy.uniqueCode', message: 'EPC unique code' },
  epcClass: { id: 'epcClass', path: 'energy.epcLabelText', message: 'EPC class (e.g. B; not "PEB en cours")' },
  co2Emission: { id: 'co2Emission', path: 'energy.co2Emission', message: 'CO2 emission (kg CO2/m²·year)' },
  energyTotal: { id: 'energyTotal', path: 'energy.energyTotal', message: 'Total energy use (kWh/year)' },
  epcCertificateNumber: { id: 'epcCertificateNumber', path: 'energy.certificateNumber', message: 'EPC certificate number' },
  floodPScore: { id: 'floodPScore', path: 'flood.pScore', message: 'Flood P-score (plot)' },
  floodGScore: { id: 'floodGScore', path: 'flood.gScore', message: 'Flood G-score (building)' },
  zoning: { id: 'zoning', path: 'planning.zoning', message: 'Urban-planning zoning' },
  rent: { id: 'rent', path: 'price', message: 'Monthly rent (price above 0)' },
  charges: { id: 'charges', path: 'financial.charges', message: 'Common charges (€ per month; 0 if none)' },
  epcValid: { id: 'epcValid', path: 'energy.certificateExpiry', message: 'An EPC still valid (its dates say it ran out: ten years from issue)' },
}

const REGION_NAMES: Readonly<Record<Region, string>> = { flanders: 'Flanders', brussels: 'Brussels', wallonia: 'Wallonia' }

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== ''

/** The Belgian region whose rules apply, or null (Luxembourg, other countries, unknown postcode). */
export const mentionRegion = (zip: Maybe<string | number>, country: Maybe<string>): Region | null =>
  country === 'BE' ? regionFor(zip, 'BE') : null

/** Where the rules come from, for messages: 'Brussels', 'Luxembourg', 'Belgium' (unknown postcode), ... */
export const mentionScopeName = (zip: Maybe<string | number>, country: Maybe<string>): string => {
  const region = mentionRegion(zip, country)
  if (region) return REGION_NAMES[region]
  return country === 'BE' ? 'Belgium' : country === 'LU' ? 'Luxembourg' : 'this listing'
}

/** The admin dictionary's key of where the rules come from: 'SCOPE_BRUSSELS', 'SCOPE_BELGIUM', ... */
export const mentionScopeKey = (zip: Maybe<string | number>, country: Maybe<string>): string => {
  const region = mentionRegion(zip, country)
  if (region) return `SCOPE_${region.toUpperCase()}`
  return country === 'BE' ? 'SCOPE_BELGIUM' : country === 'LU' ? 'SCOPE_LUXEMBOURG' : 'SCOPE_OTHER'
}

/** The admin dictionary's key of a mention's name: 'floodPScore' -> 'MENTION_FLOOD_P_SCORE'. */
export const mentionTextKey = (id: MentionId): string =>
  `MENTION_${id.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toUpperCase()}`

/** The EPC class is stated by a label of the region's scale, or (no label typed) by a score that maps to one. */
const hasEpcClass = (region: Region, energy: MentionInput['energy']): boolean => {
  const text = energy?.epcLabelText
  if (isText(text)) {
    const label = normaliseEpcLabel(text)
    return label !== null && EPC_REGION_LABELS[region].includes(label)
  }
  return isNumber(energy?.energyPerformance) && epcLabelForScore(region, energy.energyPerformance) !== null
}

const check = (id: MentionId, ok: boolean): MentionCheck => ({ ...MENTIONS[id], ok })

/** Every mention the listing must state, each with whether it does (the admin checklist). */
export const mandatoryMentions = (input: MentionInput): MentionCheck[] => {
  const { energy, flood, planning, financial } = input
  const region = mentionRegion(input.zip, input.country)
  const building = input.needsEpc !== false
  const checks: MentionCheck[] = []
  if (building && region === 'flanders') {
    checks.push(check('epcScore', isNumber(energy?.energyPerformance)), check('epcUniqueCode', isText(energy?.uniqueCode)))
  }
  if (building && region === 'brussels') {
    checks.push(check('epcClass', hasEpcClass(region, energy)), check('co2Emission', isNumber(energy?.co2Emission)))
  }
  if (building && region === 'wallonia') {
    checks.push(
      check('epcClass', hasEpcClass(region, energy)),
      check('epcScore', isNumber(energy?.energyPerformance)),
      check('energyTotal', isNumber(energy?.energyTotal)),
      check('epcCertificateNumber', isText(energy?.certificateNumber)),
    )
  }
  // A dated EPC must still hold: an expired one is as good as none.
  const epcDates = { epcIssued: energy?.certificateDate, epcExpiry: energy?.certificateExpiry }
  if (building && region && (epcDates.epcIssued || epcDates.epcExpiry)) checks.push(check('epcValid', !epcExpired(epcDates, input.now ?? new Date())))
  if (region === 'flanders') {
    checks.push(check('floodPScore', isText(flood?.pScore)), check('floodGScore', isText(flood?.gScore)), check('zoning', isText(planning?.zoning)))
  }
  if (input.goal === 'rent') {
    checks.push(check('rent', isNumber(input.price) && input.price > 0), check('charges', isNumber(financial?.charges)))
  }
  return checks
}

/** The mentions the listing does not state yet (empty: it may be published). */
export const missingMentions = (input: MentionInput): Mention[] =>
  mandatoryMentions(input)
    .filter((c) => !c.ok)
    .map(({ id, path, message }) => ({ id, path, message }))

/** 'Cannot publish: missing mandatory mentions for Brussels: CO2 emission (kg CO2/m²·year)'. */
export const missingMentionsMessage = (input: MentionInput, missing: readonly Mention[], t?: Translate): string =>
  t
    ? t('MENTIONS_REFUSED', { scope: t(mentionScopeKey(input.zip, input.country)), mentions: missing.map((m) => t(mentionTextKey(m.id))).join(', ') })
    : `Cannot publish: missing mandatory mentions for ${mentionScopeName(input.zip, input.country)}: ${missing.map((m) => m.message).join(', ')}`
