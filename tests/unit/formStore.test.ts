import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { refusedFields } from '@/lib/forms/store'

describe('which single-use value a refused submission lost', () => {
  it('names the field when the database names only its column (two posts racing for one visit slot)', () => {
    const error = new ValidationError({ collection: 'form-submissions', errors: [{ message: 'Value must be unique', path: 'slot_id' }] })
    expect(refusedFields(error)).toEqual(['slot'])
    expect(refusedFields(new ValidationError({ collection: 'form-submissions', errors: [{ message: 'Value must be unique', path: 'captcha_key' }] }))).toEqual(['captchaKey'])
  })

  it('reads the refusal from its shape when the class is a bundled copy, and ignores any other error', () => {
    expect(refusedFields({ status: 400, data: { errors: [{ path: 'slot' }] } })).toEqual(['slot'])
    expect(refusedFields(new Error('disk full'))).toBeNull()
  })
})
