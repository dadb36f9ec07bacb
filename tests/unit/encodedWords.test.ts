import nodemailer from 'nodemailer'
import PostalMime from 'postal-mime'
import { describe, expect, it } from 'vitest'

import { hasEncodedWordOpener, neutraliseEncodedWords } from '@/lib/email/encodedWords'
import { subjectLine } from '@/lib/email/layout'

/** The subject a mail client shows for `subject`: written by nodemailer (as the site sends), read by postal-mime. */
const decodedSubject = async (subject: string): Promise<string | undefined> => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  const info = await transport.sendMail({ from: 'site@immo.example', to: 'info@immo.example', subject, text: 'x' })
  return (await PostalMime.parse(info.message as Buffer)).subject
}

const ATTACKS = [
  '=?utf-8?q?Free_money?=',
  '=?UTF-8?Q?=46ree=20money?=',
  '=?utf-8?b?RnJlZSBtb25leQ==?=',
  '=?iso-8859-1?q?Free_money?= =?utf-8?q?_now?=',
  '=?utf-8*en?q?Free_money?=',
]

describe('neutraliseEncodedWords', () => {
  it('breaks every opener with a space, and leaves other text as it was', () => {
    expect(neutraliseEncodedWords('=?utf-8?q?Hi?=')).toBe('= ?utf-8?q?Hi?=')
    expect(neutraliseEncodedWords('a =?x?b?y?= b =?z?q?w?=')).toBe('a = ?x?b?y?= b = ?z?q?w?=')
    expect(neutraliseEncodedWords('=?=?')).toBe('= ?= ?')
    expect(neutraliseEncodedWords('==??')).toBe('== ??')
    expect(neutraliseEncodedWords('Is 2+2=4? Yes ?= no')).toBe('Is 2+2=4? Yes ?= no')
    expect(neutraliseEncodedWords('Villa Zonneweelde\u00a0: Gand')).toBe('Villa Zonneweelde\u00a0: Gand')
    for (const attack of ATTACKS) expect(hasEncodedWordOpener(neutraliseEncodedWords(attack)), attack).toBe(false)
  })

  it('hasEncodedWordOpener finds the opener alone', () => {
    expect(hasEncodedWordOpener('ann=?@example.be')).toBe(true)
    expect(hasEncodedWordOpener('a=b?c@example.be')).toBe(false)
    expect(hasEncodedWordOpener('?=')).toBe(false)
  })

  it('subjectLine neutralises, after control characters are gone, and an opener spliced from two parts too', () => {
    expect(subjectLine('Contact: =?utf-8?q?Free_money?= | Villa')).toBe('Contact: = ?utf-8?q?Free_money?= | Villa')
    expect(subjectLine('=\r\n?utf-8?q?x?=')).toBe('= ?utf-8?q?x?=')
    expect(subjectLine(`${'Ann ='}${'?utf-8?q?x?='}`)).toBe('Ann = ?utf-8?q?x?=')
  })
})

describe('as a mail client reads the subject', () => {
  it.each(ATTACKS)('raw, %s would be decoded (what the fix is about)', async (attack) => {
    expect(await decodedSubject(`Contact: ${attack}`)).not.toContain('=?')
  })

  it.each(ATTACKS)('through subjectLine, %s shows as typed, never its payload', async (attack) => {
    for (const prefix of ['Contact: ', 'Contact\u00a0: ']) {
      const shown = await decodedSubject(subjectLine(`${prefix}${attack}`))
      expect(shown).toBe(`${prefix}${neutraliseEncodedWords(attack)}`)
      expect(shown).not.toMatch(/Free money/)
    }
  })
})
