import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardRestRoute } from '@/lib/api/guardRoute'

export const GET = guardRestRoute(config, REST_GET(config))
export const POST = guardRestRoute(config, REST_POST(config))
export const DELETE = guardRestRoute(config, REST_DELETE(config))
export const PATCH = guardRestRoute(config, REST_PATCH(config))
export const PUT = guardRestRoute(config, REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
