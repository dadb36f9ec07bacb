import type { Page } from '@playwright/test'

import { dictionary } from '../../seed/data/dictionary'

/** Signs `page` in through the owner login form, in `lang`. */
export const logIn = async (page: Page, lang: 'nl' | 'fr' | 'en', email: string, password: string) => {
  const text = (key: string) => dictionary[key][lang]
  await page.goto(`/${lang}/login/`)
  await page.getByLabel(text('EMAIL'), { exact: true }).first().fill(email)
  await page.getByLabel(text('PASSWORD'), { exact: true }).fill(password)
  await page.getByRole('button', { name: text('LOGIN'), exact: true }).click()
}
