import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import { formatArea, formatNumber } from '@/i18n/numbers'
import { formatNumericDate } from '@/lib/domain/dates'
import { facadeKind } from '@/lib/domain/facade'
import { formatPrice } from '@/lib/domain/price'
import { HAS_FLAGS, optionLabelKey } from '@/lib/domain/propertyOptions'
import type { Property } from '@/payload-types'

/** One line of the detail list: a label and its value in words. */
export type DetailRow = { label: string; value: string }

/** A titled group of lines; groups without a filled line are left out. */
export type DetailGroup = { id: 'general' | 'surfaces' | 'energy' | 'finances' | 'legal' | 'comfort' | 'features'; title: string; rows: DetailRow[] }

/** What the detail list reads of a listing, as visitors get it (hidden fields are absent). */
export type DetailSource = Pick<Property, 'goal' | 'reference' | 'availability' | 'availableFrom' | 'rooms' | 'surfaces' | 'building' | 'comfort' | 'has' | 'energy' | 'flood' | 'asbestos' | 'planning' | 'financial' | 'lifeAnnuity'> & {
  typeName?: string | null
}

/** The flags that are urban-planning mentions (legal group); the others are features. */
export const PLANNING_FLAGS = ['permit', 'summons', 'allotmentPermit', 'preemptiveRights'] as const

const filled = (value: unknown): boolean => value !== null && value !== undefined && value !== '' && !(typeof value === 'number' && !Number.isFinite(value))

/** Builds the rows of one group, skipping empty values. */
const rowsOf = (entries: readonly (readonly [string, unknown, (value: never) => string])[]): DetailRow[] =>
  entries.filter(([, value]) => filled(value)).map(([label, value, show]) => ({ label, value: show(value as never) }))

/**
 * The detail list of a listing (SPEC.md section 3): every filled label in its group, yes/no flags in
 * words, options through the dictionary (`HEATING_HEAT_PUMP`), areas in m², amounts in euros, the
 * facade count as open / half-open / closed building.
 */
export const detailGroups = (p: DetailSource, t: Translate, locale: Locale): DetailGroup[] => {
  const text = (value: string) => value
  const count = (value: number) => formatNumber(value, locale)
  const m2 = (value: number) => formatArea(value, locale)
  const euros = (value: number) => formatPrice(value, locale)
  const option = (list: string) => (value: string) => t(optionLabelKey(list, value))
  const yesNo = (value: boolean) => t(value ? 'YES' : 'NO')
  const facades = (value: string) => {
    const kind = facadeKind(value)
    return kind ? `${value} (${t(optionLabelKey('facades', kind)).toLowerCase()})` : value
  }
  const availability = p.availability === 'fromDate' && p.availableFrom ? t('AVAILABLE_FROM', { date: formatNumericDate(p.availableFrom, locale) }) : p.availability ? t(optionLabelKey('available', p.availability)) : null
  const flag = (name: (typeof HAS_FLAGS)[number]) => [t(optionLabelKey('has', name)), p.has?.[name], yesNo] as const
  const energy = p.energy ?? {}
  const annuity = p.lifeAnnuity?.enabled ? p.lifeAnnuity : null

  const groups: DetailGroup[] = [
    {
      id: 'general',
      title: t('GENERAL'),
      rows: rowsOf([
        [t('REFERENCE'), p.reference, text],
        [t('TYPE'), p.typeName, text],
        [t('AVAILABILITY'), availability, text],
        [t('BEDROOMS'), p.rooms?.bedrooms, count],
        [t('BATHROOMS'), p.rooms?.bathrooms, count],
        [t('SHOWERROOMS'), p.rooms?.showerRooms, count],
        [t('TOILETS'), p.rooms?.toilets, count],
        [t('GARAGES'), p.rooms?.garages, count],
        [t('PARKINGS'), p.rooms?.parkings, count],
        [t('CONSTRUCTION_YEAR'), p.building?.constructionYear, String],
        [t('RENOVATION_YEAR'), p.building?.renovationYear, String],
        [t('FLOORS'), p.building?.floors, count],
        [t('FLOOR'), p.building?.floor, count],
        [t('FACADES'), p.building?.facades, facades],
      ]),
    },
    {
      id: 'surfaces',
      title: t('SURFACES'),
      rows: rowsOf([
        [t('LIVING_AREA'), p.surfaces?.living, m2],
        [t('GROUND_AREA'), p.surfaces?.ground, m2],
        [t('TOTAL_AREA'), p.surfaces?.total, m2],
        [t('CONSTRUCTED_AREA'), p.surfaces?.constructed, m2],
        [t('TERRACE_AREA'), p.surfaces?.terrace, m2],
        [t('GARDEN_AREA'), p.surfaces?.garden, m2],
        [t('OFFICE_AREA'), p.surfaces?.office, m2],
      ]),
    },
    {
      id: 'energy',
      title: t('ENERGY'),
      rows: rowsOf([
        [t('EPC_LABEL'), energy.epcLabelText, text],
        [t('ENERGY_SCORE'), energy.energyPerformance, (v: number) => `${count(v)} ${t('ENERGY_VALUE_M2')}`],
        [t('ENERGY_CONSUMPTION_TOTAL'), energy.energyTotal, (v: number) => `${count(v)} ${t('ENERGY_VALUE_TOTAL')}`],
        [t('CO2_EMISSION'), energy.co2Emission, (v: number) => `${count(v)} ${t('CO2_UNIT')}`],
        [t('ENERGY_CERTIFICATE'), energy.certificateNumber, text],
        [t('ENERGY_CERTIFICATE_EXPIRY'), energy.certificateExpiry, (v: string) => formatNumericDate(v, locale)],
        [t('UNIQUE_CODE'), energy.uniqueCode, text],
      ]),
    },
    {
      id: 'finances',
      title: t('FINANCIAL'),
      rows: rowsOf([
        [t('CADASTRAL_INCOME'), p.financial?.cadastralIncome, euros],
        [t(p.goal === 'rent' ? 'COMMON_CHARGES' : 'CHARGES'), p.financial?.charges, (v: number) => `${euros(v)} ${t('PER_MONTH')}`],
        [t('NOTARY_FEES'), p.financial?.notaryFees, euros],
        [t('REGISTRATION_RIGHTS'), p.financial?.registrationRights, euros],
        [t('VAT'), p.financial?.vat, euros],
        [t('DEPOSIT_AMOUNT'), p.financial?.depositAmount, euros],
        [t('LIFE_ANNUITY_BOUQUET'), annuity?.bouquet, euros],
        [t('LIFE_ANNUITY_MONTHLY'), annuity?.monthlyAnnuity, euros],
        [t('LIFE_ANNUITY_AGES'), annuity?.annuitantAges, (v: string) => t('LIFE_ANNUITY_AGES_VALUE', { ages: v })],
      ]),
    },
    {
      id: 'legal',
      title: t('LEGAL_INFO'),
      rows: rowsOf([
        [t('FLOOD_ZONE'), p.flood?.floodZone, option('flood')],
        [t('P_SCORE'), p.flood?.pScore, option('floodScore')],
        [t('G_SCORE'), p.flood?.gScore, option('floodScore')],
        [t('PLANNING_ZONING'), p.planning?.zoning, option('zoning')],
        ...PLANNING_FLAGS.map(flag),
        [t('ASBESTOS_CERTIFICATE'), p.asbestos?.certificate, option('asbestos')],
        [t('ASBESTOS_CERTIFICATE_DATE'), p.asbestos?.date, (v: string) => formatNumericDate(v, locale)],
        [t('ASBESTOS_REFERENCE'), p.asbestos?.reference, text],
      ]),
    },
    {
      id: 'comfort',
      title: t('COMFORT'),
      rows: rowsOf([
        [t('HEATING'), p.comfort?.heating, option('heating')],
        [t('KITCHEN'), p.comfort?.kitchen, option('kitchen')],
        [t('ROOF'), p.comfort?.roof, option('roof')],
        [t('WINDOW_FRAMES'), p.comfort?.windowFrames, option('windowFrames')],
        [t('GLAZING'), p.comfort?.glazing, option('glazing')],
        [t('ORIENTATION'), p.comfort?.orientation, option('orientation')],
      ]),
    },
    {
      id: 'features',
      title: t('FEATURES'),
      rows: rowsOf(HAS_FLAGS.filter((name) => !(PLANNING_FLAGS as readonly string[]).includes(name)).map(flag)),
    },
  ]
  return groups.filter((group) => group.rows.length > 0)
}
