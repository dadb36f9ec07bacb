import { type Browser, type BrowserContext, type Page, devices } from '@playwright/test'

import { freshClient } from './api'

const open: BrowserContext[] = []

/**
 * A person of their own (own address, so their own rate-limit budget, and own cookies), who already
 * made their cookie choice unless told otherwise, on a phone when asked. Close them after each test
 * with `test.afterEach(closePeople)`: a page left open goes on running (slideshows, beacons) and slows
 * every later test.
 */
export const person = async (
  browser: Browser,
  options: { phone?: boolean; device?: keyof typeof devices; consent?: 'set' | 'refused'; javaScriptEnabled?: boolean } = {},
): Promise<Page> => {
  const context = await browser.newContext({
    ...(options.device ? devices[options.device] : {}),
    extraHTTPHeaders: freshClient(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  })
  open.push(context)
  await context.addInitScript((consent) => window.localStorage.setItem('consent', consent), options.consent ?? 'set')
  return context.newPage()
}

export const closePeople = async () => {
  await Promise.all(open.splice(0).map((context) => context.close()))
}
