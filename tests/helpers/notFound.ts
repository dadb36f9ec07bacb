import { expect, type Page } from '@playwright/test'

/** On the French 404 page: the heading, a link home, and a search form that leads to the results. */
export const expectFrenchNotFoundPageWorks = async (page: Page) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
  await expect(page.getByRole('link', { name: /accueil/i }).first()).toBeVisible()
  const search = page.getByRole('search').last()
  await search.getByRole('searchbox').fill('Gent')
  await search.getByRole('button').click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?search=Gent$/)
}
