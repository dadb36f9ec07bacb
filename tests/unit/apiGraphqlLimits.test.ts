import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'

import { graphqlProblem, withoutSuggestions } from '@/lib/api/graphqlLimits'

const nested = (levels: number): string => {
  let inner = 'id'
  for (let i = 0; i < levels; i += 1) inner = i % 2 === 0 ? `units { docs { ${inner} } }` : `project { ${inner} }`
  return `{ Projects { docs { ${inner} } } }`
}

describe('graphqlProblem', () => {
  it('accepts an ordinary staff query', () => {
    expect(graphqlProblem(parse('{ Properties(limit: 10) { docs { id name city { name } } } }'))).toBeNull()
    expect(graphqlProblem(parse('query { a: Cities { docs { id } } b: Pages { docs { id } } }'))).toBeNull()
    expect(graphqlProblem(parse('fragment F on Property { id } { Properties { docs { ...F } } }'))).toBeNull()
  })

  it('refuses deep nesting, alias floods and wide selections', () => {
    expect(graphqlProblem(parse(nested(8)))).toMatch(/deeper/)
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: Properties(limit: 100) { docs { id } }`).join(' ')
    expect(graphqlProblem(parse(`{ ${aliases} }`))).toMatch(/aliases/)
    const wide = Array.from({ length: 250 }, (_, i) => `f${i}`).join(' ')
    expect(graphqlProblem(parse(`{ Properties { docs { ${wide} } } }`))).toMatch(/fields/)
  })

  it('refuses fragment cycles and subscriptions without looping', () => {
    expect(graphqlProblem(parse('fragment A on Property { ...B } fragment B on Property { ...A } { Properties { docs { ...A } } }'))).toMatch(/spreads itself/)
    expect(graphqlProblem(parse('subscription { x }'))).toMatch(/Subscriptions/)
    expect(graphqlProblem(parse('{ Properties { docs { ...Missing } } }'))).toMatch(/Unknown fragment/)
  })

  it('counts fragments where they are spread', () => {
    const wide = Array.from({ length: 30 }, (_, i) => `f${i}`).join(' ')
    const spreads = Array.from({ length: 10 }, (_, i) => `x${i}: Properties { docs { ...W } }`).join(' ')
    expect(graphqlProblem(parse(`fragment W on Property { ${wide} } { ${spreads} }`), { maxDepth: 6, maxFields: 200, maxAliases: 20 })).toMatch(/fields/)
  })
})

describe('withoutSuggestions', () => {
  it('drops the field-name hints', () => {
    expect(withoutSuggestions('Cannot query field "nme" on type "Property". Did you mean "name"?')).toBe('Cannot query field "nme" on type "Property".')
  })
})
