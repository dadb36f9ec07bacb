import type { Localized } from '@/i18n/locales'

/** The uploaded demo plans: the drawn images (one per layout of seed/media/plans.ts) and one PDF. */
export type FloorPlanPool = { images: number[]; pdf: number }

const GROUND_FLOOR: Localized = { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée', en: 'Ground floor' }
const FIRST_FLOOR: Localized = { nl: 'Eerste verdieping', fr: 'Premier étage', en: 'First floor' }
const UNIT_PLAN: Localized = { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan' }
const TECHNICAL_PLAN: Localized = { nl: 'Technisch plan', fr: 'Plan technique', en: 'Technical plan' }

/** Which listings carry plans: every project unit and one building in ten (none of them sold or under option). */
export const hasFloorPlans = (i: number, isUnit: boolean, building: boolean): boolean => isUnit || (building && i % 10 === 5)

/**
 * The plans of listing `i` (no randomness, so every other generated value stays as it was): a unit gets
 * its plan, a house or other listing two floors; each listing and every other unit also has the PDF.
 */
export const floorPlansFor = (i: number, pool: FloorPlanPool, isUnit: boolean) => {
  // The pool's images are the layouts in order: ground floor, first floor, apartment.
  const [ground, first, apartment] = pool.images
  const drawn = isUnit ? [{ title: UNIT_PLAN, file: apartment }] : [{ title: GROUND_FLOOR, file: ground }, { title: FIRST_FLOOR, file: first }]
  const plans = !isUnit || i % 2 === 0 ? [...drawn, { title: TECHNICAL_PLAN, file: pool.pdf }] : drawn
  // Row ids of their own (24 hex digits, as Payload's), so the same seed writes the same rows.
  return plans.map((plan, k) => ({ id: `${(i + 1).toString(16).padStart(20, '0')}${k.toString(16).padStart(4, '0')}`, ...plan }))
}
