import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Public URLs end in a slash (DESIGN.md); src/proxy.ts adds it, leaving /api and /admin as Payload wants them.
  skipTrailingSlashRedirect: true,
  // The build output is self-contained per environment: tests build into their own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
