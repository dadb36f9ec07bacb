import { renderSvg } from './renderCache'

/** Demo floor plans drawn locally, like the photos: walls, doors and windows of a simple layout. */
export const PLAN_WIDTH = 1600
export const PLAN_HEIGHT = 1200

/** A room: its corner and size, in metres on a 10 × 7.5 m plan (160 px a metre). */
type Room = { x: number; y: number; w: number; h: number }

const M = 160
const WALL = 14

/** Three layouts (ground floor, first floor, apartment), each dividing the same outline differently. */
const LAYOUTS: Room[][] = [
  [{ x: 0, y: 0, w: 6, h: 4.5 }, { x: 6, y: 0, w: 4, h: 4.5 }, { x: 0, y: 4.5, w: 3.5, h: 3 }, { x: 3.5, y: 4.5, w: 2.5, h: 3 }, { x: 6, y: 4.5, w: 4, h: 3 }],
  [{ x: 0, y: 0, w: 4, h: 4 }, { x: 4, y: 0, w: 3, h: 4 }, { x: 7, y: 0, w: 3, h: 4 }, { x: 0, y: 4, w: 5, h: 3.5 }, { x: 5, y: 4, w: 2, h: 3.5 }, { x: 7, y: 4, w: 3, h: 3.5 }],
  [{ x: 0, y: 0, w: 5.5, h: 7.5 }, { x: 5.5, y: 0, w: 4.5, h: 3.5 }, { x: 5.5, y: 3.5, w: 2, h: 4 }, { x: 7.5, y: 3.5, w: 2.5, h: 4 }],
]
export const PLAN_LAYOUTS = LAYOUTS.length

const OFFSET = { x: (PLAN_WIDTH - 10 * M) / 2 + 40, y: (PLAN_HEIGHT - 7.5 * M) / 2 + 20 }
const px = (metres: number, axis: 'x' | 'y') => Math.round(OFFSET[axis] + metres * M * 0.92)

const room = ({ x, y, w, h }: Room) => {
  const [left, top, right, bottom] = [px(x, 'x'), px(y, 'y'), px(x + w, 'x'), px(y + h, 'y')]
  // A door in the room's lower wall: a gap and the arc its leaf sweeps.
  const door = left + 30
  return `<rect x="${left}" y="${top}" width="${right - left}" height="${bottom - top}" fill="#fbfaf7" stroke="#222" stroke-width="${WALL}"/>
<rect x="${door}" y="${bottom - WALL}" width="110" height="${WALL * 2}" fill="#fbfaf7"/>
<path d="M ${door} ${bottom} L ${door} ${bottom - 110} A 110 110 0 0 1 ${door + 110} ${bottom}" fill="none" stroke="#555" stroke-width="3"/>`
}

/** One PNG floor plan of the given layout (0, 1 or 2), with a north arrow and a 1 m scale bar. */
export const drawFloorPlan = async (layout: number): Promise<Buffer> => {
  const rooms = LAYOUTS[layout % LAYOUTS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" viewBox="0 0 ${PLAN_WIDTH} ${PLAN_HEIGHT}">
<rect width="${PLAN_WIDTH}" height="${PLAN_HEIGHT}" fill="#ffffff"/>${rooms.map(room).join('')}
<rect x="${px(2, 'x')}" y="${px(0, 'y') - WALL / 2}" width="240" height="${WALL}" fill="#9ecae1"/>
<polygon points="1520,60 1545,130 1520,115 1495,130" fill="#222"/>
<rect x="60" y="${PLAN_HEIGHT - 60}" width="${Math.round(M * 0.92)}" height="12" fill="#222"/></svg>`
  return renderSvg(svg, { png: { palette: true } })
}

/**
 * A one-page PDF plan (A4, lines only), written by hand: no PDF library for a demo file. `title` is
 * printed on it and must be plain ASCII.
 */
export const drawFloorPlanPdf = (title: string): Buffer => {
  const content = `4 w 72 120 451 560 re S 72 400 m 523 400 l S 300 120 m 300 400 l S 380 400 m 380 680 l S BT /F1 20 Tf 72 740 Td (${title}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  // The cross-reference table gives each object's byte offset, so they are noted as the file grows.
  const offsets = objects.map((body, n) => {
    const at = pdf.length
    pdf += `${n + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
