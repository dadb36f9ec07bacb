'use client'

import { useTranslation } from '@payloadcms/ui'

import type { Translate } from '@/i18n/dictionary'
import { adminIntlLocale, adminTranslator } from '@/i18n/admin/texts'

/** The admin's own texts in the interface language the staff member reads Payload in. */
export const useAdminText = (): { t: Translate; language: string; intl: string } => {
  const { i18n } = useTranslation()
  return { t: adminTranslator(i18n.language), language: i18n.language, intl: adminIntlLocale(i18n.language) }
}
