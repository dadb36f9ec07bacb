import { expect, test } from '@playwright/test'

import { asAdmin, asEditor, asOwner, freshClient } from '../helpers/api'

const nested = (levels: number): string => {
  let inner = 'id'
  for (let i = 0; i < levels; i += 1) inner = i % 2 === 0 ? `units { docs { ${inner} } }` : `project { ${inner} }`
  return `{ Projects { docs { ${inner} } } }`
}
const aliases = `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: Properties(limit: 100) { docs { id name } }`).join(' ')} }`

test('GraphQL refuses visitors and owners before running anything', async ({ request }) => {
  for (const query of [nested(8), aliases, '{ Properties { docs { id } } }']) {
    const anonymous = await request.post('/api/graphql', { data: { query }, headers: freshClient() })
    expect(anonymous.status()).toBe(401)
  }
  const owner = await asOwner(request)
  const res = await request.post('/api/graphql', { data: { query: '{ versionsProperties { docs { id } } }' }, headers: owner })
  expect(res.status()).toBe(403)
  for (const staff of [await asAdmin(request), await asEditor(request)]) {
    const answer = await request.post('/api/graphql', { data: { query: '{ versionsProperties(limit: 1) { docs { id } } }' }, headers: staff })
    expect(answer.status()).toBe(200)
    expect(((await answer.json()) as { errors?: unknown }).errors).toBeUndefined()
  }
})

test('GraphQL refuses a staff query that is too deep or too wide while other requests are still answered', async ({ request }) => {
  const admin = await asAdmin(request)
  const attacks = [nested(8), nested(5), aliases].map((query) => request.post('/api/graphql', { data: { query }, headers: admin, timeout: 15_000 }))
  const ordinary = request.get('/api/cities?limit=1', { headers: freshClient(), timeout: 15_000 })
  const [answers, plain] = await Promise.all([Promise.all(attacks), ordinary])
  for (const answer of answers) {
    expect(answer.status()).toBe(400)
    expect(JSON.stringify(await answer.json())).toMatch(/deeper|aliases|fields/)
  }
  expect(plain.status()).toBe(200)
})

test('GraphQL answers malformed staff queries with 400 and no field-name hints', async ({ request }) => {
  const admin = await asAdmin(request)
  const cases = [
    'fragment A on Property { ...B } fragment B on Property { ...A } { Properties { docs { ...A } } }',
    'subscription { x }',
    '{ Properties { ',
  ]
  for (const query of cases) {
    const res = await request.post('/api/graphql', { data: { query }, headers: admin })
    expect(res.status(), query).toBe(400)
  }
  // An unknown field is a GraphQL validation error (HTTP 200 with errors for application/json), without the hint.
  const typo = await request.post('/api/graphql', { data: { query: '{ Properties { docs { nme } } }' }, headers: admin })
  const text = await typo.text()
  expect(text).toContain('Cannot query field')
  expect(text).not.toMatch(/Did you mean/)
  const ok = await request.post('/api/graphql', { data: { query: '{ Properties(limit: 2) { docs { id name } } }' }, headers: admin })
  expect(ok.status()).toBe(200)
  expect(((await ok.json()) as { data: { Properties: { docs: unknown[] } } }).data.Properties.docs).toHaveLength(2)
})

type Answer = { data?: Record<string, { totalDocs: number } | null>; errors?: Array<{ message: string; extensions?: { statusCode?: number } }> }

test("GraphQL takes OR and AND in where for staff, as REST takes or and and, with REST's limits", async ({ request }) => {
  const admin = await asAdmin(request)
  const ask = async (query: string) => (await (await request.post('/api/graphql', { data: { query }, headers: admin })).json()) as Answer
  const either = await ask('{ Properties(where: { OR: [{ goal: { equals: sale } }, { AND: [{ goal: { equals: rent } }, { marquee: { equals: rented } }] }] }) { totalDocs } }')
  expect(either.errors).toBeUndefined()
  const rest = async (query: string) => ((await (await request.get(`/api/properties?limit=1&depth=0&${query}`, { headers: admin })).json()) as { totalDocs: number }).totalDocs
  expect(either.data?.Properties?.totalDocs).toBe(await rest('where[or][0][goal][equals]=sale&where[or][1][and][0][goal][equals]=rent&where[or][1][and][1][marquee][equals]=rented'))
  expect(either.data?.Properties?.totalDocs).toBeGreaterThan(0)

  const tooMany = await ask(`{ Properties(where: { OR: [${Array.from({ length: 51 }, () => '{ goal: { equals: sale } }').join(', ')}] }) { totalDocs } }`)
  expect(tooMany.errors?.[0]).toMatchObject({ message: expect.stringContaining('too many conditions'), extensions: { statusCode: 400 } })
  const tooDeep = await ask('{ Properties(where: { AND: [{ OR: [{ AND: [{ OR: [{ AND: [{ OR: [{ goal: { equals: sale } }] }] }] }] }] }] }) { totalDocs } }')
  expect(tooDeep.errors?.[0]).toMatchObject({ message: expect.stringContaining('nested too deeply'), extensions: { statusCode: 400 } })
})

test('GraphQL answers a versions where with an id that is no whole number with a 400 error naming it, never a 500', async ({ request }) => {
  const admin = await asAdmin(request)
  for (const name of ['versionsProperties', 'versionsPages', 'versionsProjects']) {
    const res = await request.post('/api/graphql', { data: { query: `{ ${name}(where: { parent: { equals: "abc" } }) { totalDocs } }` }, headers: admin })
    const body = (await res.json()) as Answer
    expect(body.errors?.[0], name).toMatchObject({ message: 'parent: invalid value for equals (must be a whole-number id)', extensions: { statusCode: 400 } })
  }
})
