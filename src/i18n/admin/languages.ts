/** The admin's interface languages: the staff member's choice in their account, else the browser's, else Dutch. */
export const adminLanguages = ['nl', 'fr', 'en'] as const
export type AdminLanguage = (typeof adminLanguages)[number]
export const defaultAdminLanguage: AdminLanguage = 'nl'

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  typeof value === 'string' && (adminLanguages as readonly string[]).includes(value)
