import { describe, expect, it } from 'vitest'

import { type ApiShape, restRequestProblem } from '@/lib/api/restRequest'

const shape: ApiShape = {
  collections: {
    properties: { versions: true, verify: false, endpoints: true },
    users: { versions: false, verify: false, endpoints: true },
    cities: { versions: false, verify: false, endpoints: true },
    'payload-migrations': { versions: false, verify: false, endpoints: false },
  },
  globals: { header: { versions: false } },
}
const check = (method: string, path: string, query = '', type: string | null = null) =>
  restRequestProblem(method, path.split('/').filter(Boolean), new URLSearchParams(query), type, shape)

describe('restRequestProblem', () => {
  it('lets sound requests through', () => {
    expect(check('GET', 'properties', 'where[slug][equals]=a&limit=10')).toBeNull()
    expect(check('GET', 'properties', 'where={"slug":{"equals":"a"}}')).toBeNull()
    expect(check('GET', 'properties/versions')).toBeNull()
    expect(check('POST', 'users/login', '', 'multipart/form-data; boundary=abc')).toBeNull()
    expect(check('POST', 'users/login', '', 'application/json')).toBeNull()
  })

  it('refuses JSON parameters that are not JSON objects', () => {
    expect(check('GET', 'properties', 'where=string')).toMatchObject({ status: 400 })
    expect(check('GET', 'properties', 'where=[1]')).toMatchObject({ status: 400 })
    expect(check('GET', 'properties', 'select=1')).toMatchObject({ status: 400 })
  })

  it('refuses multipart bodies without a boundary', () => {
    expect(check('POST', 'users/login', '', 'multipart/form-data')).toMatchObject({ status: 400 })
  })

  it('refuses a version id that is no whole number with 400, and a document id that only starts like one with 404 (Payload read 2abc as 2)', () => {
    for (const id of ['abc', '2abc', "1'", '1e3', '2.0', '-1', ' 1']) {
      for (const method of ['GET', 'POST']) expect(check(method, `properties/versions/${id}`), `${method} ${id}`).toMatchObject({ status: 400 })
    }
    expect(check('GET', 'properties/versions/12')).toBeNull()
    for (const id of ['2abc', "1'", '1e3', '2.0', '-1', '+1', '.5']) expect(check('GET', `properties/${id}`), id).toMatchObject({ status: 404 })
    for (const path of ['properties/12', 'users/me', 'users/login', 'properties/count', 'cities/abc']) expect(check('GET', path), path).toBeNull()
  })

  it('answers 404 for routes the entity does not have', () => {
    expect(check('GET', 'globals/header/versions')).toMatchObject({ status: 404 })
    expect(check('GET', 'cities/versions')).toMatchObject({ status: 404 })
    expect(check('POST', 'users/verify/abc')).toMatchObject({ status: 404 })
  })

  it('answers 404 to every request for a collection served without REST routes (Payload answered 501)', () => {
    for (const [method, path, query] of [
      ['GET', 'payload-migrations', ''],
      ['GET', 'payload-migrations/1', ''],
      ['GET', 'payload-migrations', 'where=string'],
      ['POST', 'payload-migrations', ''],
      ['PATCH', 'payload-migrations/1', ''],
      ['DELETE', 'payload-migrations/1', ''],
    ]) {
      expect(check(method, path, query), `${method} ${path}?${query}`).toEqual({ status: 404, message: 'Not Found' })
    }
  })
})
