/**
 * The closed value lists of a property's features. Stored values are stable identifiers;
 * the site shows them through the UI dictionary (see `optionLabelKey`).
 */
export const GOALS = ['sale', 'rent'] as const
export type Goal = (typeof GOALS)[number]
/** SPEC.md: search goal 0 = for sale, 1 = for rent. */
export const goalCode = (goal: Goal): 0 | 1 => (goal === 'sale' ? 0 : 1)

export const AVAILABILITY = ['immediately', 'atDeed', 'byArrangement', 'fromDate'] as const
export const HEATING = ['gas', 'oil', 'electric', 'heatPump', 'pellets', 'wood', 'district', 'none'] as const
export const KITCHEN = ['none', 'semiEquipped', 'equipped', 'hyperEquipped'] as const
export const ROOF = ['pitched', 'flat', 'mansard', 'other'] as const
export const WINDOW_FRAMES = ['wood', 'pvc', 'aluminium', 'steel'] as const
export const GLAZING = ['single', 'double', 'triple'] as const
export const ORIENTATION = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const
/** Flanders' flood-risk designation of the plot (watertoets). */
export const FLOOD_ZONES = ['none', 'possible', 'effective', 'riparian'] as const
/** P-score (plot) and G-score (building): A is lowest risk, D needs the flood symbol. */
export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const
export const ASBESTOS_CERTIFICATES = ['notRequired', 'asbestosSafe', 'notAsbestosSafe', 'asbestosPresent', 'pending'] as const
/** Latest urban-planning designation (VCRO), with its standard abbreviation in the dictionary. */
export const ZONING = [
  'residential',
  'residentialRural',
  'residentialPark',
  'residentialExtension',
  'agricultural',
  'industrial',
  'recreation',
  'nature',
  'other',
] as const
export const FACADES = ['2', '3', '4'] as const

/** Has-flags of SPEC.md section 3, in display order. */
export const HAS_FLAGS = [
  'terrace',
  'attic',
  'furnished',
  'gas',
  'water',
  'lift',
  'cellar',
  'garden',
  'garage',
  'permit',
  'summons',
  'allotmentPermit',
  'preemptiveRights',
] as const
export type HasFlag = (typeof HAS_FLAGS)[number]

/** `optionLabelKey('heating', 'heatPump')` -> 'HEATING_HEAT_PUMP'. */
export const optionLabelKey = (list: string, value: string): string =>
  `${list}_${value}`.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()

export const toOptions = <T extends string>(values: readonly T[]): { label: string; value: T }[] =>
  values.map((value) => ({ value, label: value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()) }))
