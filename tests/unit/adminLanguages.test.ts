import type { Field, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { missingSchemaTexts, schemaText } from '@/i18n/admin/plugin'
import { schemaFr } from '@/i18n/admin/schema.fr'
import { schemaNl } from '@/i18n/admin/schema.nl'
import { adminTexts, adminTranslator } from '@/i18n/admin/texts'
import { walkField } from '@/i18n/admin/walk'
import { MENTIONS, type MentionId, mentionScopeKey, mentionTextKey, missingMentionsMessage } from '@/lib/domain/mandatoryMentions'

type Labelled = { label?: unknown; labels?: { singular?: unknown; plural?: unknown }; admin?: Record<string, unknown>; options?: unknown[]; tabs?: Labelled[]; fields?: Labelled[]; blocks?: Labelled[] }

let config: SanitizedConfig

beforeAll(async () => {
  vi.stubEnv('PAYLOAD_SECRET', process.env.PAYLOAD_SECRET || 'unit-tests-only')
  vi.stubEnv('DATABASE_URI', 'file:/tmp/unit-admin-config.db')
  config = await (await import('../../payload.config')).default
}, 120_000)
// Unit files share their process: the next one finds the environment as it was.
afterAll(() => vi.unstubAllEnvs())

/** A field by name, looking through tabs, rows and collapsibles (not into named groups). */
const findField = (fields: readonly Labelled[], name: string): Labelled | undefined => {
  for (const field of fields) {
    if ((field as { name?: string }).name === name) return field
    const inner = field.tabs ? field.tabs.flatMap((tab) => (tab as { name?: string }).name ? [] : (tab.fields ?? [])) : !(field as { name?: string }).name ? (field.fields ?? []) : []
    const found = findField(inner, name)
    if (found) return found
  }
  return undefined
}

/** The label of an English schema text in all three admin languages, each differing from English. */
const expectTranslated = (label: unknown, english: string) => {
  expect(label).toEqual({ en: english, nl: schemaNl[english], fr: schemaFr[english] })
  const { nl, fr } = label as Record<string, string>
  expect(nl, `${english} in Dutch`).not.toBe(english)
  expect(fr, `${english} in French`).not.toBe(english)
}

describe('the built config', () => {
  it('finds every schema text in the Dutch and French dictionaries', () => {
    expect([...missingSchemaTexts]).toEqual([])
  })

  it('notes an English text the dictionaries lack (the check above can fail)', () => {
    const english = 'A text no dictionary has'
    try {
      expect(schemaText(english)).toEqual({ en: english, nl: english, fr: english })
      expect(missingSchemaTexts.has(english)).toBe(true)
      // Symbols, numbers and single letters read the same everywhere.
      expect(schemaText('A+')).toEqual({ en: 'A+', nl: 'A+', fr: 'A+' })
      expect(missingSchemaTexts.has('A+')).toBe(false)
    } finally {
      missingSchemaTexts.delete(english)
    }
  })

  it('offers Dutch, French and English, Dutch first', () => {
    expect(config.i18n.fallbackLanguage).toBe('nl')
    expect(Object.keys(config.i18n.supportedLanguages ?? {}).sort()).toEqual(['en', 'fr', 'nl'])
  })

  it('keeps the texts other plugins bring (the SEO plugin’s) beside ours, and never names the framework', () => {
    const translations = config.i18n.translations as Record<string, Record<string, Record<string, string>>>
    for (const language of ['nl', 'fr', 'en']) {
      expect(translations[language]?.['plugin-seo']?.checksPassing, language).toBeTruthy()
      expect(translations[language]?.general?.payloadSettings, language).not.toMatch(/payload/i)
    }
  })

  it('labels the properties collection in each language', () => {
    const properties = config.collections.find((collection) => collection.slug === 'properties')!
    expect(properties.labels.plural).toEqual({ en: 'Properties', nl: 'Panden', fr: 'Biens' })
    expect(properties.labels.singular).toEqual({ en: 'Property', nl: 'Pand', fr: 'Bien' })
  })

  it('labels fields, their descriptions, select options and tabs in each language', () => {
    const properties = config.collections.find((collection) => collection.slug === 'properties')!
    const fields = properties.fields as unknown as Labelled[]
    const price = findField(fields, 'price')!
    expectTranslated(price.label, 'Price')
    expectTranslated(price.admin?.description, '€; monthly rent for a rental')
    const goal = findField(fields, 'goal')!
    expectTranslated((goal.options as { value: string; label: unknown }[]).find((option) => option.value === 'sale')?.label, 'Sale')
    const tabs = fields.find((field) => (field as { type?: string }).type === 'tabs')!
    expectTranslated(tabs.tabs![0].label, 'Listing')
  })

  it('labels every collection and global staff see in each language (Payload’s own, hidden ones aside)', () => {
    const perLanguage = (label: unknown, what: string) => {
      expect(Object.keys(label as object).sort(), what).toEqual(['en', 'fr', 'nl'])
      for (const text of Object.values(label as object)) expect(typeof text === 'string' && text.trim() !== '', what).toBe(true)
    }
    const shown = <T extends { admin?: { hidden?: unknown } }>(entities: T[]) => entities.filter((entity) => entity.admin?.hidden !== true)
    for (const collection of shown(config.collections)) {
      perLanguage(collection.labels.singular, `${collection.slug} singular`)
      perLanguage(collection.labels.plural, `${collection.slug} plural`)
    }
    const globals = shown(config.globals)
    expect(globals.map((global) => global.slug).sort()).toEqual(['footer', 'header', 'site-settings'])
    for (const global of globals) perLanguage(global.label, global.slug)
  })
})

describe('schema dictionaries', () => {
  it('translate the same English texts in Dutch and French', () => {
    expect(Object.keys(schemaFr).sort()).toEqual(Object.keys(schemaNl).sort())
  })

  it('have no empty translation', () => {
    for (const [dictionary, name] of [
      [schemaNl, 'nl'],
      [schemaFr, 'fr'],
    ] as const) {
      for (const [english, text] of Object.entries(dictionary)) expect(text.trim(), `${name}: ${english}`).not.toBe('')
    }
  })
})

describe('admin texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

  it('have the same keys in nl, fr and en', () => {
    const keys = Object.keys(adminTexts.en).sort()
    expect(Object.keys(adminTexts.nl).sort()).toEqual(keys)
    expect(Object.keys(adminTexts.fr).sort()).toEqual(keys)
  })

  it('have no empty text', () => {
    for (const language of ['nl', 'fr', 'en'] as const) {
      for (const [key, text] of Object.entries(adminTexts[language])) expect(text.trim(), `${language}: ${key}`).not.toBe('')
    }
  })

  it('keep the English placeholders in nl and fr, and add none', () => {
    for (const [key, english] of Object.entries(adminTexts.en)) {
      for (const language of ['nl', 'fr'] as const) {
        expect(placeholders(adminTexts[language][key as keyof typeof adminTexts.en]), `${language}: ${key}`).toEqual(placeholders(english))
      }
    }
  })

  it('read in the chosen language, and in Dutch for any other', () => {
    expect(adminTranslator('fr')('DESK_TITLE')).toBe('Votre bureau')
    expect(adminTranslator('en')('DESK_TITLE')).toBe('Your desk')
    expect(adminTranslator('xx')('DESK_TITLE')).toBe('Jouw bureau')
    expect(adminTranslator(undefined)('DESK_TITLE')).toBe('Jouw bureau')
    expect(adminTranslator('fr')('DESK_SINCE_LAST_VISIT', { count: 3 })).toBe(adminTexts.fr.DESK_SINCE_LAST_VISIT.replace('{count}', '3'))
  })
})

describe('mandatory mentions in the admin languages', () => {
  it('has a text for every mention', () => {
    for (const id of Object.keys(MENTIONS) as MentionId[]) expect(adminTexts.en, id).toHaveProperty(mentionTextKey(id))
    expect(mentionTextKey('floodPScore')).toBe('MENTION_FLOOD_P_SCORE')
    expect(mentionTextKey('co2Emission')).toBe('MENTION_CO2_EMISSION')
  })

  it('names where the rules come from, each with a text', () => {
    const cases: [string | null, string | null, string][] = [
      ['1050', 'BE', 'SCOPE_BRUSSELS'],
      ['9000', 'BE', 'SCOPE_FLANDERS'],
      ['4000', 'BE', 'SCOPE_WALLONIA'],
      ['0999', 'BE', 'SCOPE_BELGIUM'],
      [null, 'BE', 'SCOPE_BELGIUM'],
      ['1111', 'LU', 'SCOPE_LUXEMBOURG'],
      ['1050', 'FR', 'SCOPE_OTHER'],
      ['1050', null, 'SCOPE_OTHER'],
    ]
    for (const [zip, country, key] of cases) {
      expect(mentionScopeKey(zip, country), `${zip} ${country}`).toBe(key)
      expect(adminTexts.en).toHaveProperty(key)
    }
  })

  it('refuses publication in French, naming Brussels and the mention in French', () => {
    const input = { zip: '1050', country: 'BE', needsEpc: true }
    expect(missingMentionsMessage(input, [MENTIONS.co2Emission], adminTranslator('fr'))).toBe(
      'Publication impossible\u00a0: mentions obligatoires manquantes pour Bruxelles\u00a0: Émissions de CO2 (kg CO2/m²·an)',
    )
    expect(missingMentionsMessage(input, [MENTIONS.epcClass, MENTIONS.co2Emission], adminTranslator('nl'))).toBe(
      'Kan niet publiceren: verplichte vermeldingen voor Brussel ontbreken: EPC-klasse (bv. B; niet "PEB en cours"), CO2-uitstoot (kg CO2/m²·jaar)',
    )
  })
})

describe('walkField', () => {
  const calls: string[] = []
  const translate = (english: string) => {
    calls.push(english)
    return { en: english, nl: `nl ${english}`, fr: `fr ${english}` }
  }
  const t = (english: string) => ({ en: english, nl: `nl ${english}`, fr: `fr ${english}` })
  const walk = (field: unknown) => {
    calls.length = 0
    return walkField(field as Field, translate) as unknown as Labelled
  }

  it('derives a label from the name and translates it', () => {
    expect(walk({ name: 'availableFrom', type: 'date' }).label).toEqual(t('Available From'))
    expect(calls).toEqual(['Available From'])
    expect(walk({ name: 'energy', type: 'group', fields: [] }).label).toEqual(t('Energy'))
  })

  it('translates a given label, description and placeholder', () => {
    const field = walk({ name: 'price', type: 'number', label: 'Asking price', admin: { description: 'Monthly rent for a rental', placeholder: 'e.g. 250000', width: '50%' } })
    expect(field.label).toEqual(t('Asking price'))
    expect(field.admin).toEqual({ description: t('Monthly rent for a rental'), placeholder: t('e.g. 250000'), width: '50%' })
  })

  it('translates option labels, words from a string option, and given labels', () => {
    const options = walk({ name: 'goal', type: 'select', options: ['forSale', { value: 'rent', label: 'For rent' }] }).options
    expect(options).toEqual([
      { value: 'forSale', label: t('For Sale') },
      { value: 'rent', label: t('For rent') },
    ])
  })

  it('leaves function labels, labels already per language and false alone', () => {
    const label = () => 'Dynamic'
    const perLanguage = { en: 'Price', nl: 'Prijs', fr: 'Prix' }
    const description = () => 'Dynamic description'
    expect(walk({ name: 'a', type: 'text', label }).label).toBe(label)
    expect(walk({ name: 'b', type: 'text', label: perLanguage }).label).toBe(perLanguage)
    expect(walk({ name: 'c', type: 'checkbox', label: false }).label).toBe(false)
    expect(walk({ name: 'd', type: 'text', label: 'D', admin: { description } }).admin?.description).toBe(description)
    const options = walk({ name: 'e', type: 'select', label: perLanguage, options: [{ value: 'x', label }, { value: 'y', label: perLanguage }] }).options
    expect(options).toEqual([
      { value: 'x', label },
      { value: 'y', label: perLanguage },
    ])
    expect(calls).toEqual([])
  })

  it('translates tab labels (given or from the tab’s name), tab descriptions and the fields in tabs and rows', () => {
    const field = walk({
      type: 'tabs',
      tabs: [
        { label: 'Listing', description: 'What visitors read', fields: [{ type: 'row', fields: [{ name: 'name', type: 'text' }] }] },
        { name: 'energyLegal', fields: [] },
      ],
    })
    expect(field.label).toBeUndefined()
    expect(field.tabs![0]).toMatchObject({ label: t('Listing'), description: t('What visitors read') })
    expect(field.tabs![0].fields![0].label).toBeUndefined()
    expect(field.tabs![0].fields![0].fields![0].label).toEqual(t('Name'))
    expect(field.tabs![1].label).toEqual(t('Energy Legal'))
  })

  it('translates array labels (given or from the name) and the fields of its rows', () => {
    const derived = walk({ name: 'floorPlans', type: 'array', fields: [{ name: 'title', type: 'text' }] })
    expect(derived.labels).toEqual({ singular: t('Floor Plan'), plural: t('Floor Plans') })
    expect(derived.fields![0].label).toEqual(t('Title'))
    expect(walk({ name: 'rooms', type: 'array', labels: { singular: 'Room', plural: 'Rooms' }, fields: [] }).labels).toEqual({ singular: t('Room'), plural: t('Rooms') })
  })

  it('translates block labels (given or from the slug) and the blocks’ fields', () => {
    const field = walk({
      name: 'modules',
      type: 'blocks',
      blocks: [
        { slug: 'quote', fields: [{ name: 'author', type: 'text' }] },
        { slug: 'faq', labels: { singular: 'Question', plural: 'Questions' }, fields: [] },
      ],
    })
    expect(field.blocks![0].labels).toEqual({ singular: t('Quote'), plural: t('Quotes') })
    expect(field.blocks![0].fields![0].label).toEqual(t('Author'))
    expect(field.blocks![1].labels).toEqual({ singular: t('Question'), plural: t('Questions') })
  })

  it('gives hidden fields no label translation', () => {
    expect(walk({ name: 'internal', type: 'text', hidden: true, label: 'Internal' }).label).toBe('Internal')
    const adminHidden = walk({ name: 'searchText', type: 'text', admin: { hidden: true, description: 'For search' } })
    expect(adminHidden.label).toBeUndefined()
    expect(adminHidden.admin?.description).toBe('For search')
    expect(calls).toEqual([])
  })

  it('labels a ui field only when it is given a label', () => {
    expect(walk({ name: 'visitStats', type: 'ui', admin: { components: { Field: '/x#X' } } }).label).toBeUndefined()
    expect(calls).toEqual([])
    expect(walk({ name: 'visitsThisWeek', type: 'ui', label: 'Visits this week', admin: { components: { Cell: '/x#X' } } }).label).toEqual(t('Visits this week'))
  })

  it('leaves the schema it reads unchanged', () => {
    const field = { name: 'price', type: 'number', label: 'Price', admin: { description: 'Euros' } }
    const before = structuredClone(field)
    walk(field)
    expect(field).toEqual(before)
  })
})
