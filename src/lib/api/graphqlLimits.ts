import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql'

export type GraphqlLimits = { maxDepth: number; maxFields: number; maxAliases: number }

/** Enough for every screen staff need; far below what stalls the server. */
export const GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 6, maxFields: 200, maxAliases: 10 }

/**
 * Checks a parsed query before anything runs it: only queries and mutations, no fragment that
 * spreads itself, at most `maxDepth` nested selections and `maxFields` fields (fragments counted
 * where they are spread) and `maxAliases` aliases. Returns the first problem, or null.
 */
export const graphqlProblem = (document: DocumentNode, limits: GraphqlLimits = GRAPHQL_LIMITS): string | null => {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    else if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription') return 'Subscriptions are not supported'
    else if (definition.kind !== Kind.OPERATION_DEFINITION) return 'Only queries and mutations are accepted'
  }
  let fields = 0
  let aliases = 0
  const visit = (set: SelectionSetNode, depth: number, spreading: ReadonlySet<string>): string | null => {
    if (depth > limits.maxDepth) return `Query is nested deeper than ${limits.maxDepth} levels`
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        fields += 1
        if (selection.alias) aliases += 1
        if (fields > limits.maxFields) return `Query selects more than ${limits.maxFields} fields`
        if (aliases > limits.maxAliases) return `Query uses more than ${limits.maxAliases} aliases`
        const problem = selection.selectionSet ? visit(selection.selectionSet, depth + 1, spreading) : null
        if (problem) return problem
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const problem = visit(selection.selectionSet, depth, spreading)
        if (problem) return problem
      } else {
        const name = selection.name.value
        if (spreading.has(name)) return `Fragment ${name} spreads itself`
        const fragment = fragments.get(name)
        if (!fragment) return `Unknown fragment ${name}`
        const problem = visit(fragment.selectionSet, depth, new Set([...spreading, name]))
        if (problem) return problem
      }
    }
    return null
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    fields = 0
    aliases = 0
    const problem = visit(definition.selectionSet, 1, new Set([definition.name.value]))
    if (problem) return problem
  }
  fields = 0
  aliases = 0
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const problem = visit(definition.selectionSet, 1, new Set())
    if (problem) return problem
  }
  return null
}

/** GraphQL's "Did you mean …?" hints name fields a caller has not been told about: drop them. */
export const withoutSuggestions = (message: string): string => message.replace(/\s*Did you mean [^?]*\?/g, '')
