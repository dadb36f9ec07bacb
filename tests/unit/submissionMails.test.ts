import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/dictionary'
import { escapeHtml, renderMail, subjectLine } from '@/lib/email/layout'
import { submissionMails } from '@/lib/email/submissionMails'
import { FORM_KINDS } from '@/lib/forms/kinds'

import { dictionary } from '../../seed/data/dictionary'

const t = (locale: 'nl' | 'fr' | 'en') => translator(Object.fromEntries(Object.entries(dictionary).map(([key, value]) => [key, value[locale]])))
const subject = { kind: 'property' as const, id: 7, name: 'Villa Zonneweelde', url: 'https://immo.example/nl/te-koop/gent/villa/7/', documents: [{ name: 'Plan', url: 'https://immo.example/api/media/file/plan.pdf' }] }
const values = { title: 'ms', firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.be', phone: '0470 12 34 56', contactTimes: ['morning'], remark: 'Tuin?', consent: true, friendEmail: 'bob@example.be', yourName: 'Ann' }
const base = { submissionId: 42, values, subject, slot: null, agency: { name: 'Immo Horizon', email: 'info@immohorizon.be' }, tAgency: t('nl'), siteUrl: 'https://immo.example' }

describe('submission mails', () => {
  it.each(['nl', 'fr', 'en'] as const)('every kind in %s: the agency is told, the visitor gets their confirmation in their language', (locale) => {
    for (const kind of FORM_KINDS.filter((k) => !['send-to-friend', 'search-alert', 'demand-register'].includes(k))) {
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

  it('the agency notice is in the agency language and lists the fields with their labels', () => {
    const [notice] = submissionMails({ ...base, kind: 'contact-me', locale: 'fr', t: t('fr') })
    expect(notice.to).toBe('info@immohorizon.be')
    expect(notice.text).toContain('Voornaam: Ann')
    expect(notice.text).toContain('Wanneer mogen we u bellen?: 10:00 - 13:00')
    expect(notice.text).toContain('/admin/collections/form-submissions/42')
  })

  it('a document request mails the documents', () => {
    const mails = submissionMails({ ...base, kind: 'documents-request', locale: 'en', t: t('en') })
    expect(mails.find((m) => m.to === 'ann@example.be')?.text).toContain('Plan: https://immo.example/api/media/file/plan.pdf')
  })

  it('send to a friend writes to the friend only, in the sender language, with the link', () => {
    const friendValues = { yourName: 'Ann', email: 'ann@example.be', friendEmail: 'bob@example.be' }
    const mails = submissionMails({ ...base, values: friendValues, kind: 'send-to-friend', locale: 'nl', t: t('nl') })
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'bob@example.be', replyTo: 'ann@example.be', subject: 'Ann stuurt u een pand: Villa Zonneweelde' })
    expect(mails[0].html).toContain(`href="${subject.url}"`)
  })

  it('a saved search writes nothing here (its opt-in mail does); a demand registration only tells the agency', () => {
    expect(submissionMails({ ...base, kind: 'search-alert', locale: 'en', t: t('en') })).toEqual([])
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
