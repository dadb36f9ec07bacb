import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { fileMatchesType, formDataValues } from '@/lib/forms/body'
import { CV_MAX_MB, type FormDef, FORMS, FRIEND_MESSAGE_MAX } from '@/lib/forms/definitions'
import { FORM_KINDS } from '@/lib/forms/kinds'
import { localiseMessage, messageCode, messageKeys } from '@/lib/forms/messages'
import { checkForm, checkFormKind } from '@/lib/forms/schema'
import { isCompleteDate, isEmailAddress, isPhoneNumber, numberValue } from '@/lib/forms/validators'

import { dictionary } from '../../seed/data/dictionary'

const t = (locale: 'nl' | 'fr' | 'en') => translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value[locale]])))
const nl = t('nl')
const fr = t('fr')
const en = t('en')

const person = { title: 'ms', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', phone: '0470 12 34 56', consent: true }
const errorsOf = (kind: Parameters<typeof checkFormKind>[0], input: Record<string, unknown>) => {
  const result = checkFormKind(kind, input)
  return result.ok ? {} : result.errors
}

describe('every message a form can show exists in nl, fr and en', () => {
  // Each field empty, then each given a value of the wrong type: every code the schemas produce.
  const codes = new Set<string>()
  for (const kind of FORM_KINDS) {
    const form = FORMS[kind]
    for (const code of Object.values(errorsOf(kind, {}))) codes.add(code)
    const wrong = Object.fromEntries(form.fields.map((def) => [def.name, def.kind === 'checkbox' ? 'yes' : def.kind === 'checkboxes' ? 'x' : { x: 1 }]))
    for (const code of Object.values(errorsOf(kind, wrong))) codes.add(code)
  }
  for (const extra of ['CAPTCHA_INVALID', 'CAPTCHA_REQUIRED', 'HTML_NOT_ALLOWED', 'LINKS_NOT_ALLOWED', 'DATE_INCOMPLETE', 'END_DATE_INVALID', 'FILE_TYPE_INVALID', messageCode('FILE_TOO_LARGE', { max: 5 }), messageCode('MAX_LENGTH', { max: 100 }), 'PASSWORDS_DO_NOT_MATCH', 'FRIEND_EMAIL_INVALID', 'PHONE_INVALID']) codes.add(extra)

  it('and every one is among the keys the browser is given', async () => {
    const { MESSAGE_KEYS } = await import('@/lib/forms/fieldMessages')
    const labels = new Set(FORM_KINDS.flatMap((kind) => FORMS[kind].fields.map((def) => def.label)))
    for (const code of codes) for (const key of messageKeys(code)) expect(labels.has(key) || (MESSAGE_KEYS as readonly string[]).includes(key), key).toBe(true)
  })

  it.each([...codes])('%s', (code) => {
    for (const key of messageKeys(code)) for (const locale of ['nl', 'fr', 'en'] as const) expect(dictionary[key]?.[locale], `${key} ${locale}`).toBeTruthy()
    for (const translate of [nl, fr, en]) expect(localiseMessage(code, translate)).not.toMatch(/[A-Z]{2,}_[A-Z_]+|\{\w+\}/)
  })
})

describe('required fields (SPEC 5: "is a required field")', () => {
  it('names the field in each language', () => {
    const code = errorsOf('contact-me', {}).firstName
    expect(localiseMessage(code, en)).toBe('First name is a required field')
    expect(localiseMessage(code, fr)).toBe('Prénom est un champ obligatoire')
    expect(localiseMessage(code, nl)).toBe('Voornaam is een verplicht veld')
  })

  it('title, e-mail, phone, consent, and the valuation address', () => {
    const errors = errorsOf('contact-demand', {})
    expect(localiseMessage(errors.title, en)).toBe('Please choose a title')
    expect(localiseMessage(errors.goal, en)).toMatch(/./)
    expect(localiseMessage(errors.email, en)).toBe('Email is a required field')
    expect(localiseMessage(errors.phone, en)).toBe('Phone is a required field')
    expect(localiseMessage(errors.consent, en)).toBe('You must accept the privacy statement')
    for (const field of ['street', 'houseNumber', 'zip', 'city']) expect(errors[field], field).toBeDefined()
  })

  it('a demand registration: at least one property type and one zone', () => {
    const errors = errorsOf('demand-register', { ...person, goal: 'buy', frequency: 'instant', types: [], cities: [] })
    expect(localiseMessage(errors.types, en)).toBe('Choose at least one property type')
    expect(localiseMessage(errors.cities, en)).toBe('Choose at least one city or area')
    expect(errorsOf('demand-register', { ...person, goal: 'buy', frequency: 'instant', types: ['1'], cities: ['gent|9000'] })).toEqual({})
  })

  it('a rent application: every declaration ticked (SPEC 5)', () => {
    const base = { ...person, street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: 'Gent', birthDate: '1990-05-01', startDate: '2027-03-01', income: '2500', persons: '2' }
    const ticks = { confirmIncome: true, confirmPersons: true, confirmRead: true, confirmAmount: true }
    expect(errorsOf('rent-application', { ...base, ...ticks })).toEqual({})
    for (const name of Object.keys(ticks)) {
      const errors = errorsOf('rent-application', { ...base, ...ticks, [name]: false })
      expect(localiseMessage(errors[name], en)).toBe('Please tick every declaration to continue')
    }
  })
})

describe('formats and bounds', () => {
  it('e-mail addresses, the friend one with its own message', () => {
    expect(isEmailAddress('ann@example.be')).toBe(true)
    for (const bad of ['ann', 'ann@', '@example.be', 'ann@example', 'a b@example.be', 'ann@example.be\nBcc: x@y.z', `${'a'.repeat(65)}@example.be`]) expect(isEmailAddress(bad), bad).toBe(false)
    expect(localiseMessage(errorsOf('send-to-friend', { yourName: 'Ann', email: 'ann@example.be', friendEmail: 'bob' }).friendEmail, en)).toBe("Your friend's email address is not valid")
    expect(localiseMessage(errorsOf('sign-newsletter', { email: 'nope', consent: true }).email, nl)).toBe('Het e-mailadres is niet geldig')
  })

  it('phone numbers: 9 to 15 digits in the characters people write', () => {
    expect(isPhoneNumber('050 12 34 56')).toBe(true)
    expect(isPhoneNumber('0470/12.34.56')).toBe(true)
    expect(isPhoneNumber('+32 (0)470 12 34 56')).toBe(true)
    expect(isPhoneNumber('05012345')).toBe(false)
    expect(isPhoneNumber('123456789012345')).toBe(true)
    expect(isPhoneNumber('1234567890123456')).toBe(false)
    expect(isPhoneNumber('0470 12 34 5x')).toBe(false)
  })

  it('lengths: a name of 100 characters passes, 101 does not', () => {
    expect(errorsOf('contact-me', { ...person, firstName: 'a'.repeat(100) }).firstName).toBeUndefined()
    expect(localiseMessage(errorsOf('contact-me', { ...person, firstName: 'a'.repeat(101) }).firstName, en)).toBe('At most 100 characters')
  })

  it('markup and control characters are refused, plain comparisons are not', () => {
    expect(localiseMessage(errorsOf('contact-me', { ...person, remark: 'Hi <script>alert(1)</script>' }).remark, en)).toBe('Markup such as < > is not allowed here')
    expect(errorsOf('contact-me', { ...person, remark: 'Budget < 300k, > 2 bedrooms\nThanks' }).remark).toBeUndefined()
    expect(errorsOf('contact-me', { ...person, lastName: 'Peeters\r\nBcc: x@y.z' }).lastName).toBeDefined()
    expect(errorsOf('contact-me', { ...person, remark: 'tab\there' }).remark).toBeUndefined()
  })

  it('complete calendar dates, and an end date after the start (SPEC 5)', () => {
    expect(isCompleteDate('2028-02-29')).toBe(true)
    expect(isCompleteDate('2027-02-29')).toBe(false)
    expect(isCompleteDate('2027-2-1')).toBe(false)
    expect(isCompleteDate('2027-13-01')).toBe(false)
    const base = { ...person, street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: 'Gent', birthDate: '1990-05-01', income: '2500', persons: '2', confirmIncome: true, confirmPersons: true, confirmRead: true, confirmAmount: true }
    expect(errorsOf('rent-application', { ...base, startDate: '2027-03-01', endDate: '2027-03-01' })).toEqual({})
    expect(localiseMessage(errorsOf('rent-application', { ...base, startDate: '2027-03-01', endDate: '2027-02-28' }).endDate, fr)).toBe("La date de fin n'est pas valide")
    expect(localiseMessage(errorsOf('rent-application', { ...base, startDate: '2027-03', endDate: '2027-04-01' }).startDate, en)).toBe('The date is not valid')
    expect(localiseMessage(errorsOf('rent-application', { ...base, startDate: '2027-03-01', endDate: '2027-02-30' }).endDate, en)).toBe('The date is not valid')
  })

  it('numbers: digits with up to two decimals, within the field bounds', () => {
    expect(numberValue('1500,50')).toBe(1500.5)
    expect(numberValue(' 2000 ')).toBe(2000)
    expect(numberValue('1e5')).toBeNull()
    expect(numberValue('-3')).toBeNull()
    const offer = { ...person, street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: 'Gent', validUntil: '2027-01-31', acceptTerms: true }
    expect(errorsOf('purchase-offer', { ...offer, amount: '1' }).amount).toBeUndefined()
    expect(localiseMessage(errorsOf('purchase-offer', { ...offer, amount: '0' }).amount, en)).toBe('Please enter a valid amount')
    expect(localiseMessage(errorsOf('purchase-offer', { ...offer, amount: 'lots' }).amount, en)).toBe('Please enter a valid amount')
  })

  it('choices only among the options', () => {
    expect(errorsOf('contact-me', { ...person, title: 'dr' }).title).toBeDefined()
    expect(errorsOf('contact-me', { ...person, contactTimes: ['morning', 'evening'] })).toEqual({})
    expect(errorsOf('contact-me', { ...person, contactTimes: ['night'] }).contactTimes).toBeDefined()
    expect(errorsOf('contact-demand', { ...person, goal: 'insurance', street: 'a', houseNumber: '1', zip: '9000', city: 'Gent' })).toEqual({})
  })

  it(`a CV: a document type, at most ${CV_MAX_MB} MB`, () => {
    const base = { ...person, message: 'Hello' }
    expect(errorsOf('site-contact', { ...base, cv: { name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_MB * 1024 * 1024 } })).toEqual({})
    expect(localiseMessage(errorsOf('site-contact', { ...base, cv: { name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_MB * 1024 * 1024 + 1 } }).cv, en)).toBe('The file is too large (max. 5 MB)')
    expect(localiseMessage(errorsOf('site-contact', { ...base, cv: { name: 'cv.exe', type: 'application/x-msdownload', size: 10 } }).cv, en)).toBe('This file type is not allowed')
    expect(fileMatchesType(new TextEncoder().encode('%PDF-1.7'), 'application/pdf')).toBe(true)
    expect(fileMatchesType(new TextEncoder().encode('MZ'), 'application/pdf')).toBe(false)
    expect(fileMatchesType(new Uint8Array([0x50, 0x4b, 3, 4]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true)
  })

  it('a password equal to its confirmation', () => {
    const form: FormDef = {
      rules: ['passwordPair'],
      fields: [
        { name: 'password', kind: 'text', label: 'PASSWORD', required: true },
        { name: 'passwordConfirm', kind: 'text', label: 'PASSWORD_CONFIRM', required: true },
      ],
    }
    expect(checkForm(form, { password: 'correct horse', passwordConfirm: 'correct horse' }).ok).toBe(true)
    const result = checkForm(form, { password: 'correct horse', passwordConfirm: 'correct hose' })
    expect(result.ok ? null : localiseMessage(result.errors.passwordConfirm, en)).toBe('The passwords do not match')
  })
})

describe('send to a friend: what reaches an address nobody verified', () => {
  const friend = { yourName: 'Ann', email: 'ann@example.be', friendEmail: 'bob@example.be' }

  it(`a message of ${FRIEND_MESSAGE_MAX} characters passes, one more does not`, () => {
    expect(FRIEND_MESSAGE_MAX).toBe(300)
    expect(errorsOf('send-to-friend', { ...friend, message: 'a'.repeat(300) })).toEqual({})
    // Surrounding spaces are trimmed before the count.
    expect(errorsOf('send-to-friend', { ...friend, message: ` ${'a'.repeat(300)}\n` })).toEqual({})
    const code = errorsOf('send-to-friend', { ...friend, message: 'a'.repeat(301) }).message
    expect(localiseMessage(code, en)).toBe('At most 300 characters')
    expect(localiseMessage(code, nl)).toBe('Maximaal 300 tekens')
    expect(localiseMessage(code, fr)).toBe('300 caractères maximum')
  })

  it.each(['See https://example.com', 'www.example.be', 'pillz.shop', 'mail ann@example.be', 'example (dot) com', 'example\uff0ecom'])(
    'no link in the message, in nl, fr and en: %s',
    (message) => {
      const code = errorsOf('send-to-friend', { ...friend, message }).message
      expect(code).toBe('LINKS_NOT_ALLOWED')
      expect(localiseMessage(code, nl)).toBe('Links, web- en e-mailadressen zijn hier niet toegestaan. Typ na een punt een spatie.')
      expect(localiseMessage(code, fr)).toBe('Les liens et les adresses web ou e-mail ne sont pas autorisés ici. Laissez un espace après un point.')
      expect(localiseMessage(code, en)).toBe('Links, web and email addresses are not allowed here. Put a space after a full stop.')
    },
  )

  it('no link in the names either; other forms keep theirs (they reach only the agency)', () => {
    expect(errorsOf('send-to-friend', { ...friend, yourName: 'Ann from pillz.shop' }).yourName).toBe('LINKS_NOT_ALLOWED')
    expect(errorsOf('send-to-friend', { ...friend, friendName: 'www.bob' }).friendName).toBe('LINKS_NOT_ALLOWED')
    expect(errorsOf('send-to-friend', { ...friend, friendName: 'Bob', message: 'Kijk eens, mooi pand! Bel me: 0470 12 34 56.' })).toEqual({})
    expect(errorsOf('contact-me', { ...person, remark: 'See https://example.com/plan.pdf' }).remark).toBeUndefined()
  })

  it('an address holding an encoded word is no address (clients decode it in a Reply-To)', () => {
    expect(isEmailAddress('=?utf-8?q?Boss?=@example.be')).toBe(false)
    expect(isEmailAddress('a=b?c@example.be')).toBe(true)
    expect(errorsOf('send-to-friend', { ...friend, email: '=?utf-8?q?x?=@example.be' }).email).toBe('EMAIL_INVALID')
    expect(errorsOf('send-to-friend', { ...friend, friendEmail: 'bob=?@example.be' }).friendEmail).toBe('FRIEND_EMAIL_INVALID')
  })
})

describe('what is kept', () => {
  it('drops unknown fields, trims text, turns numbers into numbers, leaves empty optional fields out', () => {
    const result = checkFormKind('contact-me', { ...person, firstName: '  Ann  ', isAdmin: true, remark: '' })
    expect(result).toEqual({ ok: true, values: { ...person, newsletter: false } })
    const offer = checkFormKind('purchase-offer', { ...person, street: 'a', houseNumber: '1', zip: '9000', city: 'Gent', amount: '280000', validUntil: '2027-01-31', acceptTerms: true })
    expect(offer.ok && offer.values.amount).toBe(280000)
  })

  it('keeps phone numbers grouped as SPEC 5 shows them', () => {
    const stored = (phone: string) => {
      const result = checkFormKind('contact-me', { ...person, phone })
      return result.ok ? result.values.phone : null
    }
    expect(stored('0470123456')).toBe('0470 12 34 56')
    expect(stored('050/12.34.56')).toBe('050 12 34 56')
    expect(stored('+32 470 12 34 56')).toBe('+32 470 12 34 56')
  })

  it('reads a form posted without JavaScript: ticked boxes, repeated names', () => {
    const data = new URLSearchParams('title=mr&firstName=Jan&consent=true&newsletter=on&contactTimes=morning&contactTimes=evening&locale=fr&role=admin')
    expect(formDataValues(FORMS['contact-me'], data)).toEqual({ title: 'mr', firstName: 'Jan', consent: true, newsletter: true, contactTimes: ['morning', 'evening'], locale: 'fr' })
  })
})
