import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepValidationDetails } from '../../collections/hooks/validationDetails'

type Args = Parameters<typeof keepValidationDetails>[0]
const run = (error: Error, result?: Args['result']) => keepValidationDetails({ error, result, context: {}, req: {} as Args['req'] })

describe("a refused save's answer", () => {
  const refused = new ValidationError({ collection: 'cities', errors: [{ path: 'zip', message: 'A postcode has four digits.' }] })
  const fields = { collection: 'cities', errors: [{ path: 'zip', message: 'A postcode has four digits.' }] }

  it("gets each field's message back when the answer lost it, whatever the error's class is called", () => {
    const expected = { response: { errors: [{ name: 'ValidationError', message: refused.message, data: fields }] } }
    expect(run(refused, { errors: [{ message: refused.message }] })).toEqual(expected)
    // As the production build throws it: another bundle's class, minified to a letter.
    const bundled = Object.assign(new Error(refused.message), { name: 'k', status: 400, data: { ...fields }, isPublic: false })
    expect(run(bundled, { errors: [{ message: refused.message }] })).toEqual(expected)
    const global = Object.assign(new Error('The following field is invalid: Languages > Enabled'), { status: 400, data: { global: 'site-settings', errors: [{ path: 'languages.enabled', message: 'German has no address yet' }] } })
    expect(run(global, { errors: [{ message: global.message }] })).toMatchObject({ response: { errors: [{ data: { global: 'site-settings' } }] } })
  })

  it('is left as it is when it has them, for other errors, and outside REST', () => {
    expect(run(refused, { errors: [{ name: 'ValidationError', message: refused.message, data: fields }] })).toBeUndefined()
    expect(run(new APIError('Something went wrong.', 500, { collection: 'x', errors: [{ path: 'a', message: 'secret' }] }), { errors: [{ message: 'Something went wrong.' }] })).toBeUndefined()
    expect(run(new APIError('Cannot publish', 400, { reason: 'missing' }), { errors: [{ message: 'Cannot publish' }] })).toBeUndefined()
    expect(run(new Error('boom'), { errors: [{ message: 'boom' }] })).toBeUndefined()
    expect(run(refused)).toBeUndefined()
  })
})
