import { describe, expect, it } from 'vitest'

import { type DetailSource, detailGroups } from '@/components/property/detailGroups'
import { translator } from '@/i18n/dictionary'
import { formatPrice } from '@/lib/domain/price'
import {
  ASBESTOS_CERTIFICATES,
  AVAILABILITY,
  FLOOD_SCORES,
  FLOOD_ZONES,
  GLAZING,
  HAS_FLAGS,
  HEATING,
  KITCHEN,
  ORIENTATION,
  ROOF,
  WINDOW_FRAMES,
  ZONING,
  optionLabelKey,
} from '@/lib/domain/propertyOptions'

import { dictionary } from '../../seed/data/dictionary'

const inLanguage = (locale: 'nl' | 'fr' | 'en') => translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value[locale]])))
const t = inLanguage('en')

const rowsOf = (source: DetailSource, id: string) => Object.fromEntries(detailGroups(source, t, 'en').find((g) => g.id === id)?.rows.map((r) => [r.label, r.value]) ?? [])

const house: DetailSource = {
  goal: 'sale',
  typeName: 'House',
  reference: 'V10001',
  availability: 'atDeed',
  rooms: { bedrooms: 3, bathrooms: 1, showerRooms: 0, toilets: 2, garages: null, parkings: null },
  surfaces: { living: 180, ground: 640 },
  building: { constructionYear: 1978, facades: '3' },
  comfort: { heating: 'heatPump', glazing: 'double' },
  has: { terrace: true, garden: false, permit: true, summons: false, preemptiveRights: false, allotmentPermit: false },
  energy: { energyPerformance: 250, epcLabelText: 'C', uniqueCode: '20240101-0001234567-RES-1', certificateExpiry: '2034-01-01' },
  flood: { floodZone: 'none', pScore: 'A', gScore: 'D' },
  planning: { zoning: 'residential' },
  financial: { cadastralIncome: 1250 },
  asbestos: {},
  lifeAnnuity: { enabled: false, bouquet: 50_000 },
}

describe('detailGroups', () => {
  it('lists every filled label in its group and leaves empty ones out', () => {
    const general = rowsOf(house, 'general')
    expect(general).toMatchObject({ Reference: 'V10001', Type: 'House', Bedrooms: '3', Bathrooms: '1', Toilets: '2', 'Year built': '1978' })
    // 0 is a value (no shower room); null is not filled
    expect(general['Shower rooms']).toBe('0')
    expect(general).not.toHaveProperty(t('GARAGES'))
    // Areas as every page writes them (src/i18n/numbers.ts): a no-break space before m², English thousands with a comma.
    expect(rowsOf(house, 'surfaces')).toEqual({ 'Living area': '180\u00a0m²', 'Plot area': '640\u00a0m²' })
    expect(rowsOf({ ...house, surfaces: { living: 2549 } }, 'surfaces')).toEqual({ 'Living area': '2,549\u00a0m²' })
  })

  it('names the facade count as SPEC.md does: 4 open, 3 half-open, 2 closed', () => {
    expect(rowsOf(house, 'general')[t('FACADES')]).toBe(`3 (${t('FACADES_HALF_OPEN').toLowerCase()})`)
    expect(rowsOf({ ...house, building: { facades: '4' } }, 'general')[t('FACADES')]).toBe(`4 (${t('FACADES_OPEN').toLowerCase()})`)
    expect(rowsOf({ ...house, building: { facades: '2' } }, 'general')[t('FACADES')]).toBe(`2 (${t('FACADES_CLOSED').toLowerCase()})`)
  })

  it('writes yes/no flags in words, the urban-planning ones with the legal mentions', () => {
    expect(rowsOf(house, 'features')).toMatchObject({ [t('HAS_TERRACE')]: 'Yes', [t('HAS_GARDEN')]: 'No' })
    expect(rowsOf(house, 'legal')).toMatchObject({ [t('HAS_PERMIT')]: 'Yes', [t('HAS_SUMMONS')]: 'No', [t('P_SCORE')]: t('FLOOD_SCORE_A'), [t('G_SCORE')]: t('FLOOD_SCORE_D') })
    expect(rowsOf(house, 'features')).not.toHaveProperty(t('HAS_PERMIT'))
  })

  it('shows options, energy values, amounts and days in the language', () => {
    expect(rowsOf(house, 'comfort')).toEqual({ Heating: 'Heat pump', Glazing: 'Double glazing' })
    expect(rowsOf(house, 'energy')).toMatchObject({ [t('ENERGY_SCORE')]: `250 ${t('ENERGY_VALUE_M2')}`, [t('EPC_LABEL')]: 'C' })
    expect(rowsOf(house, 'finances')).toEqual({ [t('CADASTRAL_INCOME')]: '€1,250' })
    const nl = detailGroups(house, inLanguage('nl'), 'nl').find((g) => g.id === 'finances')?.rows[0]
    expect(nl).toEqual({ label: 'Kadastraal inkomen', value: formatPrice(1250, 'nl') })
    expect(nl?.value.replace(/\s/g, ' ')).toBe('€ 1.250')
  })

  it('shows the life-annuity figures only when the listing is sold as a life annuity', () => {
    expect(rowsOf(house, 'finances')).not.toHaveProperty(t('LIFE_ANNUITY_BOUQUET'))
    expect(rowsOf({ ...house, lifeAnnuity: { enabled: true, bouquet: 50_000, annuitantAges: '78' } }, 'finances')).toMatchObject({ [t('LIFE_ANNUITY_BOUQUET')]: '€50,000', [t('LIFE_ANNUITY_AGES')]: '78 years' })
  })

  it('calls a rent listing’s charges the common charges, per month', () => {
    expect(rowsOf({ ...house, goal: 'rent', financial: { charges: 0 } }, 'finances')).toEqual({ [t('COMMON_CHARGES')]: `€0 ${t('PER_MONTH')}` })
  })

  it('gives an availability date in the language', () => {
    expect(rowsOf({ ...house, availability: 'fromDate', availableFrom: '2027-03-01' }, 'general')[t('AVAILABILITY')]).toBe('Available from 01/03/2027')
  })

  it('drops groups without a filled line', () => {
    expect(detailGroups({ goal: 'sale' }, t, 'en').map((g) => g.id)).toEqual([])
  })

  it('has a label in nl, fr and en for every value of every option list', () => {
    const lists: [string, readonly string[]][] = [
      ['heating', HEATING],
      ['kitchen', KITCHEN],
      ['roof', ROOF],
      ['windowFrames', WINDOW_FRAMES],
      ['glazing', GLAZING],
      ['orientation', ORIENTATION],
      ['flood', FLOOD_ZONES],
      ['floodScore', FLOOD_SCORES],
      ['zoning', ZONING],
      ['asbestos', ASBESTOS_CERTIFICATES],
      ['has', HAS_FLAGS],
      ['available', AVAILABILITY.filter((a) => a !== 'fromDate')],
      ['facades', ['open', 'halfOpen', 'closed']],
    ]
    const missing = lists.flatMap(([list, values]) => values.map((v) => optionLabelKey(list, v)).filter((key) => !dictionary[key]?.nl || !dictionary[key]?.fr || !dictionary[key]?.en))
    expect(missing).toEqual([])
  })
})
