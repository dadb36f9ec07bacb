import { type Browser, expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { PAGE_TYPES, QUALITY_LOCALES, expectedStatus } from '../helpers/pageTypes'

const WIDTHS = { phone: { width: 375, height: 740 }, desktop: { width: 1280, height: 800 } } as const

/** The consent dialog's names per language (its title in the first view and in the settings view). */
const DIALOG = {
  nl: { banner: 'Uw privacy, uw keuze', settings: 'Kies welke cookies u toestaat', open: 'Instellingen' },
  fr: { banner: 'Votre vie privée, votre choix', settings: 'Choisissez les cookies que vous acceptez', open: 'Paramètres' },
  en: { banner: 'Your privacy, your choice', settings: 'Choose which cookies you allow', open: 'Settings' },
} as const

/** A fresh visitor (axe needs pages of a context of its own), optionally one who has already chosen. */
const newPage = async (browser: Browser, viewport: { width: number; height: number }, chosen: boolean) => {
  const context = await browser.newContext({ viewport })
  if (chosen) await context.addInitScript(() => window.localStorage.setItem('consent', 'set'))
  return { context, page: await context.newPage() }
}

const SIZES = Object.entries(WIDTHS)

for (const locale of QUALITY_LOCALES) {
  // Each size in a visitor of its own, side by side: one checks while the other loads.
  test(`the consent dialog, first view and settings, has no WCAG 2.2 AA violation (${locale}, phone and desktop)`, async ({ browser }) => {
    const found = await Promise.all(
      SIZES.map(async ([size, viewport]) => {
        const { context, page } = await newPage(browser, viewport, false)
        await page.goto(`/${locale}/`)
        const banner = page.getByRole('dialog', { name: DIALOG[locale].banner })
        await expect(banner).toBeVisible()
        const inSize = await axeViolations(page, `${locale}/ ${size} dialog`)
        await banner.getByRole('button', { name: DIALOG[locale].open }).click()
        await expect(page.getByRole('dialog', { name: DIALOG[locale].settings })).toBeVisible()
        inSize.push(...(await axeViolations(page, `${locale}/ ${size} settings`)))
        await context.close()
        return inSize
      }),
    )
    expect(found.flat()).toEqual([])
  })

  test(`every page type has no WCAG 2.2 AA violation once cookies are chosen (${locale}, phone and desktop)`, async ({ browser }) => {
    test.setTimeout(180_000)
    const found = await Promise.all(
      SIZES.map(async ([size, viewport]) => {
        const { context, page } = await newPage(browser, viewport, true)
        const inSize: string[] = []
        for (const url of PAGE_TYPES[locale]) {
          const response = await page.goto(url)
          expect(response?.status(), url).toBe(expectedStatus(url))
          await expect(page.getByRole('button', { name: /cookie/i }).last()).toBeAttached()
          inSize.push(...(await axeViolations(page, `${url} ${size}`)))
        }
        await context.close()
        return inSize
      }),
    )
    expect(found.flat()).toEqual([])
  })
}
