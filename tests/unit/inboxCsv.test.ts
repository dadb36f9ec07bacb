import { describe, expect, it } from 'vitest'

import { csvCell, dataCell, toCsv } from '@/lib/forms/csv'

describe('the inbox CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(['a', 'b'])).toBe('"a, b"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })

  it('never hands a spreadsheet a formula', () => {
    for (const text of ['=HYPERLINK("http://evil")', '+32 470', '-1+1', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(text).startsWith(`"'`), text).toBe(true)
    expect(csvCell('Ann = buyer')).toBe('"Ann = buyer"')
  })

  it('is UTF-8 with a BOM and CRLF rows', () => {
    expect(toCsv(['name'], [['Zoë']])).toBe('\ufeff"name"\r\n"Zoë"\r\n')
  })

  it('writes a submission\'s fields one per line', () => {
    expect(dataCell({ firstName: 'Ann', contactTimes: ['morning', 'evening'], consent: true })).toBe('firstName: Ann\ncontactTimes: morning, evening\nconsent: true')
    expect(dataCell('x')).toBe('')
  })
})
