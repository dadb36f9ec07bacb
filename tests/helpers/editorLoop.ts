/**
 * An editor saving listings in a loop, as the admin saves them (Payload's update, every hook), in a
 * process of its own so a test can kill it with SIGKILL mid-save (tests/int/wholeSaves.sqlite.int.spec.ts).
 * It starts Payload, prints `ready`, and waits for `go k` on its input: save k goes to listing
 * LISTINGS[k % n] and writes, in one save, the price BASE + k, the name in the language k picks and the
 * photos in the order k picks (savedState). It prints `saving k` before a save and `saved k` once it has
 * returned, that is committed. DATABASE_URI, MEDIA_DIR and PAYLOAD_SECRET come from the test.
 */
import { once } from 'node:events'
import { createInterface } from 'node:readline'

import config from '@payload-config'
import { getPayload } from 'payload'

import { savedState } from './editorState'

const listings = String(process.env.LISTINGS).split(',').map(Number)
const photos = String(process.env.PHOTOS).split(',').map(Number)

const main = async () => {
  const payload = await getPayload({ config })
  const input = createInterface({ input: process.stdin })
  process.stdout.write('ready\n')
  const [line] = (await once(input, 'line')) as [string]
  const from = Number(/^go (\d+)$/.exec(line)?.[1])
  if (!Number.isInteger(from)) throw new Error(`expected "go k", got ${line}`)
  for (let k = from; ; k++) {
    const state = savedState(k, listings, photos)
    process.stdout.write(`saving ${k}\n`)
    await payload.update({
      collection: 'properties',
      id: state.listing,
      locale: state.locale,
      data: { _status: 'published', price: state.price, name: state.name, photos: state.photos },
      overrideAccess: true,
      depth: 0,
    })
    process.stdout.write(`saved ${k}\n`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
