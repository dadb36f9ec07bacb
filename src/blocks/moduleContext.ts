import type { Translate } from '@/i18n/dictionary'
import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'

/**
 * What every module body needs from its page: the language, the dictionary, the page routes, and the
 * level its own headings take (one below the module's heading, or 2 when the module has none, so levels
 * never skip under the page's h1).
 */
export type ModuleContext = { locale: Locale; t: Translate; pages: PageRoute[]; headingLevel: 2 | 3 }
