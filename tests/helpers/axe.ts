import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 level A and AA, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * What axe finds against WCAG 2.2 AA on the page as it stands, one line per rule broken:
 * `label rule: help → elements`. Axe runs inside the page (its legacy mode): the default mode opens a
 * blank page after every check to merge the frames' results, which doubled the time of each check,
 * and these pages hold no frame of another site's whose results it would merge. Every rule runs on every
 * element as before, but only the violations are written out element by element (`resultTypes`: a
 * selector for each element that passed took about a fifth of the time). Options first: setting
 * them replaces the whole set, the tags included.
 */
export const axeViolations = async (page: Page, label: string): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()
  return result.violations.map((v) => `${label} ${v.id}: ${v.help} → ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
