import { describe, expect, it } from 'vitest'

import { floorPlansFor, hasFloorPlans } from '../../seed/generate/floorPlans'
import { drawFloorPlanPdf } from '../../seed/media/plans'

const pool = { images: [11, 12, 13], pdf: 20 }

describe('the demo floor plans', () => {
  it('go to every unit of a project and to one building in ten, never to a plot', () => {
    expect(hasFloorPlans(2, true, true)).toBe(true)
    expect(hasFloorPlans(25, false, true)).toBe(true)
    expect(hasFloorPlans(25, false, false)).toBe(false)
    expect(hasFloorPlans(26, false, true)).toBe(false)
  })

  it('give a unit its apartment plan (and every other one the PDF), another listing two floors and the PDF', () => {
    expect(floorPlansFor(0, pool, true).map((plan) => [plan.title.en, plan.file])).toEqual([['Floor plan', 13], ['Technical plan', 20]])
    expect(floorPlansFor(1, pool, true).map((plan) => [plan.title.en, plan.file])).toEqual([['Floor plan', 13]])
    expect(floorPlansFor(25, pool, false).map((plan) => [plan.title.fr, plan.file])).toEqual([['Rez-de-chaussée', 11], ['Premier étage', 12], ['Plan technique', 20]])
  })

  it('have row ids of their own, the same on every run and never shared', () => {
    const ids = [0, 1, 25, 35].flatMap((i) => floorPlansFor(i, pool, i < 15).map((plan) => plan.id))
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(floorPlansFor(25, pool, false)).toEqual(floorPlansFor(25, pool, false))
  })

  it('include a PDF whose cross-reference table points at each object', () => {
    const pdf = drawFloorPlanPdf('Plan').toString('latin1')
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
    expect(pdf.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((at, n) => expect(pdf.slice(at, at + `${n + 1} 0 obj`.length)).toBe(`${n + 1} 0 obj`))
  })
})
