import fs from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from '@playwright/test'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'

/** WCAG 2.2 level A and AA, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type WithAxe = { axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } }

/** Pages that load axe with every document they open (see axeViolations). */
const loading = new WeakSet<Page>()

/**
 * What axe finds against WCAG 2.2 AA on the page as it stands (within `include`'s selectors when given),
 * one line per rule broken: `label rule: help → elements`.
 *
 * Axe's source (650 KB) is sent to the page once: from the first check on, the page loads it with every
 * document it opens, and a check only runs it. Sending it for each check, twice as the Playwright wrapper
 * did, was some 300 ms of each check's 800 on this machine. Every frame gets axe too, and the check
 * reaches into those of the page's own origin (axe's default), as the wrapper's did: axe in the page
 * itself, not a blank page merging the frames' results, since these pages hold no frame of another
 * site's to merge. Every rule runs on every element; only the violations are written out element by
 * element (a selector for each element that passed took about a fifth of the time).
 */
export const axeViolations = async (page: Page, label: string, include?: string[]): Promise<string[]> => {
  if (!loading.has(page)) {
    loading.add(page)
    await page.addInitScript(AXE_SOURCE)
  }
  for (const frame of page.frames()) {
    // A frame gone meanwhile is no longer the page's: it is skipped.
    const ready = await frame.evaluate(() => typeof (window as WithAxe).axe?.run === 'function').catch(() => true)
    if (!ready) await frame.evaluate(AXE_SOURCE)
  }
  const result = await page.evaluate(
    ({ tags, include }) => (window as WithAxe).axe!.run(include ? { include: include.map((selector) => [selector]) } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { tags: WCAG_TAGS, include },
  )
  return result.violations.map((v) => `${label} ${v.id}: ${v.help} → ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
