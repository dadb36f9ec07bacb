import type { Locale } from '@/i18n/locales'
import type { PageRoute } from '@/lib/routing/pageRoute'
import { pagePath } from '@/lib/routing/paths'
import { relationId } from '@/lib/payload/populated'

/** A menu entry as stored (the `menus` collection in one language). */
export type StoredMenuItem = {
  title?: string | null
  status?: string | null
  page?: number | { id: number } | null
  path?: string | null
  children?: StoredMenuItem[] | null
}

export type MenuLink = { title: string; href: string; children: MenuLink[]; pageKey: string | null }

const pageOf = (item: StoredMenuItem, pages: readonly PageRoute[]) => {
  const id = relationId(item.page)
  return id === null ? undefined : pages.find((p) => p.id === id)
}

/** An entry's target: its page's path; or its own path, a relative one nested under the parent's. */
const hrefOf = (item: StoredMenuItem, page: PageRoute | undefined, locale: Locale, pages: readonly PageRoute[], parentHref: string | null) => {
  if (page) return pagePath(page, locale, pages)
  const path = item.path?.trim()
  if (!path) return null
  if (/^(https?:|mailto:|tel:|\/)/i.test(path)) return path
  return parentHref ? `${parentHref.replace(/\/?$/, '/')}${path.replace(/^\/+/, '')}` : `/${locale}/${path}`
}

/**
 * The visible menu (SPEC.md section 2): Published entries only, the home entry only when the
 * home-menu option is on, entries whose page is unpublished or missing dropped, children nested
 * under their parent's path.
 */
export const buildMenu = (
  items: readonly StoredMenuItem[] | null | undefined,
  options: { pages: readonly PageRoute[]; locale: Locale; showHome: boolean },
  parentHref: string | null = null,
): MenuLink[] => {
  const out: MenuLink[] = []
  for (const item of items ?? []) {
    if (item.status !== 'published' || !item.title) continue
    const page = pageOf(item, options.pages)
    if (item.page && !page) continue
    if (page?.key === 'home' && !options.showHome) continue
    const href = hrefOf(item, page, options.locale, options.pages, parentHref)
    if (!href) continue
    out.push({ title: item.title, href, pageKey: page?.key ?? null, children: buildMenu(item.children, options, href) })
  }
  return out
}
