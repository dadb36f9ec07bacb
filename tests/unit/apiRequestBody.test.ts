import { describe, expect, it } from 'vitest'

import { bodyProblem } from '@/lib/api/requestBody'

const json = (text: string) => ({ kind: 'json' as const, text })

describe('bodyProblem', () => {
  it('accepts JSON objects and readable multipart forms', () => {
    expect(bodyProblem('PATCH', ['cities', '1'], json('{"name":"Gent"}'))).toBeNull()
    expect(bodyProblem('POST', ['properties'], { kind: 'multipart', payload: '{"name":"x"}', parsed: true })).toBeNull()
    expect(bodyProblem('POST', ['media'], { kind: 'multipart', payload: null, parsed: true })).toBeNull()
    expect(bodyProblem('GET', ['cities'], { kind: 'other' })).toBeNull()
  })

  it('lets body-less actions through', () => {
    expect(bodyProblem('POST', ['users', 'logout'], { kind: 'none' })).toBeNull()
    expect(bodyProblem('POST', ['users', 'refresh-token'], json(''))).toBeNull()
  })

  it('refuses document writes without a JSON object', () => {
    for (const body of [json('null'), json('[]'), json('{'), json(''), { kind: 'none' as const }]) {
      expect(bodyProblem('PATCH', ['cities', '1'], body), JSON.stringify(body)).toMatchObject({ status: 400 })
    }
    expect(bodyProblem('POST', ['globals', 'footer'], { kind: 'none' })).toMatchObject({ status: 400 })
    expect(bodyProblem('POST', ['users', 'login'], json('null'))).toMatchObject({ status: 400 })
  })

  it('refuses unreadable forms and unknown content types', () => {
    expect(bodyProblem('POST', ['properties'], { kind: 'multipart', payload: '{', parsed: true })).toMatchObject({ status: 400 })
    expect(bodyProblem('POST', ['properties'], { kind: 'multipart', payload: null, parsed: false })).toMatchObject({ status: 400 })
    expect(bodyProblem('PATCH', ['cities', '1'], { kind: 'other' })).toMatchObject({ status: 415 })
  })
})
