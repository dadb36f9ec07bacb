import type { Localized } from '@/i18n/locales'

import { type SeedRun, SEED_CONTEXT } from '../context'
import type { FloorPlanPool } from '../generate/floorPlans'
import { drawLogo, drawPhoto, type Scene } from '../media/photos'
import { drawFloorPlan, drawFloorPlanPdf, PLAN_LAYOUTS } from '../media/plans'
import { createRandom } from '../random'

/** How many demo photos of each scene the shared pool holds. */
const POOL: Record<Scene, number> = { house: 12, apartment: 10, interior: 16, garden: 8 }

const ALT: Record<Scene, Localized> = {
  house: { nl: 'Voorgevel', fr: 'Façade', en: 'Front of the house' },
  apartment: { nl: 'Gebouw', fr: 'Immeuble', en: 'Building' },
  interior: { nl: 'Interieur', fr: 'Intérieur', en: 'Interior' },
  garden: { nl: 'Tuin en omgeving', fr: 'Jardin et environs', en: 'Garden and surroundings' },
}

const upload = async ({ payload }: SeedRun, data: Buffer, name: string, mimetype: string, alt: Localized) => {
  const doc = await payload.create({
    collection: 'media',
    data: { alt: alt.nl },
    file: { data, mimetype, name, size: data.length },
    locale: 'nl',
    overrideAccess: true,
    context: SEED_CONTEXT,
  })
  for (const locale of ['fr', 'en'] as const) {
    await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: alt[locale] }, overrideAccess: true, context: SEED_CONTEXT })
  }
  return doc.id
}

const PLAN_ALT: Localized = { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan' }

/** Draws the floor plans (one image per layout and a PDF) and uploads them. */
const seedFloorPlans = async (run: SeedRun): Promise<FloorPlanPool> => {
  const images: number[] = []
  for (let layout = 0; layout < PLAN_LAYOUTS; layout++) images.push(await upload(run, await drawFloorPlan(layout), `floor-plan-${layout + 1}.png`, 'image/png', PLAN_ALT))
  const pdf = await upload(run, drawFloorPlanPdf('Immo Horizon - floor plan'), 'floor-plan.pdf', 'application/pdf', PLAN_ALT)
  return { images, pdf }
}

/** Draws the shared photo pool, the floor plans and the logo locally and uploads them (Payload makes every size). */
export const seedMedia = async (run: SeedRun) => {
  const random = createRandom(4242)
  const photos = { house: [], apartment: [], interior: [], garden: [] } as Record<Scene, number[]>
  for (const scene of Object.keys(POOL) as Scene[]) {
    for (let n = 1; n <= POOL[scene]; n++) {
      const image = await drawPhoto(scene, random)
      photos[scene].push(await upload(run, image, `${scene}-${n}.jpg`, 'image/jpeg', ALT[scene]))
    }
  }
  const logoAlt = { nl: 'Logo', fr: 'Logo', en: 'Logo' }
  const logo = await upload(run, await drawLogo('Immo Horizon', '#1d3557'), 'logo.png', 'image/png', logoAlt)
  const logoOnDark = await upload(run, await drawLogo('Immo Horizon', '#ffffff'), 'logo-light.png', 'image/png', logoAlt)
  return { photos, logo, logoOnDark, floorPlans: await seedFloorPlans(run) }
}
