import { expect, test } from '@playwright/test'

import { htmlProblems } from '../helpers/nu'
import { PAGE_TYPES, expectedStatus } from '../helpers/pageTypes'

/**
 * Every page type in nl, fr and en, as the server sends it (what a crawler or a visitor without
 * JavaScript gets), is valid HTML: no error and no warning.
 */
test('every page type is valid HTML by the Nu checker, in three languages', async ({ request }) => {
  test.setTimeout(120_000)
  const documents = []
  for (const url of Object.values(PAGE_TYPES).flat()) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(expectedStatus(url))
    documents.push({ url, html: await response.text() })
  }
  expect(htmlProblems(documents)).toEqual([])
})
