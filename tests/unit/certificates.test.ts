import { describe, expect, it } from 'vitest'
import {
  ASBESTOS_VALIDITY_YEARS,
  CERTIFICATE_VALIDITY_YEARS,
  ELECTRICAL_REINSPECTION_MONTHS,
  ELECTRICAL_VALIDITY_YEARS,
  EPC_VALIDITY_YEARS,
  certificateDeadlines,
  certificateExpiry,
  epcExpired,
  expiringWithin,
} from '@/lib/domain/certificates'

// 1 June 2026, noon in Brussels (CEST, UTC+2).
const JUNE_1 = new Date('2026-06-01T10:00:00Z')

describe('validity constants', () => {
  it('are ten years for EPC and asbestos, 25 for an electrical inspection', () => {
    expect(EPC_VALIDITY_YEARS).toBe(10)
    expect(ASBESTOS_VALIDITY_YEARS).toBe(10)
    expect(ELECTRICAL_VALIDITY_YEARS).toBe(25)
    expect(ELECTRICAL_REINSPECTION_MONTHS).toBe(18)
    expect(CERTIFICATE_VALIDITY_YEARS).toEqual({ epc: 10, asbestos: 10, electrical: 25 })
  })
})

describe('certificateExpiry', () => {
  it('adds each kind of certificate its years', () => {
    expect(certificateExpiry('epc', '2016-05-14')).toBe('2026-05-14')
    expect(certificateExpiry('asbestos', '2023-01-31')).toBe('2033-01-31')
    expect(certificateExpiry('electrical', '2001-03-01')).toBe('2026-03-01')
  })

  it('moves 29 February to 28 February, never to 1 March', () => {
    expect(certificateExpiry('epc', '2016-02-29')).toBe('2026-02-28')
    expect(certificateExpiry('asbestos', '2024-02-29')).toBe('2034-02-28')
    expect(certificateExpiry('electrical', '2000-02-29')).toBe('2025-02-28')
  })

  it('keeps the days around a leap day on their own date', () => {
    expect(certificateExpiry('epc', '2016-02-28')).toBe('2026-02-28')
    expect(certificateExpiry('epc', '2016-03-01')).toBe('2026-03-01')
  })

  it('reads an ISO moment on its Brussels day', () => {
    // What Payload stores for a day picked in the admin: 12:00 UTC.
    expect(certificateExpiry('epc', '2016-05-14T12:00:00.000Z')).toBe('2026-05-14')
    // 22:30 UTC on 13 May is 00:30 on 14 May in Brussels (CEST).
    expect(certificateExpiry('epc', '2016-05-13T22:30:00.000Z')).toBe('2026-05-14')
    // 23:30 UTC on 31 December is already New Year's Day in Brussels (CET).
    expect(certificateExpiry('electrical', '2000-12-31T23:30:00Z')).toBe('2026-01-01')
    expect(certificateExpiry('epc', '2016-05-14T09:00:00+02:00')).toBe('2026-05-14')
    expect(certificateExpiry('epc', ' 2016-05-14 ')).toBe('2026-05-14')
  })

  it('gives null for missing or invalid dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      'not a date',
      '14/05/2016',
      '2016-5-14',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-02-30T12:00:00Z',
      // a moment without a zone would be read in the server's zone
      '2016-05-14T12:00:00',
    ]) {
      expect(certificateExpiry('epc', value)).toBeNull()
    }
  })
})

describe('epcExpired', () => {
  const input = { epcExpiry: '2026-05-14' }

  it('is false through the expiry day in Brussels and true from the next day', () => {
    expect(epcExpired(input, new Date('2026-05-13T12:00:00Z'))).toBe(false)
    expect(epcExpired(input, new Date('2026-05-14T00:00:00+02:00'))).toBe(false)
    // 23:59:59 on the expiry day in Brussels
    expect(epcExpired(input, new Date('2026-05-14T21:59:59Z'))).toBe(false)
    // 22:00 UTC is already 15 May in Brussels, though still 14 May in UTC
    expect(epcExpired(input, new Date('2026-05-14T22:00:00Z'))).toBe(true)
    expect(epcExpired(input, new Date('2026-05-15T12:00:00Z'))).toBe(true)
  })

  it('follows the winter offset too', () => {
    const winter = { epcExpiry: '2026-01-14' }
    expect(epcExpired(winter, new Date('2026-01-14T22:59:59Z'))).toBe(false)
    expect(epcExpired(winter, new Date('2026-01-14T23:00:00Z'))).toBe(true)
  })

  it('counts ten years from the issue date when no expiry is given', () => {
    expect(epcExpired({ epcIssued: '2016-05-14' }, new Date('2026-05-14T12:00:00Z'))).toBe(false)
    expect(epcExpired({ epcIssued: '2016-05-14' }, new Date('2026-05-15T12:00:00Z'))).toBe(true)
  })

  it('lets an explicit expiry win over the issue date, both ways', () => {
    // issued + 10 years has passed, the printed expiry has not
    expect(epcExpired({ epcIssued: '2016-01-01', epcExpiry: '2027-01-01' }, JUNE_1)).toBe(false)
    // issued + 10 years has not passed, the printed expiry has
    expect(epcExpired({ epcIssued: '2020-01-01', epcExpiry: '2026-01-01' }, JUNE_1)).toBe(true)
  })

  it('falls back to the issue date when the explicit expiry is unreadable', () => {
    expect(epcExpired({ epcIssued: '2016-01-01', epcExpiry: 'soon' }, JUNE_1)).toBe(true)
  })

  it('is false when no date says so', () => {
    expect(epcExpired({}, JUNE_1)).toBe(false)
    expect(epcExpired({ epcIssued: null, epcExpiry: null }, JUNE_1)).toBe(false)
    expect(epcExpired({ epcIssued: 'yesterday', epcExpiry: '2020-02-30' }, JUNE_1)).toBe(false)
    // other certificates never make the EPC expired
    expect(epcExpired({ asbestosDate: '2000-01-01', electricalDate: '1990-01-01' }, JUNE_1)).toBe(false)
    expect(epcExpired(input, new Date(Number.NaN))).toBe(false)
  })
})

describe('certificateDeadlines', () => {
  it('lists every dated certificate, soonest first, with the days left', () => {
    const deadlines = certificateDeadlines(
      { epcIssued: '2017-06-01', asbestosDate: '2016-05-31', electricalDate: '2001-06-11', electricalCompliant: true },
      JUNE_1,
    )
    expect(deadlines).toEqual([
      { kind: 'asbestos', expires: '2026-05-31', daysLeft: -1, expired: true },
      { kind: 'electrical', expires: '2026-06-11', daysLeft: 10, expired: false },
      { kind: 'epc', expires: '2027-06-01', daysLeft: 365, expired: false },
    ])
  })

  it('gives daysLeft 0 on the expiry day itself', () => {
    expect(certificateDeadlines({ epcExpiry: '2026-06-01' }, JUNE_1)).toEqual([
      { kind: 'epc', expires: '2026-06-01', daysLeft: 0, expired: false },
    ])
  })

  it('prefers the explicit EPC expiry and lists the EPC once', () => {
    expect(certificateDeadlines({ epcIssued: '2016-01-01', epcExpiry: '2026-12-31' }, JUNE_1)).toEqual([
      { kind: 'epc', expires: '2026-12-31', daysLeft: 213, expired: false },
    ])
  })

  it('leaves out a non-compliant electrical report and keeps one whose result is unknown', () => {
    const dated = { electricalDate: '2001-06-11' }
    expect(certificateDeadlines({ ...dated, electricalCompliant: false }, JUNE_1)).toEqual([])
    for (const electricalCompliant of [true, null, undefined]) {
      expect(certificateDeadlines({ ...dated, electricalCompliant }, JUNE_1).map((d) => d.expires)).toEqual([
        '2026-06-11',
      ])
    }
    // the result alone, without a date, says nothing
    expect(certificateDeadlines({ electricalCompliant: true }, JUNE_1)).toEqual([])
  })

  it('ignores missing and invalid dates', () => {
    expect(certificateDeadlines({}, JUNE_1)).toEqual([])
    expect(
      certificateDeadlines({ epcIssued: '', asbestosDate: '31/05/2016', electricalDate: '2001-02-29' }, JUNE_1),
    ).toEqual([])
    expect(
      certificateDeadlines({ epcIssued: 'x', asbestosDate: '2020-01-15', electricalDate: null }, JUNE_1).map(
        (d) => d.kind,
      ),
    ).toEqual(['asbestos'])
  })

  it('gives nothing for an invalid now', () => {
    expect(certificateDeadlines({ epcExpiry: '2026-06-01' }, new Date('nope'))).toEqual([])
  })
})

describe('expiringWithin', () => {
  // 1 June + 60 days = 31 July; + 61 days = 1 August.
  const day60 = { epcExpiry: '2026-07-31' }
  const day61 = { epcExpiry: '2026-08-01' }

  it('keeps a certificate running out in exactly 60 days and drops one in 61', () => {
    expect(expiringWithin(day60, JUNE_1)).toEqual([{ kind: 'epc', expires: '2026-07-31', daysLeft: 60, expired: false }])
    expect(expiringWithin(day61, JUNE_1)).toEqual([])
  })

  it("counts from Brussels' day: late evening UTC on 31 May is already 1 June", () => {
    const lateMay31 = new Date('2026-05-31T22:30:00Z')
    expect(expiringWithin(day60, lateMay31).map((d) => d.daysLeft)).toEqual([60])
    expect(expiringWithin(day61, lateMay31)).toEqual([])
    // an hour earlier it is still 31 May in Brussels: 30 July is then 60 days away
    expect(expiringWithin({ epcExpiry: '2026-07-30' }, new Date('2026-05-31T21:30:00Z')).map((d) => d.daysLeft)).toEqual([60])
  })

  it('keeps the expiry day and certificates already expired', () => {
    const input = { epcExpiry: '2026-06-01', asbestosDate: '2010-01-01', electricalDate: '2030-01-01' }
    expect(expiringWithin(input, JUNE_1).map((d) => [d.kind, d.daysLeft])).toEqual([
      ['asbestos', -2343],
      ['epc', 0],
    ])
  })

  it('takes another window', () => {
    expect(expiringWithin(day61, JUNE_1, 61).map((d) => d.daysLeft)).toEqual([61])
    expect(expiringWithin(day60, JUNE_1, 59)).toEqual([])
    expect(expiringWithin({ epcExpiry: '2026-06-01' }, JUNE_1, 0).map((d) => d.daysLeft)).toEqual([0])
  })

  it('ignores missing dates and non-compliant electrical reports', () => {
    expect(expiringWithin({}, JUNE_1)).toEqual([])
    expect(expiringWithin({ electricalDate: '2001-06-11', electricalCompliant: false }, JUNE_1)).toEqual([])
  })
})
