import type { Field } from 'payload'

import { isByLanguage } from './gaps'

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * One locale's data (what a save sends) shaped as a document read with every locale: each localised
 * field's value becomes `{ [locale]: value }`, wherever the schema nests it. Data already by language
 * (a save with `locale: 'all'`) stays as it is.
 */
export const toByLanguage = (fields: readonly Field[], data: unknown, locale: string): unknown => {
  if (!isRow(data)) return data
  const out: Row = { ...data }
  visit(fields, out, locale)
  return out
}

const visit = (fields: readonly Field[], target: Row, locale: string): void => {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (isRow(target[tab.name])) visit(tab.fields, (target[tab.name] = { ...(target[tab.name] as Row) }) as Row, locale)
        } else visit(tab.fields, target, locale)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) visit(field.fields, target, locale)
      continue
    }
    const value = target[field.name]
    if (value === undefined) continue
    if ('localized' in field && field.localized) {
      target[field.name] = isByLanguage(value) ? value : { [locale]: value }
    } else if (field.type === 'group' && isRow(value)) {
      const copy = { ...value }
      visit(field.fields, copy, locale)
      target[field.name] = copy
    } else if (field.type === 'array' && Array.isArray(value)) {
      target[field.name] = value.map((row) => (isRow(row) ? (toByLanguage(field.fields, row, locale) as Row) : row))
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      target[field.name] = value.map((row) => {
        const block = isRow(row) ? field.blocks.find((candidate) => candidate.slug === row.blockType) : undefined
        return block ? toByLanguage(block.fields, row, locale) : row
      })
    }
  }
}
