import { describe, expect, it } from 'vitest'

import type { PageRoute } from '@/lib/routing/pageRoute'
import { buildMenu } from '@/lib/menu'

const pages: PageRoute[] = [
  { id: 1, key: 'home', parent: null, slug: { nl: 'home', fr: 'accueil' }, title: {} },
  { id: 2, key: 'office', parent: null, slug: { nl: 'over-ons', fr: 'agence' }, title: {} },
  { id: 3, key: null, parent: 2, slug: { nl: 'team', fr: 'equipe' }, title: {} },
]

describe('buildMenu', () => {
  const items = [
    { title: 'Home', status: 'published', page: 1 },
    {
      title: 'Over ons',
      status: 'published',
      page: 2,
      children: [
        { title: 'Team', status: 'published', page: 3 },
        { title: 'Vacatures', status: 'published', path: 'vacatures' },
        { title: 'Verborgen', status: 'draft', path: 'geheim' },
      ],
    },
    { title: 'Ontwerp', status: 'draft', page: 2 },
    { title: 'Weg', status: 'published', page: 99 },
    { title: 'Extern', status: 'published', path: 'https://www.biv.be/' },
  ]

  it('keeps published entries, nests children under the parent path, drops missing pages', () => {
    expect(buildMenu(items, { pages, locale: 'nl', showHome: true })).toEqual([
      { title: 'Home', href: '/nl/', pageKey: 'home', children: [] },
      {
        title: 'Over ons',
        href: '/nl/over-ons/',
        pageKey: 'office',
        children: [
          { title: 'Team', href: '/nl/over-ons/team/', pageKey: null, children: [] },
          { title: 'Vacatures', href: '/nl/over-ons/vacatures', pageKey: null, children: [] },
        ],
      },
      { title: 'Extern', href: 'https://www.biv.be/', pageKey: null, children: [] },
    ])
  })

  it('shows the home entry only with the home-menu option', () => {
    expect(buildMenu(items, { pages, locale: 'fr', showHome: false }).map((i) => i.href)).toEqual(['/fr/agence/', 'https://www.biv.be/'])
  })
})
