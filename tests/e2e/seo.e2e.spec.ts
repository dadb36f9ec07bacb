import { expect, test } from '@playwright/test'

/** The <url> element of a sitemap whose <loc> ends with `path`. */
const urlElement = (xml: string, path: string): string | undefined =>
  xml.split('<url>').find((block) => new RegExp(`<loc>https?://[^<]+${path.replace(/[/.]/g, '\\$&')}</loc>`).test(block))

test('/sitemap.xml lists the pages and properties with their language alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('xml')
  const xml = await res.text()
  expect(xml).toContain('<urlset')

  const forSale = urlElement(xml, '/nl/te-koop/')
  expect(forSale, 'the Dutch for-sale page').toBeDefined()
  expect(forSale).toMatch(/<xhtml:link rel="alternate" hreflang="fr" href="https?:\/\/[^"]+\/fr\/a-vendre\/"/)
  expect(forSale).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="https?:\/\/[^"]+\/en\/for-sale\/"/)
  expect(forSale).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/nl\/te-koop\/"/)
  expect(forSale).toContain('<lastmod>')

  // A property at its canonical URL, with its French and English versions.
  const property = /<loc>(https?:\/\/[^<]+\/nl\/te-(?:koop|huur)\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+)\/)<\/loc>/.exec(xml)
  expect(property, 'a property URL').not.toBeNull()
  const block = urlElement(xml, new URL(property![1]).pathname) ?? ''
  expect(block).toMatch(new RegExp(`hreflang="fr" href="[^"]+/fr/a-(?:vendre|louer)/[a-z0-9-]+/[a-z0-9-]+/${property![2]}/"`))
  expect(block).toMatch(new RegExp(`hreflang="en" href="[^"]+/en/for-(?:sale|rent)/[a-z0-9-]+/[a-z0-9-]+/${property![2]}/"`))

  // Pages kept out of search results are not listed; German is not enabled in the demo.
  for (const hidden of ['/nl/bedankt/', '/nl/login/', '/nl/eigenaar/', '/de/']) expect(xml).not.toContain(`${hidden}</loc>`)
})

test('the split sitemap files answer too', async ({ request }) => {
  const pages = await request.get('/sitemap/0.xml')
  expect(pages.status()).toBe(200)
  expect(await pages.text()).toMatch(/<loc>https?:\/\/[^<]+\/fr\/a-vendre\/<\/loc>/)
  const properties = await request.get('/sitemap/1.xml')
  expect(properties.status()).toBe(200)
  expect(await properties.text()).toMatch(/<loc>https?:\/\/[^<]+\/en\/for-(?:sale|rent)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/<\/loc>/)
  expect((await request.get('/sitemap/99.xml')).status()).toBe(404)
})

test('/robots.txt points to the sitemap and keeps crawlers out of the admin and the owner portal', async ({ request }) => {
  const res = await request.get('/robots.txt')
  expect(res.status()).toBe(200)
  const text = await res.text()
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m)
  expect(text).toMatch(/^Disallow: \/admin$/m)
  expect(text).toMatch(/^Disallow: \/api\/$/m)
  for (const owner of ['/nl/eigenaar/', '/fr/proprietaire/', '/en/owner/']) expect(text).toContain(`Disallow: ${owner}\n`)
  expect(text).toMatch(/^Allow: \/$/m)
})
