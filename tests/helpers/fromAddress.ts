import http from 'node:http'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One HTTP request from a loopback source address of its own (127.0.0.2, 127.0.0.3, ...): to the
 * server, a distinct client, exactly as another machine would be. No proxy, no forwarded header unless
 * the test sends one.
 */
export const fromAddress = (
  source: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers }, localAddress: source, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} from ${source} timed out`)))
    request.end(body)
  })
