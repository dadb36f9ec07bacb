import { describe, expect, it } from 'vitest'

import { checkForm } from '@/lib/forms/schema'
import { FORMS } from '@/lib/forms/definitions'
import { fileField, formOf } from '@/lib/forms/formOf'
import { applicationRulesFor, applicationsEndedAt, askedItems, CANDIDATE_FIELDS, erasureDue, incomeRatio, isOfAge, LEGAL_APPLICATION_RULES, omittedFields, retentionDays } from '@/lib/domain/rentalApplication'

const rules = LEGAL_APPLICATION_RULES
const on = (region: 'brussels' | 'flanders' | 'wallonia', day: string) => applicationRulesFor(rules, region, day)

describe('the rules in force', () => {
  it('Brussels: none before the ordinance of 27 July 2017 took effect, its list from 1 January 2018, the 2022 version from 20 March 2023', () => {
    expect(on('brussels', '2017-12-31')).toBeNull()
    expect(on('brussels', '2018-01-01')?.validFrom).toBe('2018-01-01')
    expect(on('brussels', '2023-03-19')?.validFrom).toBe('2018-01-01')
    expect(on('brussels', '2023-03-20')?.validFrom).toBe('2023-03-20')
    expect(on('brussels', '2026-11-28')?.validFrom).toBe('2023-03-20')
  })

  it('Flanders from 1 January 2019 (Woninghuurdecreet), Wallonia from 1 September 2018 (décret du 15 mars 2018)', () => {
    expect(on('flanders', '2018-12-31')).toBeNull()
    expect(on('flanders', '2019-01-01')?.region).toBe('flanders')
    expect(on('wallonia', '2018-08-31')).toBeNull()
    expect(on('wallonia', '2018-09-01')?.region).toBe('wallonia')
  })

  it('takes a later set staff add from its day on, and none for a place without a region or a day that is not a date', () => {
    const later = [...rules, { region: 'flanders' as const, validFrom: '2027-01-01', items: [], documents: [], sources: 'x' }]
    expect(applicationRulesFor(later, 'flanders', '2026-12-31')?.items).toContain('income')
    expect(applicationRulesFor(later, 'flanders', '2027-01-01')?.items).toEqual([])
    expect(applicationRulesFor(rules, null, '2026-11-28')).toBeNull()
    expect(applicationRulesFor(rules, 'brussels', '28/11/2026')).toBeNull()
  })

  it('every set names its official sources', () => {
    for (const set of rules) expect(set.sources).toMatch(/https:\/\/(www\.ejustice\.just\.fgov\.be|codex\.vlaanderen\.be|wallex\.wallonie\.be)\//)
  })
})

describe('what an application asks', () => {
  it('Brussels: the number of persons and the amount of income, no address, date of birth or document', () => {
    const set = on('brussels', '2026-11-28')
    expect(askedItems(set)).toEqual({ items: ['phone', 'household', 'income'], documents: [] })
    expect(omittedFields(set)).toEqual(['birthDate', 'city', 'country', 'houseNumber', 'proof', 'street', 'zip'])
  })

  it('Flanders: the address too, and a proof of income', () => {
    const set = on('flanders', '2026-11-28')
    expect(askedItems(set).documents).toEqual(['incomeProof'])
    expect(omittedFields(set)).toEqual(['birthDate'])
  })

  it('Wallonia: all of art. 6, with the proof of the last three rents', () => {
    const set = on('wallonia', '2026-11-28')
    expect(askedItems(set)).toEqual({ items: ['phone', 'address', 'birthDate', 'household', 'income'], documents: ['rentReceipts'] })
    expect(omittedFields(set)).toEqual([])
  })

  it('without rules, nothing beyond the name and e-mail address', () => {
    expect(askedItems(null)).toEqual({ items: [], documents: [] })
    expect(omittedFields(null)).toEqual([...CANDIDATE_FIELDS].sort())
  })
})

describe('the form cut to a region', () => {
  it('is the same object for the same cut, and the whole form without one', () => {
    expect(formOf('rent-application')).toBe(FORMS['rent-application'])
    expect(formOf('rent-application', ['zip', 'street'])).toBe(formOf('rent-application', ['street', 'zip']))
    expect(formOf('rent-application', ['zip']).fields.map((def) => def.name)).not.toContain('zip')
    expect(formOf('rent-application', ['no-such-field'])).toBe(FORMS['rent-application'])
  })

  it('asks no title, nationality or free text anywhere', () => {
    const names = FORMS['rent-application'].fields.map((def) => def.name)
    for (const name of ['title', 'nationality', 'remark', 'message']) expect(names).not.toContain(name)
  })

  it('a Brussels application passes without an address and drops one that is sent anyway', () => {
    const form = formOf('rent-application', omittedFields(on('brussels', '2026-11-28')))
    const checked = checkForm(form, {
      firstName: 'Ann',
      lastName: 'Peeters',
      email: 'ann@example.be',
      street: 'Kerkstraat',
      nationality: 'BE',
      startDate: '2027-01-01',
      income: '3000',
      persons: '2',
      confirmIncome: true,
      confirmPersons: true,
      confirmRead: true,
      confirmAmount: true,
      consent: true,
    })
    expect(checked.ok && checked.values).toMatchObject({ income: 3000, persons: 2 })
    expect(checked.ok && Object.keys(checked.values)).not.toContain('street')
    expect(checked.ok && Object.keys(checked.values)).not.toContain('nationality')
    expect(fileField(form)).toBeUndefined()
  })

  it('a Walloon application requires the address and the date of birth, and offers a PDF or a photo', () => {
    const form = formOf('rent-application', omittedFields(on('wallonia', '2026-11-28')))
    const checked = checkForm(form, { firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be' })
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(Object.keys(checked.errors)).toEqual(expect.arrayContaining(['street', 'zip', 'city', 'birthDate', 'income', 'persons']))
    expect(Object.keys(fileField(form)?.accept ?? {})).toEqual(['application/pdf', 'image/jpeg', 'image/png'])
  })
})

describe('income against the rent', () => {
  it('is a ratio to one decimal, and nothing without both amounts or with a rent of zero', () => {
    expect(incomeRatio(3000, 1000)).toBe(3)
    expect(incomeRatio(2450, 1000)).toBe(2.5)
    expect(incomeRatio(2440, 1000)).toBe(2.4)
    expect(incomeRatio(0, 900)).toBe(0)
    expect(incomeRatio(3000, 0)).toBeNull()
    expect(incomeRatio(-1, 900)).toBeNull()
    expect(incomeRatio(null, 900)).toBeNull()
    expect(incomeRatio(3000, undefined)).toBeNull()
    expect(incomeRatio(Number.NaN, 900)).toBeNull()
  })
})

describe('when applications are erased', () => {
  const at = (day: number) => new Date(Date.UTC(2027, 0, day, 10)).toISOString()

  it('the retention time is a whole number of days from the setting, 180 without a usable one', () => {
    expect(retentionDays(undefined)).toBe(180)
    expect(retentionDays('')).toBe(180)
    expect(retentionDays(' 30 ')).toBe(30)
    expect(retentionDays('0')).toBe(0)
    for (const bad of ['-1', '1.5', 'ten', '1e3', '123456']) expect(retentionDays(bad), bad).toBe(180)
  })

  it('counts from when the listing was let or withdrawn, and starts over when it comes back on offer', () => {
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }])).toBeNull()
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'option', at: at(3) }])).toBeNull()
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'rented', at: at(5) }])).toBe(at(5))
    // Let, then taken offline: still let since the day it was let.
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'rented', at: at(5) }, { kind: 'withdrawn', at: at(9) }])).toBe(at(5))
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'withdrawn', at: at(4) }])).toBe(at(4))
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'withdrawn', at: at(4) }, { kind: 'republished', at: at(6) }])).toBeNull()
    expect(applicationsEndedAt([{ kind: 'published', at: at(1) }, { kind: 'rented', at: at(5) }, { kind: 'available', at: at(7) }])).toBeNull()
    // Read in time order, whatever order the rows come in; a price change changes nothing.
    expect(applicationsEndedAt([{ kind: 'rented', at: at(5) }, { kind: 'price', at: at(6) }, { kind: 'published', at: at(1) }])).toBe(at(5))
  })

  it('is due the retention time after, to the millisecond, and never without an end', () => {
    const ended = at(1)
    expect(erasureDue(ended, new Date(Date.parse(ended) + 180 * 86_400_000 - 1), 180)).toBe(false)
    expect(erasureDue(ended, new Date(Date.parse(ended) + 180 * 86_400_000), 180)).toBe(true)
    expect(erasureDue(ended, new Date(ended), 0)).toBe(true)
    expect(erasureDue(null, new Date(2100, 0, 1), 0)).toBe(false)
    expect(erasureDue('not a date', new Date(2100, 0, 1), 0)).toBe(false)
  })
})

describe('a candidate of age', () => {
  it('from their eighteenth birthday, not the day before; one born on 29 February from 1 March in a common year', () => {
    expect(isOfAge('2008-11-28', '2026-11-28')).toBe(true)
    expect(isOfAge('2008-11-29', '2026-11-28')).toBe(false)
    expect(isOfAge('2008-02-29', '2026-02-28')).toBe(false)
    expect(isOfAge('2008-02-29', '2026-03-01')).toBe(true)
    expect(isOfAge('2030-01-01', '2026-11-28')).toBe(false)
    expect(isOfAge('not-a-date', '2026-11-28')).toBe(false)
  })

  it('the Walloon form refuses a date of birth under 18, in the visitor’s language; the Brussels form asks none', () => {
    const wallonia = formOf('rent-application', omittedFields(on('wallonia', '2026-11-28')))
    const minor = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10)
    const checked = checkForm(wallonia, { birthDate: minor })
    expect(!checked.ok && checked.errors.birthDate).toBe('BIRTH_DATE_NOT_OF_AGE')
    const adult = checkForm(wallonia, { birthDate: '1990-05-01' })
    expect(!adult.ok && adult.errors.birthDate).toBeFalsy()
    const brussels = checkForm(formOf('rent-application', omittedFields(on('brussels', '2026-11-28'))), { birthDate: minor })
    expect(!brussels.ok && brussels.errors.birthDate).toBeFalsy()
  })
})
