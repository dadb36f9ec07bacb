import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphqlRoute } from '@/lib/api/guardGraphql'

export const POST = guardGraphqlRoute(config, GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
