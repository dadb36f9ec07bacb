import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { CompileHints } from './src/lib/build/compileHints'
import { applyShortClassNames } from './src/lib/build/cssClassNames'
import { ServerClassMaps } from './src/lib/build/serverClassMaps'
import { rewriteRules } from './src/lib/routing/rewrites'
import { adminOnlyClientHints, type HeaderRule, securityHeaderRules } from './src/lib/security/headers'
import { siteUrlOf } from './src/lib/seo/siteUrl'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Public URLs end in a slash (DESIGN.md); src/proxy.ts adds it, leaving /api and /admin as Payload wants them.
  skipTrailingSlashRedirect: true,
  // The build output is self-contained per environment: tests build into their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Security headers by path. They are read when the site is built: SITE_URL (https or not) must be set then.
  headers: async () => securityHeaderRules({ siteUrl: siteUrlOf(process.env), dev: process.env.NODE_ENV === 'development' }),
  // The proxy shows missing paths the server-rendered not-found page, filtered results pages the page
  // of their normalised query, and the owner portal its per-request route, through these rewrites.
  rewrites: async () => ({ beforeFiles: rewriteRules(), afterFiles: [], fallback: [] }),
  // Several instances share one cache in Redis (REDIS_URL): pages and cached reads, and their expiry.
  // Each instance then keeps no copy of its own, which would outlive an expiry made by another.
  ...(process.env.REDIS_URL ? { cacheHandler: path.resolve(import.meta.dirname, 'src/lib/cache/redisCacheHandler.mjs'), cacheMaxMemorySize: 0 } : {}),
  // Short CSS-module class names in the production build: each is written in the HTML, the RSC payload and the client code.
  // The browser is not sent the class maps of CSS modules only server components use (src/lib/build/serverClassMaps.ts),
  // and compiles the public pages' scripts while they download (src/lib/build/compileHints.ts).
  webpack: (config, { dev, isServer }) => {
    if (!dev) applyShortClassNames(config.module?.rules)
    if (!dev && !isServer) config.plugins.push(new ServerClassMaps(), new CompileHints())
    return config
  },
  experimental: {
    // Cached pages and reads live in memory only, for the life of the server: a cache written to disk
    // would outlive the database it was read from (a re-seed, another test run) and serve stale pages.
    isrFlushToDisk: false,
  },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

export default {
  ...config,
  headers: async (): Promise<HeaderRule[]> => adminOnlyClientHints(payloadHeaders ? ((await payloadHeaders()) as HeaderRule[]) : []),
} satisfies NextConfig
