/**
 * An editor saving listings in a loop, as the admin saves them (Payload's update, every hook), in a
 * process of its own so a test can kill it with SIGKILL mid-save (tests/int/crash.sqlite.int.spec.ts).
 * Save k goes to listing LISTINGS[k % n] and writes, in one save: the price BASE + k, the name in the
 * language k picks, and the photos in the order k picks (savedState). It prints `saving k` before a save
 * and `saved k` once it has returned, that is committed. DATABASE_URI, MEDIA_DIR and PAYLOAD_SECRET come from the test.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { savedState } from './editorState'

const listings = String(process.env.LISTINGS).split(',').map(Number)
const photos = String(process.env.PHOTOS).split(',').map(Number)
const from = Number(process.env.FROM)

const main = async () => {
  const payload = await getPayload({ config })
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

void main()
