import { type Page, expect, test } from '@playwright/test'

/** Security headers on pages, the admin and static files, and the site working under its Content Security Policy. */

const csp = (headers: Record<string, string>) => headers['content-security-policy'] ?? ''

const expectCommon = (headers: Record<string, string>, what: string) => {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], what).toContain('camera=()')
  expect(csp(headers), what).toContain("object-src 'none'")
  expect(csp(headers), what).toContain("base-uri 'self'")
  expect(csp(headers), what).toContain("form-action 'self'")
  // The test server is plain http: no HSTS (it is sent when SITE_URL is https).
  expect(headers['strict-transport-security'], what).toBeUndefined()
}

test('public pages may not be framed and carry no client-hint headers', async ({ request }) => {
  for (const url of ['/nl/', '/fr/a-vendre/', '/en/no-such-page/']) {
    const headers = (await request.get(url)).headers()
    expectCommon(headers, url)
    expect(headers['x-frame-options'], url).toBe('DENY')
    expect(csp(headers), url).toContain("frame-ancestors 'none'")
    expect(csp(headers), url).not.toContain('unsafe-eval')
    for (const hint of ['accept-ch', 'critical-ch']) expect(headers[hint], `${url} ${hint}`).toBeUndefined()
    expect(headers.vary ?? '', url).not.toMatch(/Sec-CH/i)
  }
})

test('the admin keeps its client hints and may be framed by the site only', async ({ request }) => {
  for (const url of ['/admin/login', '/admin']) {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers()
    expectCommon(headers, url)
    expect(headers['x-frame-options'], url).toBe('SAMEORIGIN')
    expect(csp(headers), url).toContain("frame-ancestors 'self'")
    expect(headers['accept-ch'], url).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(headers['critical-ch'], url).toBe('Sec-CH-Prefers-Color-Scheme')
  }
  const preview = (await request.get('/nl/preview/1/')).headers()
  expect(preview['x-frame-options']).toBe('SAMEORIGIN')
  expect(csp(preview)).toContain("frame-ancestors 'self'")
})

test('static files carry the same protections', async ({ request }) => {
  const html = await (await request.get('/nl/')).text()
  const chunk = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1]
  expect(chunk).toBeDefined()
  for (const url of ['/icon.svg', chunk!]) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    expectCommon(response.headers(), url)
    expect(response.headers()['x-frame-options'], url).toBe('DENY')
  }
})

/** Collects Content Security Policy violations the page reports, frames included. */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

test('the home page and the consent dialog work under the policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/en/')
  const dialog = page.getByRole('dialog', { name: 'Your privacy, your choice' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('dialog', { name: 'Choose which cookies you allow' }).getByRole('button', { name: 'Accept all' }).click()
  await page.goto('/en/office/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test('the admin login page, and the preview the admin frames, work under their policies', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@example.com')
  await page.getByLabel(/password/i).fill('admin-demo')
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin\/?$/)
  const pages = (await (await page.request.get('/api/pages?where[slug][equals]=over-ons&locale=nl&depth=0')).json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/pages/${pages.docs[0].id}`)
  // The live preview frames the page's preview path inside the admin, as Payload's preview pane does.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.src = src
    frame.title = 'live preview'
    document.body.append(frame)
  }, `/nl/preview/${pages.docs[0].id}/`)
  await expect(page.frameLocator('iframe[title="live preview"]').getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(violations).toEqual([])
})

test('a public page refuses to be framed, even by the admin', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.evaluate(() => {
    const frame = document.createElement('iframe')
    frame.src = '/nl/'
    document.body.append(frame)
  })
  await expect.poll(() => violations.some((v) => v.includes('frame-ancestors'))).toBe(true)
})

test('the health check answers monitors with a short JSON, never cached', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/no-store/)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' })
})
