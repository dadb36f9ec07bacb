import type { NextRequest } from 'next/server'

/** The origin the visitor used (Host header), not the one the server listens on. */
export const originOf = (request: NextRequest): string => {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  return `${proto}://${host}`
}
