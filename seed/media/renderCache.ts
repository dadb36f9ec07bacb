import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

/** Drawings already rendered, by their SVG and encoding: the same drawing always gives the same bytes. */
const CACHE_DIR = path.resolve('node_modules', '.cache', 'agency-seed-images')

type Encoding = { jpeg: sharp.JpegOptions } | { png: sharp.PngOptions }

/**
 * The image `svg` renders to, rendered once per machine: every seed draws the same 46 photos, and
 * rendering and compressing one takes about a tenth of a second. A folder that cannot be written (a
 * read-only install) only means drawing again next time.
 */
export const renderSvg = async (svg: string, encoding: Encoding): Promise<Buffer> => {
  const key = createHash('sha256').update(JSON.stringify([sharp.versions, encoding])).update(svg).digest('hex')
  const file = path.join(CACHE_DIR, `${key}.${'jpeg' in encoding ? 'jpg' : 'png'}`)
  const kept = await fs.readFile(file).catch(() => undefined)
  if (kept) return kept
  const image = sharp(Buffer.from(svg))
  const encoded = await ('jpeg' in encoding ? image.jpeg(encoding.jpeg) : image.png(encoding.png)).toBuffer()
  // Written whole under another name, then renamed: seeds running at once never read half a file.
  const partial = `${file}.${process.pid}.partial`
  await fs
    .mkdir(CACHE_DIR, { recursive: true })
    .then(() => fs.writeFile(partial, encoded))
    .then(() => fs.rename(partial, file))
    .catch(() => fs.rm(partial, { force: true }))
  return encoded
}
