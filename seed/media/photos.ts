import type { Random } from '../random'

import { renderSvg } from './renderCache'

/** Demo photos drawn locally (no network): simple facades, interiors and gardens rendered by sharp. */
export const PHOTO_WIDTH = 1600
export const PHOTO_HEIGHT = 1067

const W = PHOTO_WIDTH
const H = PHOTO_HEIGHT
const SKIES = [['#7fb2e5', '#d9ecfb'], ['#f6b26b', '#fde8cf'], ['#9fc5e8', '#f3f8fd'], ['#b4a7d6', '#eceaf6']]
const WALLS = ['#c9a27e', '#e8dcc8', '#b7b7b7', '#8e5b4a', '#f2efe9', '#d9c3a5', '#a0522d']
const ROOFS = ['#3c3c3c', '#7a3b2e', '#4b4f58', '#5b3a29']
const FLOORS = ['#c8a27a', '#8d6e63', '#d7ccc8', '#a1887f']
const ACCENTS = ['#2e7d32', '#1565c0', '#c62828', '#f9a825', '#6a1b9a', '#00838f']

const sky = (r: Random) => {
  const [top, bottom] = r.pick(SKIES)
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`
}
const windows = (r: Random, x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number) => {
  let out = ''
  for (let c = 0; c < cols; c++)
    for (let row = 0; row < rows; row++)
      out += `<rect x="${x + c * (w + gap)}" y="${y + row * (h + gap)}" width="${w}" height="${h}" fill="${r.chance(0.3) ? '#fff8dc' : '#5d7b94'}" stroke="#f5f5f5" stroke-width="8"/>`
  return out
}

const house = (r: Random) => {
  const wall = r.pick(WALLS)
  const x = r.int(300, 420)
  const w = W - 2 * x
  return `${sky(r)}<rect y="820" width="${W}" height="${H - 820}" fill="#6aa84f"/>
<rect x="${x}" y="430" width="${w}" height="420" fill="${wall}"/>
<polygon points="${x - 60},440 ${W / 2},${r.int(150, 230)} ${W - x + 60},440" fill="${r.pick(ROOFS)}"/>
${windows(r, x + 70, 500, 3, 2, 150, 110, (w - 140 - 450) / 2)}
<rect x="${W / 2 - 60}" y="690" width="120" height="160" fill="${r.pick(ACCENTS)}"/>`
}

const apartment = (r: Random) => {
  const wall = r.pick(WALLS)
  return `${sky(r)}<rect y="900" width="${W}" height="${H - 900}" fill="#9e9e9e"/>
<rect x="350" y="120" width="900" height="790" fill="${wall}"/>
${windows(r, 410, 170, 5, 5, 120, 100, 40)}
<rect x="350" y="${r.int(300, 500)}" width="900" height="16" fill="#eeeeee"/>`
}

const interior = (r: Random) => {
  const wall = r.pick(['#f4f1ea', '#e9efe8', '#efe9f4', '#fbf6ee'])
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="760" width="${W}" height="${H - 760}" fill="${r.pick(FLOORS)}"/>
<rect x="${r.int(150, 900)}" y="170" width="480" height="420" fill="#cfe8fc" stroke="#ffffff" stroke-width="18"/>
<rect x="${r.int(100, 700)}" y="620" width="620" height="170" rx="30" fill="${r.pick(ACCENTS)}"/>
<rect x="${r.int(1000, 1300)}" y="560" width="180" height="240" fill="#795548"/>
<circle cx="${r.int(1100, 1400)}" cy="${r.int(200, 300)}" r="60" fill="#fff59d"/>`
}

const garden = (r: Random) =>
  `${sky(r)}<rect y="600" width="${W}" height="${H - 600}" fill="#7cb342"/>
${Array.from({ length: 7 }, () => `<circle cx="${r.int(50, W - 50)}" cy="${r.int(450, 640)}" r="${r.int(60, 140)}" fill="${r.pick(['#33691e', '#558b2f', '#2e7d32'])}"/>`).join('')}
<rect x="${r.int(200, 900)}" y="760" width="${r.int(300, 500)}" height="120" fill="#bcaaa4"/>`

const SCENES = { house, apartment, interior, garden } as const
export type Scene = keyof typeof SCENES

/** One JPEG photo of the given scene, different for every random state. */
export const drawPhoto = async (scene: Scene, r: Random): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene](r)}</svg>`
  return renderSvg(svg, { jpeg: { quality: 78, mozjpeg: true } })
}

/** The agency logo: a wordmark on a transparent background. */
export const drawLogo = async (name: string, color: string): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="160" viewBox="0 0 760 160">
<polygon points="20,100 80,40 140,100" fill="none" stroke="${color}" stroke-width="12"/><rect x="50" y="95" width="60" height="45" fill="${color}"/>
<text x="165" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${color}">${name}</text></svg>`
  return renderSvg(svg, { png: {} })
}
