import { expect, test } from '@playwright/test'

import { asAdmin } from '../helpers/api'
import { expectFrenchNotFoundPageWorks } from '../helpers/notFound'

/** The not-found page is complete HTML from the server, in the path's language, for crawlers and visitors without JavaScript. */

const CASES = [
  { url: '/nl/bestaat-niet/', lang: 'nl', title: 'Pagina niet gevonden', home: '/nl/', search: '/nl/te-koop/' },
  { url: '/fr/nexiste-pas/', lang: 'fr', title: 'Page introuvable', home: '/fr/', search: '/fr/a-vendre/' },
  { url: '/en/no-such-page/deeper/', lang: 'en', title: 'Page not found', home: '/en/', search: '/en/for-sale/' },
  { url: '/xx/', lang: 'nl', title: 'Pagina niet gevonden', home: '/nl/', search: '/nl/te-koop/' },
]

test('the raw HTML of a 404 carries the language, the title, the message, the link home and the search form', async ({ request }) => {
  for (const expected of CASES) {
    const response = await request.get(expected.url)
    expect(response.status(), expected.url).toBe(404)
    const html = await response.text()
    expect(html, expected.url).not.toContain('__next_error__')
    expect(html, expected.url).toContain(`<html lang="${expected.lang}"`)
    expect(html, expected.url).toMatch(new RegExp(`<head>.*<title>${expected.title} \\| [^<]+</title>.*</head>`, 's'))
    expect(html, expected.url).toMatch(new RegExp(`<h1[^>]*>${expected.title}</h1>`))
    expect(html, expected.url).toContain(`href="${expected.home}"`)
    const form = /<form[^>]*>/.exec(html)?.[0] ?? ''
    expect(form, expected.url).toContain(`action="${expected.search}"`)
    expect(form, expected.url).toContain('role="search"')
    expect(html, expected.url).toContain('name="search"')
  }
})

test('paths whose percent-encoding does not decode answer 404 with the page, or 400 under the API, never 500', async ({ request }) => {
  for (const url of ['/nl/%ff/', '/nl/%c0%af/', '/nl/%zz/', '/nl/te-koop/%ff%fe/', '/fr/%e2%82/', '/%ff/', '/nl/%ff']) {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(404)
    const html = await response.text()
    expect(html, url).toContain('role="search"')
    expect(html, url).toMatch(/<title>[^<]+<\/title>/)
  }
  expect(await (await request.get('/fr/%ff/')).text()).toContain('<html lang="fr"')
  for (const url of ['/api/%ff', '/api/pages/%ff', '/admin/%c0%af', '/_next/static/%zz']) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(400)
  }
})

test('a post or any other write to a page answers 405, never 500; the forms post under /api/', async ({ request }) => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
  const bodies = [
    { headers: multipart, data: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.be\r\n--x--\r\n' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: 'email=a%40example.be' },
    { headers: { 'content-type': 'text/plain', 'next-action': 'abc' }, data: '[]' },
  ]
  for (const path of ['/nl/', '/nl/contact/', '/fr/a-vendre/', '/en/office', '/nl/bestaat-niet/']) {
    for (const [i, body] of bodies.entries()) {
      const response = await request.post(path, { ...body, maxRedirects: 0 })
      expect(response.status(), `${path} #${i}`).toBe(405)
      expect(response.headers().allow).toBe('GET, HEAD')
    }
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) expect((await request.fetch(path, { method, maxRedirects: 0 })).status(), `${method} ${path}`).toBe(405)
  }
  expect((await request.get('/nl/contact/')).status()).toBe(200)
})

test('without JavaScript the 404 page shows its message, link home and working search form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const response = await page.goto('/fr/nexiste-pas/')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/^Page introuvable \| /)
  await expectFrenchNotFoundPageWorks(page)
  await context.close()
})

test('right after staff save the site settings, a missing path still gets the whole 404 page', async ({ request }) => {
  const auth = await asAdmin(request)
  const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers: auth })).json()) as { agency?: { phone?: string } }
  const saved = await request.post('/api/globals/site-settings', { headers: auth, data: { agency: { ...settings.agency } } })
  expect(saved.status()).toBe(200)
  const response = await request.get('/nl/na-het-bewaren/')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(html).not.toContain('__next_error__')
  expect(html).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/)
})
