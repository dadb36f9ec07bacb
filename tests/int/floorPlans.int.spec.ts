import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { floorPlansOf } from '@/components/property/floorPlans'
import type { Media, Property } from '@/payload-types'

import { addFloorPlanTexts } from '../../seed/steps/missingTexts'
import { drawFloorPlan, drawFloorPlanPdf } from '../../seed/media/plans'
import { ALL_MENTIONS } from '../helpers/mentions'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * Floor plans as visitors read them, on this adapter: a listing's and a project's own plans (an image and
 * a PDF, titled per language), a unit's in its project's table, nothing of a draft; and the migration's
 * texts step.
 */
let t: TestPayload
let payload: Payload
const o = { overrideAccess: true } as const
/** A visitor: no user, and the collections' own access rules. */
const visitor = { overrideAccess: false, depth: 1 } as const
const ids = { city: 0, type: 0, image: 0, pdf: 0, project: 0, unit: 0, draft: 0 }

const upload = async (data: Buffer, name: string, mimetype: string) => (await payload.create({ collection: 'media', data: { alt: 'Plan' }, file: { data, mimetype, name, size: data.length }, ...o })).id

/** Plans with Dutch titles, then the same rows (by id) titled in French (with the French name a published document needs). */
const withPlans = async (collection: 'properties' | 'projects', id: number, plans: { nl: string; fr: string; file: number }[]) => {
  const saved = await payload.update({ collection, id, locale: 'nl', data: { floorPlans: plans.map(({ nl, file }) => ({ title: nl, file })) }, ...o })
  const rows = saved.floorPlans ?? []
  await payload.update({ collection, id, locale: 'fr', data: { name: 'Test', floorPlans: rows.map((row, i) => ({ id: row.id, title: plans[i].fr, file: plans[i].file })) }, ...o })
}

const listing = async (data: Partial<Property>) =>
  (
    await payload.create({
      collection: 'properties',
      data: { name: 'Appartement', goal: 'sale', type: ids.type, city: ids.city, price: 300_000, marquee: 'none', priceUnit: 'total', _status: 'published', ...ALL_MENTIONS, ...data } as never,
      draft: data._status === 'draft',
      ...o,
    })
  ).id

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  ids.city = (await payload.create({ collection: 'cities', data: { zip: '9000', name: 'Gent', country: 'BE' }, ...o })).id
  ids.type = (await payload.create({ collection: 'property-types', data: { webID: 1, name: 'Appartement', showOrder: 1 }, ...o })).id
  ids.image = await upload(await drawFloorPlan(0), 'plan.png', 'image/png')
  ids.pdf = await upload(drawFloorPlanPdf('Plan'), 'plan.pdf', 'application/pdf')
  ids.project = (await payload.create({ collection: 'projects', locale: 'nl', data: { _status: 'published', name: 'Residentie Test', city: ids.city }, ...o })).id
  await withPlans('projects', ids.project, [{ nl: 'Inplantingsplan', fr: "Plan d'implantation", file: ids.pdf }])
  ids.unit = await listing({ project: ids.project })
  await withPlans('properties', ids.unit, [
    { nl: 'Gelijkvloers', fr: 'Rez-de-chaussée', file: ids.image },
    { nl: 'Technisch plan', fr: 'Plan technique', file: ids.pdf },
  ])
  ids.draft = await listing({ _status: 'draft' })
  await withPlans('properties', ids.draft, [{ nl: 'Ontwerp', fr: 'Projet', file: ids.image }])
}, 120_000)
afterAll(async () => t?.close())

describe('floor plans', () => {
  it('a published listing gives a visitor its plans in order, titled in their language, each file with what the page shows', async () => {
    const doc = await payload.findByID({ collection: 'properties', id: ids.unit, locale: 'fr', ...visitor })
    expect(doc.floorPlans?.map((plan) => plan.title)).toEqual(['Rez-de-chaussée', 'Plan technique'])
    const [image, pdf] = (doc.floorPlans ?? []).map((plan) => plan.file as Media)
    expect(image).toMatchObject({ mimeType: 'image/png', width: 1600, height: 1200 })
    expect(image.sizes?.w600?.url).toBeTruthy()
    expect(pdf).toMatchObject({ mimeType: 'application/pdf' })
    expect(pdf.filesize).toBeGreaterThan(0)
    expect(floorPlansOf(doc.floorPlans, 'fr').map((plan) => plan.kind)).toEqual(['image', 'pdf'])
    const nl = await payload.findByID({ collection: 'properties', id: ids.unit, locale: 'nl', ...visitor })
    expect(nl.floorPlans?.map((plan) => plan.title)).toEqual(['Gelijkvloers', 'Technisch plan'])
  })

  it("a draft's plans stay with staff", async () => {
    const { docs } = await payload.find({ collection: 'properties', where: { id: { equals: ids.draft } }, ...visitor })
    expect(docs).toEqual([])
    const staff = await payload.findByID({ collection: 'properties', id: ids.draft, draft: true, ...o })
    expect(staff.floorPlans).toHaveLength(1)
  })

  it("a project carries its own plans, and its units theirs, as the project page reads them", async () => {
    const project = await payload.findByID({ collection: 'projects', id: ids.project, locale: 'en', select: { floorPlans: true }, ...visitor })
    // No English title: the default language's stands in.
    expect(project.floorPlans?.map((plan) => plan.title)).toEqual(['Inplantingsplan'])
    const { docs: units } = await payload.find({
      collection: 'properties',
      locale: 'fr',
      where: { project: { equals: ids.project } },
      select: { name: true, floorPlans: true },
      ...visitor,
    })
    expect(units.map((unit) => [unit.id, floorPlansOf(unit.floorPlans, 'fr').map((plan) => plan.title)])).toEqual([[ids.unit, ['Rez-de-chaussée', 'Plan technique']]])
  })

  it("the migration's texts step adds the plans' texts to a dictionary seeded before them, in every language", async () => {
    const req = await createLocalReq({}, payload)
    // An empty dictionary belongs to a new site, which the seed fills: it is left alone.
    await addFloorPlanTexts(payload, req)
    expect((await payload.count({ collection: 'translations', ...o })).totalDocs).toBe(0)
    await payload.create({ collection: 'translations', data: { key: 'FLOOR_PLANS', value: 'Plannen' }, locale: 'nl', ...o })
    await addFloorPlanTexts(payload, req)
    const { docs } = await payload.find({ collection: 'translations', where: { key: { in: ['FLOOR_PLANS', 'FLOOR_PLAN_X_OF_Y'] } }, locale: 'all', sort: 'key', ...o })
    // A text staff wrote stays; the missing one arrives in the three languages.
    expect(docs.map((doc) => [doc.key, doc.value])).toEqual([
      ['FLOOR_PLANS', { nl: 'Plannen' }],
      ['FLOOR_PLAN_X_OF_Y', { nl: 'Plan {current}/{total}', fr: 'Plan {current}/{total}', en: 'Plan {current} of {total}' }],
    ])
  })
})
