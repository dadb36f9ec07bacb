import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { copyablePaths, fillsFrom, type SchemaField, schemaPath, valueAt } from '@/lib/translations/copy'
import { isByLanguage, isWritten, localizedValues, translationGaps, translationState, withLocale } from '@/lib/translations/gaps'
import { toByLanguage } from '@/lib/translations/shape'

const LANGUAGES = ['nl', 'fr', 'en'] as const

/** Lexical rich text holding one paragraph with `text` (or no text node at all when null). */
const richText = (text: string | null) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: text === null ? [] : [{ type: 'text', text, version: 1 }], version: 1 }],
    version: 1,
  },
})

/** A listing-like schema: localised fields in an unnamed tab, a row, a named tab, a collapsible, a group, an array and blocks. */
const fields: Field[] = [
  {
    type: 'tabs',
    tabs: [
      {
        label: 'Listing',
        fields: [
          { name: 'name', type: 'text', localized: true },
          {
            type: 'row',
            fields: [
              { name: 'marqueeName', type: 'text', localized: true },
              { name: 'price', type: 'number' },
            ],
          },
        ],
      },
      {
        name: 'seo',
        fields: [
          { name: 'title', type: 'text', localized: true },
          { name: 'noIndex', type: 'checkbox' },
        ],
      },
    ],
  },
  { type: 'collapsible', label: 'More', fields: [{ name: 'teaser', type: 'textarea', localized: true }] },
  {
    name: 'details',
    type: 'group',
    fields: [
      { name: 'note', type: 'text', localized: true },
      { name: 'rooms', type: 'number' },
    ],
  },
  {
    name: 'floorPlans',
    type: 'array',
    fields: [
      { name: 'title', type: 'text', localized: true },
      { name: 'image', type: 'number' },
    ],
  },
  {
    name: 'modules',
    type: 'blocks',
    blocks: [
      { slug: 'text', fields: [{ name: 'text', type: 'textarea', localized: true }] },
      { slug: 'article', fields: [{ name: 'content', type: 'richText', localized: true }] },
    ],
  },
  { name: 'slug', type: 'text', localized: true },
  { name: 'reference', type: 'text' },
]

describe('isByLanguage', () => {
  it('recognises an object whose keys are all languages', () => {
    expect(isByLanguage({ nl: 'Huis', fr: 'Maison' })).toBe(true)
    expect(isByLanguage({ nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' })).toBe(true)
    expect(isByLanguage({ fr: null })).toBe(true)
  })

  it('refuses an empty object, a mix of languages and fields, arrays, text and nothing', () => {
    expect(isByLanguage({})).toBe(false)
    expect(isByLanguage({ nl: 'Huis', title: 'x' })).toBe(false)
    expect(isByLanguage({ root: {} })).toBe(false)
    expect(isByLanguage(['nl', 'fr'])).toBe(false)
    expect(isByLanguage('nl')).toBe(false)
    expect(isByLanguage(null)).toBe(false)
    expect(isByLanguage(undefined)).toBe(false)
  })
})

describe('isWritten', () => {
  it('counts typed text, and not empty or blank text', () => {
    expect(isWritten('Huis')).toBe(true)
    expect(isWritten(' a ')).toBe(true)
    expect(isWritten('')).toBe(false)
    expect(isWritten('   ')).toBe(false)
    expect(isWritten('\n\t ')).toBe(false)
    expect(isWritten(null)).toBe(false)
    expect(isWritten(undefined)).toBe(false)
  })

  it('counts rich text with words in it, and not an empty editor', () => {
    expect(isWritten(richText('Een mooie woning'))).toBe(true)
    expect(isWritten(richText(null))).toBe(false)
    expect(isWritten({ root: { type: 'root', children: [] } })).toBe(false)
  })

  it('does not count rich text whose only text is blank', () => {
    expect(isWritten(richText('   '))).toBe(false)
    expect(isWritten(richText(''))).toBe(false)
  })

  it('counts other values: numbers (0 too), booleans, rows, objects with content', () => {
    expect(isWritten(0)).toBe(true)
    expect(isWritten(false)).toBe(true)
    expect(isWritten([{ id: 'a' }])).toBe(true)
    expect(isWritten({ id: 3 })).toBe(true)
    expect(isWritten([])).toBe(false)
    expect(isWritten({})).toBe(false)
  })
})

describe('localizedValues', () => {
  it('finds localised values in groups, array rows and blocks, with their paths, and skips slug, ids and block names', () => {
    const doc = {
      id: 1,
      name: { nl: 'Huis' },
      slug: { nl: 'huis' },
      price: 250_000,
      details: { note: { fr: 'Note' }, rooms: 3 },
      floorPlans: [
        { id: 'a', title: { nl: 'Gelijkvloers' } },
        { id: 'b', title: { en: 'First floor' } },
      ],
      modules: [{ id: 'm', blockType: 'text', blockName: 'Intro', text: { nl: 'Tekst' } }],
    }
    expect(localizedValues(doc)).toEqual([
      { path: 'name', values: { nl: 'Huis' } },
      { path: 'details.note', values: { fr: 'Note' } },
      { path: 'floorPlans.0.title', values: { nl: 'Gelijkvloers' } },
      { path: 'floorPlans.1.title', values: { en: 'First floor' } },
      { path: 'modules.0.text', values: { nl: 'Tekst' } },
    ])
  })

  it('finds nothing in what is not a document', () => {
    expect(localizedValues(null)).toEqual([])
    expect(localizedValues('Huis')).toEqual([])
    expect(localizedValues(undefined)).toEqual([])
  })
})

describe('translationGaps', () => {
  const complete = {
    id: 1,
    name: { nl: 'Huis', fr: 'Maison', en: 'House' },
    description: { nl: 'Mooi', fr: 'Beau', en: 'Nice' },
    price: 250_000,
  }

  it('finds no gap in a document complete in nl, fr and en', () => {
    expect(translationGaps(complete, LANGUAGES)).toEqual([])
  })

  it('names fr and en when a name is written in Dutch alone', () => {
    expect(translationGaps({ ...complete, name: { nl: 'Huis' } }, LANGUAGES)).toEqual(['fr', 'en'])
    expect(translationGaps({ ...complete, name: { nl: 'Huis', fr: null, en: '' } }, LANGUAGES)).toEqual(['fr', 'en'])
  })

  it('counts a blank text as missing', () => {
    expect(translationGaps({ ...complete, name: { nl: 'Huis', fr: '   ', en: 'House' } }, LANGUAGES)).toEqual(['fr'])
  })

  it('ignores the slug, which fills itself from the name', () => {
    expect(translationGaps({ ...complete, slug: { nl: 'huis' } }, LANGUAGES)).toEqual([])
  })

  it('sees a missing text inside an array row and inside a block', () => {
    const floorPlans = [
      { id: 'a', title: { nl: 'Gelijkvloers', fr: 'Rez', en: 'Ground floor' } },
      { id: 'b', title: { nl: 'Verdieping', fr: 'Étage' } },
    ]
    expect(translationGaps({ ...complete, floorPlans }, LANGUAGES)).toEqual(['en'])
    const modules = [{ id: 'm', blockType: 'text', text: { nl: 'Tekst', en: 'Text' } }]
    expect(translationGaps({ ...complete, modules }, LANGUAGES)).toEqual(['fr'])
  })

  it('reads rich text: words count, an empty editor is missing', () => {
    const modules = [{ id: 'm', blockType: 'article', content: { nl: richText('Tekst'), fr: richText(null), en: richText('Text') } }]
    expect(translationGaps({ ...complete, modules }, LANGUAGES)).toEqual(['fr'])
    const written = [{ id: 'm', blockType: 'article', content: { nl: richText('Tekst'), fr: richText('Texte'), en: richText('Text') } }]
    expect(translationGaps({ ...complete, modules: written }, LANGUAGES)).toEqual([])
  })

  it('finds no gap in a text empty in every language', () => {
    expect(translationGaps({ ...complete, marqueeName: { nl: '', fr: null } }, LANGUAGES)).toEqual([])
  })

  it('takes only the given languages into account, in their order', () => {
    expect(translationGaps({ name: { de: 'Haus' } }, LANGUAGES)).toEqual([])
    expect(translationGaps({ name: { fr: 'Maison' } }, ['en', 'fr', 'nl'])).toEqual(['en', 'nl'])
  })
})

describe('translationState', () => {
  it('stores the missing languages separated by spaces, and whether none is', () => {
    expect(translationState({ name: { nl: 'Huis' } }, LANGUAGES)).toEqual({ missingTranslations: 'fr en', translationsComplete: false })
    expect(translationState({ name: { nl: 'Huis', fr: 'Maison', en: 'House' } }, LANGUAGES)).toEqual({ missingTranslations: '', translationsComplete: true })
  })
})

describe('toByLanguage', () => {
  it('puts each localised value under the locale, in unnamed and named tabs, rows, collapsibles, groups, arrays and blocks', () => {
    const data = {
      name: 'Maison',
      marqueeName: 'Vendu',
      price: 250_000,
      seo: { title: 'Titre', noIndex: false },
      teaser: 'Accroche',
      details: { note: 'Note', rooms: 3 },
      floorPlans: [{ id: 'a', title: 'Rez', image: 7 }],
      modules: [
        { id: 'm1', blockType: 'text', text: 'Texte' },
        { id: 'm2', blockType: 'article', content: richText('Article') },
      ],
      slug: 'maison',
      reference: 'APT-1',
    }
    expect(toByLanguage(fields, data, 'fr')).toEqual({
      name: { fr: 'Maison' },
      marqueeName: { fr: 'Vendu' },
      price: 250_000,
      seo: { title: { fr: 'Titre' }, noIndex: false },
      teaser: { fr: 'Accroche' },
      details: { note: { fr: 'Note' }, rooms: 3 },
      floorPlans: [{ id: 'a', title: { fr: 'Rez' }, image: 7 }],
      modules: [
        { id: 'm1', blockType: 'text', text: { fr: 'Texte' } },
        { id: 'm2', blockType: 'article', content: { fr: richText('Article') } },
      ],
      slug: { fr: 'maison' },
      reference: 'APT-1',
    })
  })

  it('leaves the save’s own data untouched', () => {
    const data = { name: 'Maison', seo: { title: 'Titre' }, details: { note: 'Note' }, floorPlans: [{ id: 'a', title: 'Rez' }], modules: [{ blockType: 'text', text: 'Texte' }] }
    const before = structuredClone(data)
    toByLanguage(fields, data, 'fr')
    expect(data).toEqual(before)
  })

  it('keeps data already by language as it is', () => {
    const data = { name: { nl: 'Huis', fr: 'Maison' }, floorPlans: [{ id: 'a', title: { nl: 'Gelijkvloers', en: 'Ground floor' } }] }
    expect(toByLanguage(fields, data, 'fr')).toEqual(data)
  })

  it('adds nothing the save did not send, and keeps a cleared value as cleared in that locale', () => {
    expect(toByLanguage(fields, { name: null }, 'en')).toEqual({ name: { en: null } })
    expect(toByLanguage(fields, {}, 'en')).toEqual({})
  })

  it('leaves a block of an unknown type, and what is not a document, alone', () => {
    const data = { modules: [{ blockType: 'gone', text: 'Texte' }] }
    expect(toByLanguage(fields, data, 'fr')).toEqual(data)
    expect(toByLanguage(fields, null, 'fr')).toBeNull()
    expect(toByLanguage(fields, undefined, 'fr')).toBeUndefined()
  })
})

describe('withLocale', () => {
  it('sees a brand-new document written in Dutch alone as missing fr and en', () => {
    const shaped = toByLanguage(fields, { name: 'Huis', floorPlans: [{ title: 'Gelijkvloers' }], price: 1 }, 'nl')
    const doc = withLocale(undefined, shaped, 'nl')
    expect(doc).toEqual({ name: { nl: 'Huis' }, floorPlans: [{ title: { nl: 'Gelijkvloers' } }], price: 1 })
    expect(translationState(doc, LANGUAGES)).toEqual({ missingTranslations: 'fr en', translationsComplete: false })
  })

  it('puts a French update in its place on the stored document, keeping the other languages', () => {
    const stored = { id: 1, name: { nl: 'Huis', en: 'House' }, description: { nl: 'Mooi', en: 'Nice' }, price: 250_000 }
    expect(translationGaps(stored, LANGUAGES)).toEqual(['fr'])
    const doc = withLocale(stored, toByLanguage([...fields, { name: 'description', type: 'textarea', localized: true }], { name: 'Maison', description: 'Beau', price: 260_000 }, 'fr'), 'fr')
    expect(doc).toEqual({ id: 1, name: { nl: 'Huis', en: 'House', fr: 'Maison' }, description: { nl: 'Mooi', en: 'Nice', fr: 'Beau' }, price: 260_000 })
    expect(translationState(doc, LANGUAGES).translationsComplete).toBe(true)
  })

  it('sees a text cleared by this save as missing', () => {
    const stored = { name: { nl: 'Huis', fr: 'Maison', en: 'House' } }
    expect(translationGaps(withLocale(stored, { name: { en: '' } }, 'en'), LANGUAGES)).toEqual(['en'])
  })

  it('puts an unshaped value under the locale when the stored one is by language', () => {
    expect(withLocale({ name: { nl: 'Huis' } }, { name: 'Maison' }, 'fr')).toEqual({ name: { nl: 'Huis', fr: 'Maison' } })
  })

  it('keeps what the save does not send', () => {
    const stored = { name: { nl: 'Huis', fr: 'Maison' }, reference: 'APT-1' }
    expect(withLocale(stored, undefined, 'fr')).toBe(stored)
    expect(withLocale(stored, { reference: 'APT-2' }, 'fr')).toEqual({ name: { nl: 'Huis', fr: 'Maison' }, reference: 'APT-2' })
  })

  it('matches array rows by id when they are reordered', () => {
    const stored = {
      floorPlans: [
        { id: 'a', title: { nl: 'Gelijkvloers', en: 'Ground floor' } },
        { id: 'b', title: { nl: 'Verdieping', en: 'First floor' } },
      ],
    }
    const data = toByLanguage(fields, { floorPlans: [{ id: 'b', title: 'Étage' }, { id: 'a', title: 'Rez' }] }, 'fr')
    const doc = withLocale(stored, data, 'fr')
    expect(doc).toEqual({
      floorPlans: [
        { id: 'b', title: { nl: 'Verdieping', en: 'First floor', fr: 'Étage' } },
        { id: 'a', title: { nl: 'Gelijkvloers', en: 'Ground floor', fr: 'Rez' } },
      ],
    })
    expect(translationGaps(doc, LANGUAGES)).toEqual([])
  })

  it('takes a row with a new id as this locale’s alone, and rows without ids by position', () => {
    const stored = { floorPlans: [{ id: 'a', title: { nl: 'Gelijkvloers', fr: 'Rez', en: 'Ground floor' } }] }
    const added = withLocale(stored, { floorPlans: [{ id: 'a', title: { fr: 'Rez' } }, { id: 'new', title: { fr: 'Cave' } }] }, 'fr')
    expect(added).toEqual({ floorPlans: [{ id: 'a', title: { nl: 'Gelijkvloers', fr: 'Rez', en: 'Ground floor' } }, { id: 'new', title: { fr: 'Cave' } }] })
    expect(translationGaps(added, LANGUAGES)).toEqual(['nl', 'en'])
    const byPosition = withLocale({ rows: [{ text: { nl: 'Een' } }, { text: { nl: 'Twee' } }] }, { rows: [{ text: { fr: 'Un' } }, { text: { fr: 'Deux' } }] }, 'fr')
    expect(byPosition).toEqual({ rows: [{ text: { nl: 'Een', fr: 'Un' } }, { text: { nl: 'Twee', fr: 'Deux' } }] })
  })

  it('drops rows the save removed', () => {
    const stored = { floorPlans: [{ id: 'a', title: { nl: 'A' } }, { id: 'b', title: { nl: 'B' } }] }
    expect(withLocale(stored, { floorPlans: [{ id: 'b', title: { fr: 'B' } }] }, 'fr')).toEqual({ floorPlans: [{ id: 'b', title: { nl: 'B', fr: 'B' } }] })
  })
})

/** The admin's client config of the same schema, as the translations panel reads it. */
const schema: SchemaField[] = [
  {
    type: 'tabs',
    tabs: [
      {
        fields: [
          { type: 'text', name: 'name', localized: true },
          {
            type: 'row',
            fields: [
              { type: 'text', name: 'marqueeName', localized: true },
              { type: 'number', name: 'price', localized: true },
            ],
          },
        ],
      },
      { name: 'seo', fields: [{ type: 'text', name: 'title', localized: true }] },
    ],
  },
  { type: 'collapsible', fields: [{ type: 'textarea', name: 'teaser', localized: true }] },
  { type: 'text', name: 'slug', localized: true },
  { type: 'text', name: 'reference' },
  { type: 'select', name: 'marquee', localized: true },
  { type: 'richText', name: 'body', localized: true },
  { type: 'group', name: 'details', fields: [{ type: 'text', name: 'note', localized: true }, { type: 'text', name: 'code' }] },
  { type: 'array', name: 'floorPlans', fields: [{ type: 'text', name: 'title', localized: true }] },
  {
    type: 'blocks',
    name: 'modules',
    blocks: [
      { slug: 'text', fields: [{ type: 'textarea', name: 'text', localized: true }] },
      { slug: 'article', fields: [{ type: 'richText', name: 'content', localized: true }] },
    ],
  },
]

describe('copyablePaths', () => {
  it('lists the localised text fields in tabs, rows, collapsibles, groups, arrays and blocks, without the slug or other types', () => {
    expect([...copyablePaths(schema)].sort()).toEqual(['details.note', 'floorPlans.title', 'marqueeName', 'modules.text', 'name', 'seo.title', 'teaser'])
  })

  it('lists nothing for a schema without localised text', () => {
    expect(copyablePaths([{ type: 'text', name: 'reference' }, { type: 'text', name: 'slug', localized: true }]).size).toBe(0)
  })
})

describe('schemaPath and valueAt', () => {
  it('drops row numbers from a form path', () => {
    expect(schemaPath('floorPlans.2.title')).toBe('floorPlans.title')
    expect(schemaPath('modules.10.text')).toBe('modules.text')
    expect(schemaPath('name')).toBe('name')
    expect(schemaPath('seo.title')).toBe('seo.title')
  })

  it('reads the value at a form path, and nothing past a missing or non-object step', () => {
    const doc = { name: 'Maison', seo: { title: 'Titre' }, floorPlans: [{ title: 'Rez' }, { title: 'Étage' }], empty: null }
    expect(valueAt(doc, 'name')).toBe('Maison')
    expect(valueAt(doc, 'seo.title')).toBe('Titre')
    expect(valueAt(doc, 'floorPlans.1.title')).toBe('Étage')
    expect(valueAt(doc, 'floorPlans.5.title')).toBeUndefined()
    expect(valueAt(doc, 'empty.title')).toBeUndefined()
    expect(valueAt(doc, 'name.length')).toBeUndefined()
    expect(valueAt(null, 'name')).toBeUndefined()
  })
})

describe('fillsFrom', () => {
  const copyable = copyablePaths(schema)
  const source = {
    name: 'Maison',
    marqueeName: '   ',
    teaser: 'Accroche',
    seo: { title: 'Titre' },
    details: { note: 'Note', code: 'X1' },
    floorPlans: [{ title: 'Rez' }, { title: 'Étage' }],
    modules: [{ blockType: 'text', text: 'Texte' }],
    slug: 'maison',
    reference: 'APT-1',
    price: 250_000,
  }

  it('fills only the empty copyable fields (blank counts as empty) from the other language', () => {
    const current = {
      name: '',
      teaser: '   ',
      'seo.title': undefined,
      'details.note': null,
      'floorPlans.0.title': 'Gelijkvloers',
      'floorPlans.1.title': '',
      'modules.0.text': '',
    }
    expect(fillsFrom(current, source, copyable)).toEqual([
      { path: 'name', value: 'Maison' },
      { path: 'teaser', value: 'Accroche' },
      { path: 'seo.title', value: 'Titre' },
      { path: 'details.note', value: 'Note' },
      { path: 'floorPlans.1.title', value: 'Étage' },
      { path: 'modules.0.text', value: 'Texte' },
    ])
  })

  it('never overwrites written text', () => {
    const current = { name: 'Huis', teaser: ' Kort ', 'floorPlans.0.title': 'Gelijkvloers' }
    expect(fillsFrom(current, source, copyable)).toEqual([])
  })

  it('ignores fields that are not copyable: slug, non-localised, non-text', () => {
    const current = { slug: '', reference: '', 'details.code': '', price: null, body: null }
    expect(fillsFrom(current, source, copyable)).toEqual([])
  })

  it('copies nothing from an empty, blank or missing source value', () => {
    expect(fillsFrom({ marqueeName: '' }, source, copyable)).toEqual([])
    expect(fillsFrom({ name: '', 'floorPlans.3.title': '' }, {}, copyable)).toEqual([])
    expect(fillsFrom({ name: '' }, null, copyable)).toEqual([])
    expect(fillsFrom({ name: '' }, { name: 12 }, copyable)).toEqual([])
  })
})
