import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { renderMail, subjectLine } from '@/lib/email/layout'
import { submissionMails } from '@/lib/email/submissionMails'
import { FORM_KINDS } from '@/lib/forms/kinds'
import { escapeHtml } from '@/lib/html/escape'

import { dictionary } from '../../seed/data/dictionary'

const t = (locale: 'nl' | 'fr' | 'en') => translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value[locale]])))
const subject = { kind: 'property' as const, id: 7, name: 'Villa Zonneweelde', url: 'https://immo.example/nl/te-koop/gent/villa/7/', documents: [{ name: 'Plan', url: 'https://immo.example/api/media/file/plan.pdf' }] }
const values = { title: 'ms', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', phone: '0470 12 34 56', contactTimes: ['morning'], remark: 'Tuin?', consent: true, friendEmail: 'bob@example.be', yourName: 'Ann' }
const base = { submissionId: 42, values, subject, slot: null, agency: { name: 'Immo Horizon', email: 'info@immohorizon.be' }, tAgency: t('nl'), siteUrl: 'https://immo.example' }

describe('submission mails', () => {
  it.each(['nl', 'fr', 'en'] as const)('every kind in %s: the agency is told, the visitor gets their confirmation in their language', (locale) => {
    for (const kind of FORM_KINDS.filter((k) => !['send-to-friend', 'search-alert', 'shortlist-alert', 'demand-register'].includes(k))) {
      const mails = submissionMails({ ...base, kind, locale, t: t(locale) })
      const toVisitor = mails.find((mail) => mail.to === 'ann@example.be')
      expect(toVisitor, kind).toBeDefined()
      expect(toVisitor?.text, kind).toContain(dictionary[`THANK_YOU_${kind.toUpperCase().replace(/-/g, '_')}_TEXT`][locale])
      expect(toVisitor?.replyTo).toBe('info@immohorizon.be')
      const toAgency = mails.find((mail) => mail.to === 'info@immohorizon.be')
      if (kind === 'sign-newsletter') expect(toAgency).toBeUndefined()
      else expect(toAgency?.replyTo, kind).toBe('ann@example.be')
    }
  })

  it("the confirmation carries the agency's words and the listing only: nothing the visitor typed or chose, and no name", () => {
    // Every field of every form, filled in with text a stranger could choose.
    const typed = {
      title: 'ms', firstName: 'Zorro', lastName: 'Quixote', email: 'victim@example.be', phone: '0470 99 88 77', street: 'Spamstraat', houseNumber: '77b',
      zip: '9999', city: 'Spamville', country: 'LU', remark: 'Buy cheap pills', message: 'Call 0900 SPAM now', goal: 'insurance', contactTimes: ['evening'],
      types: ['Spamtype'], cities: ['spamtown|1234'], budgetMax: 987654, minBedrooms: 7, startDate: '2031-04-05', endDate: '2032-06-07', income: 123456, persons: 9,
      amount: 876543, validUntil: '2033-08-09', loanCondition: true, newsletter: true, consent: true, yourName: 'Spammer', friendName: 'Friend', query: 'spamquery',
    }
    const leaks = ['Zorro', 'Quixote', 'victim@', '0470', 'Spam', '77b', '9999', 'pills', '0900', '987', '123', '876', '2031', '2032', '2033', 'Spammer', 'Friend']
    for (const locale of ['nl', 'fr', 'en'] as const) {
      for (const kind of FORM_KINDS.filter((k) => !['send-to-friend', 'search-alert', 'shortlist-alert', 'demand-register'].includes(k))) {
        const slot = kind === 'contact-appointment' ? { start: '2030-03-05T13:00:00Z', end: '2030-03-05T13:30:00Z' } : null
        const mail = submissionMails({ ...base, values: typed, slot, kind, locale, t: t(locale) }).find((m) => m.to === 'victim@example.be')
        if (!mail) throw new Error(`no confirmation for ${kind}`)
        for (const part of [mail.subject, mail.text, mail.html]) for (const leak of leaks) expect(part, `${kind} ${locale}: ${leak}`).not.toContain(leak)
        // No field is echoed, not even a choice among the agency's options.
        for (const key of ['FIRST_NAME', 'PHONE', 'REMARK', 'CONTACT_TIME', 'CONTACT_TIME_EVENING', 'GOAL_INSURANCE', 'YES']) expect(mail.text, `${kind} ${key}`).not.toContain(`${dictionary[key][locale]}`)
        expect(mail.text.startsWith(`${dictionary.MAIL_GREETING_ANONYMOUS[locale]}\n`), kind).toBe(true)
        expect(mail.text).toContain(`${dictionary.PROPERTY[locale]}: Villa Zonneweelde`)
        expect(mail.html).toContain(`href="${subject.url}"`)
      }
    }
  })

  it("a visit request confirms the moment of the slot, the agency's data", () => {
    const slot = { start: '2030-03-05T13:00:00Z', end: '2030-03-05T13:30:00Z' }
    const mail = submissionMails({ ...base, slot, kind: 'contact-appointment', locale: 'en', t: t('en') }).find((m) => m.to === 'ann@example.be')
    expect(mail?.text).toContain('Appointment: Tuesday, 5 March 2030 at 14:00 - 14:30')
  })

  it('the agency notice is in the agency language and lists the fields with their labels', () => {
    const [notice] = submissionMails({ ...base, kind: 'contact-me', locale: 'fr', t: t('fr') })
    expect(notice.to).toBe('info@immohorizon.be')
    expect(notice.text).toContain('Voornaam: Ann')
    expect(notice.text).toContain('Wanneer mogen we u bellen?: 10:00 - 13:00')
    expect(notice.text).toContain('/admin/collections/form-submissions/42')
    // Everything the visitor sent, the remark too: it reaches the agency's own address only.
    expect(notice.text).toContain('Opmerking: Tuin?')
    expect(notice.subject).toBe('Contacteer mij: Ann Peeters | Villa Zonneweelde')
  })

  it("an encoded word typed as a name reaches the agency's subject as typed, never decoded", () => {
    const [notice] = submissionMails({ ...base, values: { ...values, firstName: '=?utf-8?q?Free_money?=', lastName: '' }, kind: 'contact-me', locale: 'en', t: t('en') })
    expect(notice.subject).toContain('= ?utf-8?q?Free_money?=')
    expect(notice.subject).not.toContain('=?')
    const friend = submissionMails({ ...base, values: { yourName: '=?utf-8?b?RnJlZSBtb25leQ==?=', email: 'ann@example.be', friendEmail: 'bob@example.be' }, kind: 'send-to-friend', locale: 'en', t: t('en') })
    expect(friend[0].subject).toBe('= ?utf-8?b?RnJlZSBtb25leQ== ?= sent you a property: Villa Zonneweelde')
  })

  it('a document request mails the documents', () => {
    const mails = submissionMails({ ...base, kind: 'documents-request', locale: 'en', t: t('en') })
    expect(mails.find((m) => m.to === 'ann@example.be')?.text).toContain('Plan: https://immo.example/api/media/file/plan.pdf')
  })

  it('send to a friend writes to the friend only, in the sender language, with the link and the message the schema let through', () => {
    const friendValues = { yourName: 'Ann', email: 'ann@example.be', friendEmail: 'bob@example.be', message: 'Mooi, niet?' }
    const mails = submissionMails({ ...base, values: friendValues, kind: 'send-to-friend', locale: 'nl', t: t('nl') })
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'bob@example.be', replyTo: 'ann@example.be', subject: 'Ann stuurt u een pand: Villa Zonneweelde' })
    expect(mails[0].html).toContain(`href="${subject.url}"`)
    expect(mails[0].text).toContain('Mooi, niet?')
  })

  it('a saved search or a watched shortlist writes nothing here (its opt-in mail does); a demand registration only tells the agency', () => {
    expect(submissionMails({ ...base, kind: 'search-alert', locale: 'en', t: t('en') })).toEqual([])
    expect(submissionMails({ ...base, kind: 'shortlist-alert', locale: 'en', t: t('en') })).toEqual([])
    expect(submissionMails({ ...base, kind: 'demand-register', locale: 'en', t: t('en') }).map((m) => m.to)).toEqual(['info@immohorizon.be'])
  })

  it('no agency address: only the visitor is written to', () => {
    const mails = submissionMails({ ...base, agency: { name: 'Immo', email: null }, kind: 'site-contact', locale: 'en', t: t('en') })
    expect(mails.map((m) => m.to)).toEqual(['ann@example.be'])
  })

  it('what a visitor typed arrives escaped, and no line break reaches a subject', () => {
    const evil = { ...values, firstName: '<script>alert(1)</script>', remark: '<img src=x onerror=alert(1)>\nBcc: all@example.com' }
    for (const mail of submissionMails({ ...base, values: evil, kind: 'contact-me', locale: 'en', t: t('en') })) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect(mail.subject).not.toMatch(/[\r\n]/)
    }
    expect(subjectLine('Hello\r\nBcc: x@y.z')).toBe('Hello Bcc: x@y.z')
    expect(subjectLine('  Nouveau \t pour votre recherche\u00a0: Gand  ')).toBe('Nouveau pour votre recherche\u00a0: Gand')
    expect(escapeHtml(`<a href="x">'`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;')
    expect(renderMail({ locale: 'en', subject: 's', intro: ['a & b'] }).html).toContain('a &amp; b')
  })
})
