/**
 * `npm run epc-images`: draws the EPC label badges served at /images/epc/{region}/{label}.png, one per label of
 * every folder in EPC_REGION_LABELS, into public/images/epc/. Each is an arrow-shaped badge of 120×48 CSS px
 * rendered at 2× (240×96 px) as a palette PNG. The output is deterministic: re-running gives the same bytes.
 * Fails when a badge's text does not reach MIN_BADGE_CONTRAST against its colour. Stale files are removed.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { EPC_REGION_LABELS, type EpcRegion } from '../src/lib/domain/epc'
import { epcBadges, MIN_BADGE_CONTRAST, type EpcBadge } from '../src/lib/domain/epcBadge'

const OUT_DIR = path.resolve('public', 'images', 'epc')
/** CSS size of a badge; rendered at DENSITY / 72 times that. */
const WIDTH = 120
const HEIGHT = 48
const DENSITY = 144
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
const FONT_SIZE = 30
/** Cap height of DejaVu Sans Bold (0.73 em): puts the capitals in the vertical middle. */
const BASELINE = HEIGHT / 2 + (FONT_SIZE * 0.73) / 2
/** Where the straight body ends and the arrow point starts. */
const BODY = 96

/** The badge as SVG: a rounded arrow pointing right with the label centred on its body. */
const badgeSvg = ({ text, background, foreground }: EpcBadge): string => {
  // A typographic minus (U+2212) is as wide as '+', so 'B-' balances like 'B+'.
  const glyphs = text.replace(/-/g, '\u2212').replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<path d="M5 0H${BODY}L${WIDTH} ${HEIGHT / 2}L${BODY} ${HEIGHT}H5A5 5 0 0 1 0 ${HEIGHT - 5}V5A5 5 0 0 1 5 0Z" fill="${background}"/>`,
    `<text x="${BODY / 2 + 2}" y="${BASELINE.toFixed(2)}" text-anchor="middle" font-family="${FONT_FAMILY}"`,
    ` font-size="${FONT_SIZE}" font-weight="bold" fill="${foreground}">${glyphs}</text>`,
    '</svg>',
  ].join('')
}

const render = (badge: EpcBadge): Promise<Buffer> =>
  sharp(Buffer.from(badgeSvg(badge)), { density: DENSITY }).png({ palette: true, compressionLevel: 9 }).toBuffer()

const main = async (): Promise<void> => {
  const regions = Object.keys(EPC_REGION_LABELS) as EpcRegion[]
  const badges = regions.map((region) => ({ region, badges: epcBadges(EPC_REGION_LABELS[region]) }))
  const weak = badges.flatMap(({ region, badges: list }) =>
    list.filter((b) => b.contrast < MIN_BADGE_CONTRAST).map((b) => `${region}/${b.label} ${b.contrast.toFixed(2)}:1`),
  )
  if (weak.length) throw new Error(`Text contrast below ${MIN_BADGE_CONTRAST}:1: ${weak.join(', ')}`)

  let total = 0
  for (const { region, badges: list } of badges) {
    const dir = path.join(OUT_DIR, region)
    fs.mkdirSync(dir, { recursive: true })
    const wanted = new Set(list.map((b) => `${b.label}.png`))
    for (const name of fs.readdirSync(dir).filter((n) => !wanted.has(n)).sort()) {
      fs.rmSync(path.join(dir, name), { recursive: true, force: true })
      console.log(`removed ${path.relative(process.cwd(), path.join(dir, name))}`)
    }
    for (const badge of list) {
      const png = await render(badge)
      const { width, height } = await sharp(png).metadata()
      const file = path.join(dir, `${badge.label}.png`)
      fs.writeFileSync(file, png)
      total += 1
      console.log(
        `wrote ${path.relative(process.cwd(), file)}  ${width}×${height}  ${png.length} B  "${badge.text}"` +
          `  ${badge.foreground} on ${badge.background}  ${badge.contrast.toFixed(2)}:1`,
      )
    }
  }
  console.log(`${total} EPC badges in ${path.relative(process.cwd(), OUT_DIR)}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
