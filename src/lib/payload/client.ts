import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way the site reaches Payload (Payload caches the instance per process). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
