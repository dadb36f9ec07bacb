/**
 * EPC scales (SPEC 9): which label a yearly primary energy use in kWh/m² gets, per Belgian region.
 *
 * Boundary conventions (a value exactly on a boundary):
 * - Flanders, as VEKA publishes it: lower bound inclusive. x < 0 a_plus, [0,100) a, [100,200) b,
 *   [200,300) c, [300,400) d, [400,500) e, x >= 500 f. So 100 is b, 99.99 is a.
 * - Wallonia, the Walloon PEB scale: upper bound inclusive. x <= 0 a_plusplus, (0,45] a_plus, (45,85] a,
 *   (85,170] b, (170,255] c, (255,340] d, (340,425] e, (425,510] f, x > 510 g. So 45 is a_plus, 45.01 is a.
 * - Brussels publishes integer ranges (1-23 a, 24-45 a_sub, ...). They are read as upper-inclusive so a
 *   fractional value falls in the class whose upper integer it does not exceed: x < 0 a_plus, [0,23] a,
 *   (23,45] a_sub, ... (298,322] f, (322,345] f_sub, x > 345 g. SPEC's 'f_sub 223-345' is read as 323-345
 *   (223 would overlap six classes), and its 'above 346 g' as 346 and more, i.e. anything above 345.
 */
import type { EpcLabel } from './epcLabel'
import type { Region } from './postcode'

/** Folders of label images: the three Belgian regions plus Luxembourg. */
export type EpcRegion = Region | 'luxembourg'

/** One step of a scale: values below (or up to, when inclusive) `limit` get `label`. */
export type EpcStep = { limit: number; inclusive: boolean; label: EpcLabel }

/** A region's scale: ordered steps, then the label for everything above the last step. */
export type EpcScale = { steps: readonly EpcStep[]; worst: EpcLabel }

const below = (limit: number, label: EpcLabel): EpcStep => ({ limit, inclusive: false, label })
const upTo = (limit: number, label: EpcLabel): EpcStep => ({ limit, inclusive: true, label })

/** The score scales of the three Belgian regions. */
export const EPC_SCORE_SCALES: Readonly<Record<Region, EpcScale>> = {
  flanders: {
    steps: [below(0, 'a_plus'), below(100, 'a'), below(200, 'b'), below(300, 'c'), below(400, 'd'), below(500, 'e')],
    worst: 'f',
  },
  wallonia: {
    steps: [
      upTo(0, 'a_plusplus'),
      upTo(45, 'a_plus'),
      upTo(85, 'a'),
      upTo(170, 'b'),
      upTo(255, 'c'),
      upTo(340, 'd'),
      upTo(425, 'e'),
      upTo(510, 'f'),
    ],
    worst: 'g',
  },
  brussels: {
    steps: [
      below(0, 'a_plus'),
      ...(
        [
          [23, 'a'],
          [45, 'a_sub'],
          [62, 'b_plus'],
          [79, 'b'],
          [95, 'b_sub'],
          [113, 'c_plus'],
          [132, 'c'],
          [150, 'c_sub'],
          [170, 'd_plus'],
          [190, 'd'],
          [210, 'd_sub'],
          [232, 'e_plus'],
          [253, 'e'],
          [275, 'e_sub'],
          [298, 'f_plus'],
          [322, 'f'],
          [345, 'f_sub'],
        ] as const
      ).map(([limit, label]) => upTo(limit, label)),
    ],
    worst: 'g',
  },
}

/** The labels each image folder holds, best first (Luxembourg: A+ to I, given as label text only). */
export const EPC_REGION_LABELS: Readonly<Record<EpcRegion, readonly EpcLabel[]>> = {
  flanders: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'],
  wallonia: ['a_plusplus', 'a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g'],
  brussels: [...EPC_SCORE_SCALES.brussels.steps.map((s) => s.label), 'g'],
  luxembourg: ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
}

/** The label of a kWh/m² score in a Belgian region, or null when the score is not a finite number. */
export const epcLabelForScore = (region: Region, kwhPerM2: number): EpcLabel | null => {
  if (typeof kwhPerM2 !== 'number' || !Number.isFinite(kwhPerM2)) return null
  const scale = EPC_SCORE_SCALES[region]
  if (!scale) return null
  const step = scale.steps.find((s) => (s.inclusive ? kwhPerM2 <= s.limit : kwhPerM2 < s.limit))
  return step ? step.label : scale.worst
}
