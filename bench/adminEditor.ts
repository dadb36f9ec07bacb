/**
 * `npm run bench -- --admin-only`: an editor creating a listing from scratch in the admin, in a real browser on
 * the production build (built into .next-test when it is not there) and the demo's data: the Dutch text, the
 * type, price, city and Flanders' mandatory mentions, ten photos dropped at once, a draft saved; the French and
 * English texts, each saved; then published, and its page read in the three languages. Each step is timed
 * from the editor's click to the admin's answer (the machine's time, not the typing a person adds).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'

const PORT = 3960
const SITE = `http://127.0.0.1:${PORT}`
const DIST = '.next-test'

const until = async (probe: () => Promise<boolean>, timeoutMs: number) => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('the site did not start')
}

const steps: [string, number][] = []
const step = async (name: string, run: () => Promise<unknown>) => {
  const started = performance.now()
  await run()
  steps.push([name, performance.now() - started])
}

/** A react-select field's option, chosen as a person does: open it, type, pick. */
const choose = async (page: Page, field: string, option: string) => {
  await page.locator(`#field-${field}`).getByRole('combobox').click()
  await page.keyboard.type(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}
const tab = (page: Page, name: string) => page.locator('.tabs-field__tab-button', { hasText: name }).click()
/** Clicks `button` and waits for the admin's save of the listing to be answered (and fails if it is refused). */
const save = async (page: Page, button: string) => {
  const answer = page.waitForResponse((res) => /\/api\/properties(\/\d+)?(\?|$)/.test(new URL(res.url()).pathname + '?') && ['POST', 'PATCH'].includes(res.request().method()))
  await page.getByRole('button', { name: button }).click()
  const response = await answer
  if (response.status() >= 300) throw new Error(`the save answered ${response.status()}: ${await response.text()}`)
}

if (!fs.existsSync(path.join(DIST, 'BUILD_ID'))) {
  console.log('building the site (about two minutes)…')
  const built = spawnSync('npx', ['next', 'build', '--webpack'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_DIST_DIR: DIST, PAYLOAD_SECRET: 'build-only' } })
  if (built.status !== 0) throw new Error('next build failed')
}
const server = spawn('node', ['scripts/e2e-server.mjs', String(PORT)], { stdio: 'ignore', detached: true, env: { ...process.env, NEXT_DIST_DIR: DIST } })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
})
try {
  await until(async () => (await fetch(`${SITE}/admin/login`)).ok, 300_000)
  const photos = await Promise.all(
    Array.from({ length: 10 }, async (_, i) => ({
      name: `gent-woning-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 30 + 20 * i, g: 110, b: 220 - 18 * i } } }).jpeg({ quality: 85 }).toBuffer(),
    })),
  )
  const page = await (await browser.newContext({ locale: 'nl-BE', viewport: { width: 1440, height: 900 } })).newPage()
  const total = performance.now()
  await step('sign in', async () => {
    await page.goto(`${SITE}/admin/login`)
    await page.locator('#field-email').fill('editor@example.com')
    await page.locator('#field-password').fill('editor-demo')
    await page.locator('button[type=submit]').click()
    await page.waitForURL(/\/admin\/?$/)
  })
  await step('new listing form open', async () => {
    await page.goto(`${SITE}/admin/collections/properties/create?locale=nl`)
    await page.locator('#field-name').waitFor()
  })
  await step('Dutch text, type, price', async () => {
    await page.locator('#field-name').fill('Gezinswoning met tuin in Gent')
    await choose(page, 'type', 'Huis')
    await page.locator('#field-price').fill('465000')
    await page.locator('#field-description').fill('Ruime gezinswoning met drie slaapkamers, een zonnige tuin en een garage, op wandelafstand van het centrum.')
  })
  await step('city and address', async () => {
    await tab(page, 'Ligging')
    await choose(page, 'city', 'Gent')
    await page.locator('#field-street').fill('Kortrijksesteenweg')
    await page.locator('#field-houseNumber').fill('112')
  })
  await step("Flanders' mandatory mentions", async () => {
    await tab(page, 'Energie')
    await page.locator('#field-energy__energyPerformance').fill('187')
    await page.locator('#field-energy__uniqueCode').fill('20261128-0001234-00000001')
    await choose(page, 'flood__pScore', 'A')
    await choose(page, 'flood__gScore', 'A')
    await choose(page, 'planning__zoning', 'Woongebied (Wg)')
    await page.getByText('Klaar om te publiceren').waitFor()
  })
  await step('ten photos dropped at once and uploaded', async () => {
    await tab(page, 'Media')
    await page.getByRole('button', { name: 'Nieuw aanmaken' }).first().click()
    await page.locator('input[type=file]').first().setInputFiles(photos)
    await page.locator('#field-alt').first().fill('Voorgevel met tuin')
    await page.getByRole('button', { name: 'Bewaar', exact: true }).last().click()
    await page.locator('#field-photos .upload--has-many__dragItem').nth(9).waitFor({ timeout: 120_000 })
  })
  await step('draft saved', async () => {
    await save(page, 'Bewaar concept')
    await page.waitForURL(/properties\/\d+/)
  })
  const id = page.url().match(/properties\/(\d+)/)![1]
  for (const [locale, name, description] of [
    ['fr', 'Maison familiale avec jardin à Gand', 'Spacieuse maison familiale de trois chambres, avec jardin ensoleillé et garage, à deux pas du centre.'],
    ['en', 'Family house with garden in Ghent', 'Spacious three-bedroom family house with a sunny garden and a garage, within walking distance of the centre.'],
  ] as const) {
    await step(`${locale === 'fr' ? 'French' : 'English'} text written and saved`, async () => {
      await page.goto(`${SITE}/admin/collections/properties/${id}?locale=${locale}`)
      await page.locator('#field-name').fill(name)
      await page.locator('#field-description').fill(description)
      await save(page, 'Bewaar concept')
    })
  }
  await step('published', async () => {
    await save(page, 'Publiceer wijzigingen')
  })
  const elapsed = performance.now() - total
  const read = await (await fetch(`${SITE}/api/properties/${id}?locale=all&depth=0`)).json() as { slug: Record<string, string>; photos: number[]; _status: string }
  const online = await Promise.all(['nl', 'fr', 'en'].map(async (locale) => (await fetch(`${SITE}/api/properties/${id}?locale=${locale}&depth=0`)).ok))
  for (const [name, ms] of steps) console.log(`${name.padEnd(40)} ${(ms / 1000).toFixed(1)} s`)
  console.log(`from sign-in to published, in three languages with ten photos: ${(elapsed / 1000).toFixed(1)} s (status ${read._status}, ${read.photos.length} photos, slugs ${Object.values(read.slug).join(', ')}, readable in nl/fr/en: ${online.join('/')})`)
} finally {
  await browser.close()
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
}
process.exit(0)
