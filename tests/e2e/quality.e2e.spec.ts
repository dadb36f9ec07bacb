import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Page, expect, test } from '@playwright/test'

import { COMPILE_HINT } from '../../src/lib/build/compileHints'
import { shortClassName } from '../../src/lib/build/cssClassNames'

/** What a visitor sees of the page around its content: consent dialog weight and paint, the home listings, the floating button, the header's logo. */

const PHONE = { width: 375, height: 740 }

const chosen = (page: Page) => page.addInitScript(() => window.localStorage.setItem('consent', 'set'))

test('in the settings view the three choices carry the same weight, also under the pointer that opened it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en/')
  // The pointer clicks "Settings" and stays where it was, over the button that takes its place.
  await page.getByRole('dialog', { name: 'Your privacy, your choice' }).getByRole('button', { name: 'Settings' }).click()
  const settings = page.getByRole('dialog', { name: 'Choose which cookies you allow' })
  await expect(settings).toBeVisible()
  const looks = await settings.getByRole('button', { name: /^(Accept selection|Decline|Accept all)$/ }).evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button)
      const box = button.getBoundingClientRect()
      return {
        background: style.backgroundColor,
        color: style.color,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        fontWeight: style.fontWeight,
        fontSize: style.fontSize,
        size: `${Math.round(box.width)}x${Math.round(box.height)}`,
      }
    }),
  )
  expect(looks).toHaveLength(3)
  expect(looks[1], 'Decline looks like Accept selection').toEqual(looks[0])
  expect(looks[2], 'Accept all looks like Accept selection').toEqual(looks[0])
})

/** Records every largest-contentful-paint candidate: its tag, text and whether it sits in the consent dialog. */
const recordLargestPaint = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { lcp: { tag: string; inDialog: boolean; text: string }[] }
    w.lcp = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        const element = entry.element
        w.lcp.push({ tag: element?.tagName ?? '', inDialog: Boolean(element?.closest('[role="dialog"]')), text: (element?.textContent ?? '').slice(0, 60) })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })

test('on a phone the page content, not the consent text, is the largest paint (home, results, office)', async ({ browser }) => {
  for (const url of ['/nl/', '/nl/te-koop/', '/nl/over-ons/']) {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    await recordLargestPaint(page)
    await page.goto(url)
    await expect(page.getByRole('dialog', { name: 'Uw privacy, uw keuze' })).toBeVisible()
    await page.waitForLoadState('load')
    // Every image in view has loaded, and two frames have been painted since: the largest paint is final.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect()
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
        })
        .every((image) => image.complete),
    )
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const entries = await page.evaluate(() => (window as unknown as { lcp: { tag: string; inDialog: boolean; text: string }[] }).lcp)
    const last = entries.at(-1)
    expect(last, url).toBeDefined()
    expect(last?.inDialog, `${url} largest paint: ${JSON.stringify(last)}`).toBe(false)
    await context.close()
  }
})

test('the home page lists new properties still on offer, never sold or rented ones', async ({ page, request }) => {
  await chosen(page)
  await page.goto('/en/')
  const module = page.locator('[data-module="property-list"]').first()
  const cards = module.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const links = await cards.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    const id = link.split('/').filter(Boolean).at(-1)
    const response = await request.get(`/api/properties/${id}?depth=0`)
    expect(response.ok(), link).toBe(true)
    const { marquee } = (await response.json()) as { marquee: string }
    expect(['sold', 'rented'], `${link} is ${marquee}`).not.toContain(marquee)
  }
  await expect(module).not.toContainText(/\b(Sold|Rented)\b/)
})

test('at 375 px, scrolled to the bottom, the cookie-settings button covers no text', async ({ page }) => {
  await chosen(page)
  await page.setViewportSize(PHONE)
  for (const url of ['/nl/', '/fr/agence/', '/en/contact/']) {
    await page.goto(url)
    const reopen = page.getByRole('button', { name: /cookie/i }).last()
    await expect(reopen).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)
    const covered = await reopen.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hits: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || button.contains(node) || node.parentElement?.closest('[hidden], script, style')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          const overlaps = rect.width > 0 && rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom
          if (overlaps) hits.push(node.textContent.trim().slice(0, 40))
        }
      }
      return hits
    })
    expect(covered, url).toEqual([])
  }
})

test('a page fetches the logo it shows, never the one for a dark banner it does not show', async ({ page }) => {
  await chosen(page)
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname)
  })
  const logo = page.getByRole('link', { name: 'Immo Horizon' }).locator('img').first()
  const drawn = () => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
  await page.goto('/nl/contact/', { waitUntil: 'networkidle' })
  await expect(logo).toBeVisible()
  expect(await drawn()).toBe(true)
  // The demo's home hides its logo at the top of the banner, so its light logo shows nowhere.
  await page.goto('/nl/', { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(logo).toBeVisible()
  await expect.poll(drawn).toBe(true)
  expect(fetched).toContain('/api/media/file/logo.png')
  expect(fetched).not.toContain('/api/media/file/logo-light.png')
})

test("the page's scripts carry the class names of client components, never those only the server writes", async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text())
  })
  await page.goto('/fr/a-vendre/', { waitUntil: 'networkidle' })
  const code = (await Promise.all(scripts)).join('\n')
  // The results' count heading is written by the server alone; the search form's box is drawn by its client component.
  const serverOnly = shortClassName('src/components/search/Results.module.css', 'count')
  const client = shortClassName('src/components/search/SearchBox.module.css', 'box')
  await expect(page.locator(`h2.${serverOnly}`)).toBeVisible()
  await expect(page.locator(`.${client}`).first()).toBeVisible()
  expect(code).toContain(`"${client}"`)
  expect(code).not.toContain(serverOnly)
})

test("a public page's scripts are compiled while they download; the admin's own scripts only as they run", async ({ request }) => {
  const scriptsOf = async (path: string) => {
    const html = await (await request.get(path)).text()
    // The polyfills are for browsers without modules (`noModule`): today's never load them.
    return [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter((match) => !/nomodule/i.test(match[2])).map((match) => match[1])
  }
  const startsWithHint = async (src: string) => (await (await request.get(src)).text()).startsWith(COMPILE_HINT)
  const home = await scriptsOf('/nl/')
  expect(home.length).toBeGreaterThan(3)
  for (const src of home) expect(await startsWithHint(src), src).toBe(true)
  // The admin's sign-in page loads scripts of its own as well as React's, which it shares with the public pages.
  const own = (await scriptsOf('/admin/login')).filter((src) => !home.includes(src))
  expect(own.length).toBeGreaterThan(0)
  for (const src of own) expect(await startsWithHint(src), src).toBe(false)
})

/**
 * A slow network in front of the site: each page's HTML comes in two parts, the second a second later, cut
 * halfway between the header's end and the page's main part (inside the home banner's search form), as a
 * phone gets a page whose bytes trickle in or that the server streams. Other files (GET only) pass as they are.
 */
const startSplittingProxy = async (origin: string) => {
  const server = http.createServer((req, res) => {
    void (async () => {
      const answer = await fetch(origin + req.url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual', signal: AbortSignal.timeout(15_000) })
      const type = answer.headers.get('content-type') ?? ''
      const location = answer.headers.get('location')
      const body = Buffer.from(await answer.arrayBuffer())
      res.writeHead(answer.status, { 'content-type': type, ...(location ? { location } : {}) })
      if (!type.startsWith('text/html')) return res.end(body)
      const html = body.toString()
      const cut = Math.round((html.indexOf('</header>') + html.indexOf('<main')) / 2)
      res.write(html.slice(0, cut))
      setTimeout(() => res.end(html.slice(cut)), 1000)
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

test('a page that arrives in parts is first drawn with its header and banner whole, never with a banner that then moves', async ({ browser, baseURL }) => {
  const proxy = await startSplittingProxy(String(baseURL))
  try {
    for (const path of ['/nl/', '/fr/a-vendre/', '/en/office/']) {
      const context = await browser.newContext({ viewport: PHONE })
      try {
        const page = await context.newPage()
        // Whether everything above the page's main part had been read at each of the first frames drawn.
        await page.addInitScript(() => {
          const w = window as unknown as { drawn: boolean[] }
          w.drawn = []
          const frame = () => {
            w.drawn.push(document.getElementById('first-paint') !== null)
            if (w.drawn.length < 3) requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        })
        await page.goto(proxy.url + path, { waitUntil: 'load' })
        const drawn = await page.evaluate(() => (window as unknown as { drawn: boolean[] }).drawn)
        expect(drawn.length, path).toBeGreaterThan(0)
        expect(drawn, `${path}: frames drawn before the banner was read whole`).toEqual(drawn.map(() => true))
      } finally {
        await context.close()
      }
    }
  } finally {
    await proxy.close()
  }
})
