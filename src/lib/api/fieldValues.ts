import type { Field } from 'payload'

/** A relation value found in submitted data: the field's path, the target collection and the id. */
export type RelationRef = { path: string; relationTo: string; id: number | string }
export type FieldProblem = { path: string; message: string }

type Visit = (field: Field, value: unknown, path: string) => void

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Calls `visit` for every named leaf field present in `data`, descending through layout, groups, arrays and blocks. */
const walk = (fields: readonly Field[], data: unknown, prefix: string, visit: Visit): void => {
  if (!isObject(data)) return
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      walk(field.fields, data, prefix, visit)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) walk(tab.fields, data[tab.name], `${prefix}${tab.name}.`, visit)
        else walk(tab.fields, data, prefix, visit)
      }
      continue
    }
    if (!('name' in field) || !field.name || !(field.name in data)) continue
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (field.type === 'group') walk(field.fields, value, `${path}.`, visit)
    else if (field.type === 'array' && Array.isArray(value)) value.forEach((row, index) => walk(field.fields, row, `${path}.${index}.`, visit))
    else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, index) => {
        const block = isObject(row) ? field.blocks.find((candidate) => candidate.slug === row.blockType) : undefined
        if (block) walk(block.fields, row, `${path}.${index}.`, visit)
      })
    } else visit(field, value, path)
  }
}

const relationId = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (isObject(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return null
}

/** Every relationship and upload id in `data`, so their existence can be checked before a write. */
export const relationRefs = (fields: readonly Field[], data: unknown): RelationRef[] => {
  const refs: RelationRef[] = []
  walk(fields, data, '', (field, value, path) => {
    if (field.type !== 'relationship' && field.type !== 'upload') return
    const values = Array.isArray(value) ? value : [value]
    values.forEach((item, index) => {
      const itemPath = Array.isArray(value) ? `${path}.${index}` : path
      if (Array.isArray(field.relationTo)) {
        if (isObject(item) && typeof item.relationTo === 'string') {
          const id = relationId(item.value)
          if (id !== null) refs.push({ path: itemPath, relationTo: item.relationTo, id })
        }
        return
      }
      const id = relationId(item)
      if (id !== null && id !== '') refs.push({ path: itemPath, relationTo: field.relationTo, id })
    })
  })
  return refs
}

const optionValues = (field: Field): string[] =>
  'options' in field ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []

/**
 * Value checks that hold for drafts too (Payload validates only published saves): select and radio
 * values among the options, numbers within min and max, texts within maxLength. Empty values pass:
 * a draft may leave required fields blank.
 */
export const draftProblems = (fields: readonly Field[], data: unknown): FieldProblem[] => {
  const problems: FieldProblem[] = []
  walk(fields, data, '', (field, value, path) => {
    if (value === null || value === undefined || value === '') return
    if (field.type === 'select' || field.type === 'radio') {
      const allowed = optionValues(field)
      const values = Array.isArray(value) ? value : [value]
      if (values.some((item) => typeof item !== 'string' || !allowed.includes(item))) problems.push({ path, message: 'This field has an invalid selection' })
    } else if (field.type === 'number' && !Array.isArray(value)) {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
      if (!Number.isFinite(number)) problems.push({ path, message: 'Enter a number' })
      else if (typeof field.min === 'number' && number < field.min) problems.push({ path, message: `Enter ${field.min} or more` })
      else if (typeof field.max === 'number' && number > field.max) problems.push({ path, message: `Enter ${field.max} or less` })
    } else if ((field.type === 'text' || field.type === 'textarea') && typeof value === 'string') {
      if (typeof field.maxLength === 'number' && value.length > field.maxLength) problems.push({ path, message: `Use at most ${field.maxLength} characters` })
    }
  })
  return problems
}
