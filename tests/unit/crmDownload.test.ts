import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { download, hostAllowed, privateAddress, sniff, type HostRule } from '@/lib/crm/download'
import { CrmError } from '@/lib/crm/http'

const bytes = (...values: (number | string)[]): Buffer => Buffer.concat(values.map((v) => (typeof v === 'number' ? Buffer.from([v]) : Buffer.from(v, 'latin1'))))
const padded = (head: Buffer, length = 64): Buffer => Buffer.concat([head, Buffer.alloc(Math.max(0, length - head.length), 0x20)])

const JPEG = padded(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF', 0x00))
const PNG = padded(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 'IHDR'))
const GIF = padded(bytes('GIF89a', 0x01, 0x00, 0x01, 0x00))
const WEBP = padded(bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEBPVP8 '))
const AVIF = padded(bytes(0x00, 0x00, 0x00, 0x1c, 'ftypavif', 0x00, 0x00, 0x00, 0x00, 'avifmif1'))
const PDF = padded(bytes('%PDF-1.7\n%âãÏÓ\n'))
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')

describe('hostAllowed: only the CRM’s own hosts', () => {
  const sweepbright: HostRule = { apiHost: 'website.sweepbright.com', hosts: ['*.sweepbright.com', '*.amazonaws.com'] }
  const whise: HostRule = { apiHost: 'api.whise.eu', hosts: ['*.whise.eu', '*.storagewhise.eu', 'whisestorageprod.blob.core.windows.net'] }

  it('takes the API’s host and any name under a wildcard domain, whatever the case or a final dot', () => {
    expect(hostAllowed('website.sweepbright.com', sweepbright)).toBe(true)
    expect(hostAllowed('files.sweepbright.com', sweepbright)).toBe(true)
    expect(hostAllowed('a.b.sweepbright.com', sweepbright)).toBe(true)
    expect(hostAllowed('FILES.SweepBright.COM', sweepbright)).toBe(true)
    expect(hostAllowed('files.sweepbright.com.', sweepbright)).toBe(true)
    expect(hostAllowed('sb-media.s3.eu-west-1.amazonaws.com', sweepbright)).toBe(true)
    expect(hostAllowed('API.WHISE.EU', whise)).toBe(true)
  })

  it('takes an exact host, and nothing under it or beside it', () => {
    expect(hostAllowed('whisestorageprod.blob.core.windows.net', whise)).toBe(true)
    expect(hostAllowed('evil.whisestorageprod.blob.core.windows.net', whise)).toBe(false)
    expect(hostAllowed('attacker.blob.core.windows.net', whise)).toBe(false)
    expect(hostAllowed('whisestorageprod.blob.core.windows.net.evil.com', whise)).toBe(false)
  })

  it('never takes a look-alike of a wildcard domain', () => {
    for (const host of ['evil-sweepbright.com', 'evilsweepbright.com', 'sweepbright.com.evil.com', 'files.sweepbright.com.evil.com', 'sweepbright.co', 'sweepbright.com-evil.net', 'amazonaws.com.attacker.net']) {
      expect(hostAllowed(host, sweepbright), host).toBe(false)
    }
  })

  it('does not take the bare domain when only its wildcard is given', () => {
    expect(hostAllowed('sweepbright.com', sweepbright)).toBe(false)
    expect(hostAllowed('sweepbright.com.', sweepbright)).toBe(false)
    expect(hostAllowed('.sweepbright.com', sweepbright)).toBe(false)
    expect(hostAllowed('whise.eu', whise)).toBe(false)
  })

  it('takes a wildcard written in capitals', () => {
    expect(hostAllowed('files.whise.eu', { apiHost: 'api.whise.eu', hosts: ['*.Whise.EU'] })).toBe(true)
  })
})

describe('privateAddress: addresses the public internet does not reach', () => {
  it('IPv4: unspecified, private, loopback, link-local, carrier-grade NAT, multicast and reserved', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.0.1',
      '169.254.169.254',
      '172.16.0.0',
      '172.20.10.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.168.255.255',
      '100.64.0.0',
      '100.127.255.255',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.0.8',
      '198.18.0.1',
      '198.19.255.255',
    ]) {
      expect(privateAddress(address), address).toBe(true)
    }
  })

  it('IPv4: public addresses just outside those ranges', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '9.255.255.255', '11.0.0.0', '126.255.255.255', '128.0.0.1', '169.253.255.255', '169.255.0.1', '172.15.255.255', '172.32.0.0', '192.167.255.255', '192.169.0.0', '100.63.255.255', '100.128.0.0', '223.255.255.255', '185.73.12.4', '192.0.1.1', '198.17.255.255', '198.20.0.0']) {
      expect(privateAddress(address), address).toBe(false)
    }
  })

  it('IPv6: loopback, unspecified, unique-local, link-local and multicast', () => {
    for (const address of ['::1', '::', 'fc00::', 'fc00::1', 'fd12:3456:789a::1', 'FD00::1', 'fe80::', 'fe80::1%eth0', 'febf::1', 'ff02::1']) {
      expect(privateAddress(address), address).toBe(true)
    }
  })

  it('IPv6 forms that carry an IPv4 address inside (NAT64, 6to4, IPv4-compatible) and site-local', () => {
    for (const address of ['64:ff9b::a00:1', '64:ff9b::7f00:1', '2002:7f00:1::1', '::127.0.0.1', 'fec0::1']) expect(privateAddress(address), address).toBe(true)
  })

  it('IPv6: public addresses', () => {
    for (const address of ['2a02:1810:1:2::1', '2001:4860:4860::8888', '2606:4700::1111']) expect(privateAddress(address), address).toBe(false)
  })

  it('an IPv4 address mapped into IPv6 is judged as the IPv4 address', () => {
    expect(privateAddress('::ffff:127.0.0.1')).toBe(true)
    expect(privateAddress('::FFFF:10.1.2.3')).toBe(true)
    expect(privateAddress('::ffff:192.168.1.1')).toBe(true)
    expect(privateAddress('::ffff:8.8.8.8')).toBe(false)
  })

  it('a mapped IPv4 address written in hex, as the URL parser writes it, is judged the same', () => {
    // new URL('http://[::ffff:127.0.0.1]/').hostname is '[::ffff:7f00:1]'.
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]')
    expect(privateAddress('::ffff:7f00:1')).toBe(true)
    expect(privateAddress('::ffff:a9fe:a9fe')).toBe(true)
    expect(privateAddress('::ffff:808:808')).toBe(false)
  })
})

describe('sniff: a file’s type by its first bytes', () => {
  it('knows the images the site serves', () => {
    expect(sniff(JPEG)).toEqual({ mimetype: 'image/jpeg', extension: 'jpg', kind: 'image' })
    expect(sniff(PNG)).toEqual({ mimetype: 'image/png', extension: 'png', kind: 'image' })
    expect(sniff(GIF)).toEqual({ mimetype: 'image/gif', extension: 'gif', kind: 'image' })
    expect(sniff(padded(bytes('GIF87a')))).toEqual({ mimetype: 'image/gif', extension: 'gif', kind: 'image' })
    expect(sniff(WEBP)).toEqual({ mimetype: 'image/webp', extension: 'webp', kind: 'image' })
    expect(sniff(AVIF)).toEqual({ mimetype: 'image/avif', extension: 'avif', kind: 'image' })
    expect(sniff(padded(bytes(0x00, 0x00, 0x00, 0x20, 'ftypavis')))).toEqual({ mimetype: 'image/avif', extension: 'avif', kind: 'image' })
  })

  it('knows a PDF, as a document', () => {
    expect(sniff(PDF)).toEqual({ mimetype: 'application/pdf', extension: 'pdf', kind: 'pdf' })
  })

  it('knows nothing else: SVG, HTML, empty, truncated, or look-alikes', () => {
    for (const [what, head] of [
      ['svg', SVG],
      ['svg without xml declaration', Buffer.from('<svg onload="alert(1)"/>')],
      ['svg after a byte-order mark', Buffer.concat([bytes(0xef, 0xbb, 0xbf), SVG])],
      ['html', HTML],
      ['empty', Buffer.alloc(0)],
      ['two bytes of a jpeg', bytes(0xff, 0xd8)],
      ['png without its last byte', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a)],
      ['wave audio', padded(bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WAVEfmt '))],
      ['heic', padded(bytes(0x00, 0x00, 0x00, 0x18, 'ftypheic'))],
      ['mp4', padded(bytes(0x00, 0x00, 0x00, 0x18, 'ftypmp42'))],
      ['pdf without dash', padded(bytes('%PDF1.7'))],
      ['text', Buffer.from('Just some text')],
    ] as const) {
      expect(sniff(head), what).toBeNull()
    }
  })
})

describe('download', () => {
  const hits: string[] = []
  let server: http.Server
  let port = 0
  const base = () => `http://127.0.0.1:${port}`
  const rule = (): HostRule => ({ apiHost: '127.0.0.1', hosts: [] })

  const send = (response: http.ServerResponse, status: number, body: Buffer, type: string) => {
    response.writeHead(status, { 'content-type': type, 'content-length': body.length })
    response.end(body)
  }

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname
      hits.push(path)
      switch (path) {
        case '/photo.jpg':
          return send(response, 200, JPEG, 'image/jpeg')
        case '/photo-as-html':
          return send(response, 200, JPEG, 'text/html')
        case '/plan.png':
          return send(response, 200, PNG, 'image/png')
        case '/brochure.pdf':
          return send(response, 200, PDF, 'application/pdf')
        case '/logo.svg':
          return send(response, 200, SVG, 'image/jpeg')
        case '/page.html':
          return send(response, 200, HTML, 'text/html')
        case '/exactly-1024.jpg':
          return send(response, 200, padded(JPEG, 1024), 'image/jpeg')
        case '/big-declared.jpg':
          return send(response, 200, padded(JPEG, 4096), 'image/jpeg')
        case '/big-chunked.jpg': {
          // No length: Node sends it chunked.
          response.writeHead(200, { 'content-type': 'image/jpeg' })
          response.write(JPEG)
          for (let i = 0; i < 16; i++) response.write(Buffer.alloc(256, 0x20))
          return response.end()
        }
        case '/small-chunked.jpg': {
          response.writeHead(200, { 'content-type': 'image/jpeg' })
          response.write(JPEG.subarray(0, 10))
          response.write(JPEG.subarray(10))
          return response.end()
        }
        case '/broken.jpg': {
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 4000 })
          response.write(JPEG)
          setTimeout(() => response.socket?.destroy(), 20)
          return
        }
        case '/unavailable':
          return send(response, 503, Buffer.from('down'), 'text/plain')
        case '/busy':
          return send(response, 429, Buffer.from('slow down'), 'text/plain')
        case '/missing':
          return send(response, 404, Buffer.from('not found'), 'text/plain')
        case '/forbidden':
          return send(response, 403, Buffer.from('no'), 'text/plain')
        case '/redirect-out':
          response.writeHead(302, { location: 'http://evil.example/photo.jpg' })
          return response.end()
        case '/redirect-in':
          response.writeHead(301, { location: '/photo.jpg' })
          return response.end()
        case '/redirect-loop':
          response.writeHead(302, { location: '/redirect-loop' })
          return response.end()
        case '/redirect-script':
          response.writeHead(302, { location: 'javascript:alert(1)' })
          return response.end()
        case '/redirect-file':
          response.writeHead(302, { location: 'file:///etc/passwd' })
          return response.end()
        default:
          return send(response, 404, Buffer.from('?'), 'text/plain')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  beforeEach(() => {
    hits.length = 0
  })

  /** The CrmError a download fails with. */
  const failure = async (promise: Promise<unknown>): Promise<CrmError> => {
    try {
      await promise
    } catch (error) {
      expect(error).toBeInstanceOf(CrmError)
      return error as CrmError
    }
    throw new Error('the download succeeded')
  }

  it('fetches a JPEG, known by its bytes whatever the server calls it', async () => {
    expect(await download(`${base()}/photo.jpg`, 'image', rule())).toEqual({ data: JPEG, mimetype: 'image/jpeg', extension: 'jpg' })
    expect(await download(`${base()}/photo-as-html`, 'image', rule())).toMatchObject({ mimetype: 'image/jpeg', extension: 'jpg' })
    expect(await download(`${base()}/small-chunked.jpg`, 'image', rule())).toEqual({ data: JPEG, mimetype: 'image/jpeg', extension: 'jpg' })
  })

  it('fetches plans and documents as images or PDF', async () => {
    expect(await download(`${base()}/plan.png`, 'document', rule())).toMatchObject({ mimetype: 'image/png', extension: 'png' })
    expect(await download(`${base()}/brochure.pdf`, 'document', rule())).toEqual({ data: PDF, mimetype: 'application/pdf', extension: 'pdf' })
  })

  it('refuses a PDF as a photo', async () => {
    const error = await failure(download(`${base()}/brochure.pdf`, 'image', rule()))
    expect(error.retry).toBe(false)
  })

  it('refuses an SVG (which may carry script) even when the server calls it a JPEG, and HTML', async () => {
    for (const path of ['/logo.svg', '/page.html']) {
      for (const kind of ['image', 'document'] as const) {
        const error = await failure(download(`${base()}${path}`, kind, rule()))
        expect(error.retry, `${path} ${kind}`).toBe(false)
      }
    }
  })

  it('takes a file of exactly the largest size', async () => {
    expect((await download(`${base()}/exactly-1024.jpg`, 'image', rule(), 1024)).data).toHaveLength(1024)
  })

  it('refuses a file past the largest size, by its declared length and by what arrives without one', async () => {
    const declared = await failure(download(`${base()}/big-declared.jpg`, 'image', rule(), 1024))
    expect(declared.retry).toBe(false)
    expect(declared.message).toMatch(/refused/)
    const chunked = await failure(download(`${base()}/big-chunked.jpg`, 'image', rule(), 1024))
    expect(chunked.retry).toBe(false)
    expect(chunked.message).toMatch(/refused/)
    // Both are fine without the limit.
    expect((await download(`${base()}/big-chunked.jpg`, 'image', rule())).data).toHaveLength(JPEG.length + 16 * 256)
  })

  it('retries a server error, a busy server or a broken transfer; not a refusal', async () => {
    expect(await failure(download(`${base()}/unavailable`, 'image', rule()))).toMatchObject({ retry: true, status: 503 })
    expect(await failure(download(`${base()}/busy`, 'image', rule()))).toMatchObject({ retry: true, status: 429 })
    expect(await failure(download(`${base()}/broken.jpg`, 'image', rule()))).toMatchObject({ retry: true })
    expect(await failure(download(`${base()}/missing`, 'image', rule()))).toMatchObject({ retry: false, status: 404 })
    expect(await failure(download(`${base()}/forbidden`, 'image', rule()))).toMatchObject({ retry: false, status: 403 })
  })

  it('retries when the host cannot be reached', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await failure(download(`http://127.0.0.1:${closedPort}/photo.jpg`, 'image', rule()))).toMatchObject({ retry: true })
  })

  it('follows a redirect on the CRM’s hosts, not one elsewhere or to another scheme', async () => {
    expect(await download(`${base()}/redirect-in`, 'image', rule())).toMatchObject({ mimetype: 'image/jpeg' })
    for (const path of ['/redirect-out', '/redirect-script', '/redirect-file', '/redirect-loop']) {
      const error = await failure(download(`${base()}${path}`, 'image', rule()))
      expect(error.retry, path).toBe(false)
    }
    expect((await failure(download(`${base()}/redirect-out`, 'image', rule()))).message).toMatch(/evil\.example is not one of the CRM's hosts/)
    expect((await failure(download(`${base()}/redirect-loop`, 'image', rule()))).message).toMatch(/too many redirects/)
  })

  it('refuses a host outside the rule without connecting', async () => {
    const error = await failure(download(`${base()}/photo.jpg`, 'image', { apiHost: 'website.sweepbright.com', hosts: ['*.sweepbright.com'] }))
    expect(error.retry).toBe(false)
    expect(hits).toEqual([])
  })

  it('refuses an allowed name that resolves to a private address, without reaching it', async () => {
    const error = await failure(download(`http://localhost:${port}/photo.jpg`, 'image', { apiHost: 'example.test', hosts: ['localhost'] }))
    expect(error.retry).toBe(false)
    expect(error.message).toMatch(/private address/)
    expect(hits).toEqual([])
  })

  it('refuses a private address written as such, unless it is the configured API itself', async () => {
    const error = await failure(download(`${base()}/photo.jpg`, 'image', { apiHost: 'example.test', hosts: ['127.0.0.1'] }))
    expect(error).toMatchObject({ retry: false })
    expect(error.message).toMatch(/private address/)
    const ipv6 = await failure(download(`http://[::1]:${port}/photo.jpg`, 'image', { apiHost: 'example.test', hosts: ['[::1]'] }))
    expect(ipv6.message).toMatch(/private address/)
    expect(hits).toEqual([])
  })

  it('reaches the configured API by its name, even on a private address', async () => {
    expect(await download(`http://localhost:${port}/photo.jpg`, 'image', { apiHost: 'localhost', hosts: [] })).toMatchObject({ mimetype: 'image/jpeg' })
  })

  it('refuses links that are not http(s), carry credentials, or are not links', async () => {
    for (const link of ['javascript:alert(1)', 'file:///etc/passwd', 'data:image/jpeg;base64,/9j/4AAQ', 'ftp://127.0.0.1/photo.jpg', `http://user:secret@127.0.0.1:${port}/photo.jpg`, 'not a link', '']) {
      const error = await failure(download(link, 'image', rule()))
      expect(error.retry, link).toBe(false)
    }
    expect(hits).toEqual([])
  })
})
