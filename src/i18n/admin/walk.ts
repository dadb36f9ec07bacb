import type { Block, CollectionConfig, Config, Field, GlobalConfig, Tab } from 'payload'
import { formatLabels, toWords } from 'payload/shared'

/**
 * The admin's own texts (collection and field labels, descriptions, placeholders, options, tabs, groups)
 * are written in English in the schema. This walk hands each one to `translate`, which returns what the
 * admin shows instead (an object per interface language). Labels Payload would derive from a name are
 * derived here first, so they are translated too. Texts already given per language, or as functions, stay.
 */
export type TranslateText = (english: string) => Record<string, string> | string

type Label = string | Record<string, string> | false | ((...args: never[]) => unknown) | undefined
type Admin = Record<string, unknown>

const text = (label: Label, translate: TranslateText): Label => (typeof label === 'string' && label ? translate(label) : label)

const walkOptions = (options: unknown, translate: TranslateText): unknown =>
  Array.isArray(options)
    ? options.map((option) => (typeof option === 'string' ? { value: option, label: translate(toWords(option)) } : { ...option, label: text(option.label, translate) }))
    : options

const walkAdmin = (admin: unknown, translate: TranslateText): Admin | undefined => {
  if (!admin || typeof admin !== 'object') return undefined
  const next: Admin = { ...(admin as Admin) }
  if (typeof next.description === 'string') next.description = translate(next.description)
  if (typeof next.placeholder === 'string') next.placeholder = translate(next.placeholder)
  return next
}

const walkLabels = (labels: { singular?: Label; plural?: Label } | undefined, fallback: string, translate: TranslateText) => {
  const derived = formatLabels(fallback)
  return { singular: text(labels?.singular ?? derived.singular, translate), plural: text(labels?.plural ?? derived.plural, translate) }
}

const walkBlock = (block: Block, translate: TranslateText): Block => ({
  ...block,
  labels: walkLabels(block.labels as never, block.slug, translate) as Block['labels'],
  fields: walkFields(block.fields, translate),
})

const walkTab = (tab: Tab, translate: TranslateText): Tab =>
  ({
    ...tab,
    label: text((tab.label as Label) ?? ('name' in tab && tab.name ? toWords(tab.name) : undefined), translate),
    description: typeof tab.description === 'string' ? translate(tab.description) : tab.description,
    fields: walkFields(tab.fields, translate),
  }) as Tab

export const walkField = (field: Field, translate: TranslateText): Field => {
  const next = { ...field } as Field & { label?: Label; admin?: Admin; options?: unknown; labels?: never }
  const hidden = Boolean(next.admin?.hidden) || ('hidden' in next && next.hidden === true)
  if (!hidden && next.type !== 'tabs' && next.type !== 'row') {
    // A ui field shows a label only as a list column's heading, when it is given one.
    const derived = 'name' in field && field.name && next.type !== 'ui' ? toWords(field.name) : undefined
    next.label = text((next.label as Label) ?? derived, translate)
  }
  if (!hidden) next.admin = walkAdmin(next.admin, translate)
  if ('options' in next) next.options = walkOptions(next.options, translate)
  if (next.type === 'array' && 'name' in next) next.labels = walkLabels(next.labels, next.name, translate) as never
  if ('fields' in next && Array.isArray(next.fields)) (next as { fields: Field[] }).fields = walkFields(next.fields, translate)
  if (next.type === 'tabs') next.tabs = next.tabs.map((tab) => walkTab(tab, translate))
  if (next.type === 'blocks') next.blocks = next.blocks.map((block) => walkBlock(block, translate))
  return next
}

export const walkFields = (fields: Field[], translate: TranslateText): Field[] => fields.map((field) => walkField(field, translate))

const walkGroup = (group: unknown, translate: TranslateText) => (typeof group === 'string' ? translate(group) : group)

export const walkCollection = (collection: CollectionConfig, translate: TranslateText): CollectionConfig => ({
  ...collection,
  labels: walkLabels(collection.labels as never, collection.slug, translate) as CollectionConfig['labels'],
  admin: collection.admin && ({ ...walkAdmin(collection.admin, translate), group: walkGroup(collection.admin.group, translate) } as CollectionConfig['admin']),
  fields: walkFields(collection.fields, translate),
})

export const walkGlobal = (global: GlobalConfig, translate: TranslateText): GlobalConfig => ({
  ...global,
  label: text((global.label as Label) ?? toWords(global.slug), translate) as GlobalConfig['label'],
  admin: global.admin && ({ ...walkAdmin(global.admin, translate), group: walkGroup(global.admin.group, translate) } as GlobalConfig['admin']),
  fields: walkFields(global.fields, translate),
})

export const walkConfig = (config: Config, translate: TranslateText): Config => ({
  ...config,
  collections: config.collections?.map((collection) => walkCollection(collection, translate)),
  globals: config.globals?.map((global) => walkGlobal(global, translate)),
})
