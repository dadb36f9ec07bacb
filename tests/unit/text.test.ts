import { describe, expect, it } from 'vitest'
import { cleanDescription, DESCRIPTION_LIMIT, frenchSpacing, NO_BREAK_SPACE as NB } from '@/lib/domain/text'

/** `n` characters made of words of 9 letters and a space (10 characters each). */
const words = (n: number) => 'abcdefghi '.repeat(Math.ceil(n / 10)).slice(0, n)

describe('cleanDescription, cleaning', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(cleanDescription('<p>Ruime  woning&nbsp;met <b>tuin</b></p>\n<p>&amp; garage</p>')).toBe('Ruime woning met tuin & garage')
  })

  it('gives an empty string for empty or non-string input', () => {
    expect(cleanDescription('')).toBe('')
    expect(cleanDescription('   <p> </p> ')).toBe('')
    expect(cleanDescription(undefined)).toBe('')
    expect(cleanDescription(null)).toBe('')
  })
})

describe('cleanDescription, the limit', () => {
  it('defaults to 250 characters', () => {
    expect(DESCRIPTION_LIMIT).toBe(250)
    expect(cleanDescription('x'.repeat(250))).toHaveLength(250)
    expect(cleanDescription('x'.repeat(251))).toHaveLength(250)
    expect(cleanDescription('x'.repeat(249))).toHaveLength(249)
  })

  it('keeps a text of exactly the limit whole, without ellipsis', () => {
    const text = words(250).trimEnd() + 'x'
    expect(cleanDescription(text, { ellipsis: true })).toBe(text)
  })

  it('cuts at a word boundary that lies beyond 80% of the limit', () => {
    // limit 10, 80% = 8: a space at index 9 is beyond it
    expect(cleanDescription('abcdefghi jklmnop', { limit: 10 })).toBe('abcdefghi')
  })

  it('cuts hard when the last boundary is at 80% or before', () => {
    // space at index 8: not beyond 8, so a hard cut at 10
    expect(cleanDescription('abcdefgh ijklmnop', { limit: 10 })).toBe('abcdefgh i')
    // space at index 7
    expect(cleanDescription('abcdefg hijklmnop', { limit: 10 })).toBe('abcdefg hi')
    expect(cleanDescription('x'.repeat(300), { limit: 10 })).toBe('xxxxxxxxxx')
  })

  it('uses the boundary right after the limit', () => {
    expect(cleanDescription('abcdefghij klm', { limit: 10 })).toBe('abcdefghij')
  })

  it('applies the same 80% rule at the default limit (200 of 250)', () => {
    const at200 = `${'a'.repeat(200)} ${'b'.repeat(100)}`
    expect(cleanDescription(at200)).toBe(`${'a'.repeat(200)} ${'b'.repeat(49)}`)
    const at201 = `${'a'.repeat(201)} ${'b'.repeat(100)}`
    expect(cleanDescription(at201)).toBe('a'.repeat(201))
  })

  it('appends an ellipsis only when asked and only when cut', () => {
    expect(cleanDescription('abcdefghi jklmnop', { limit: 10, ellipsis: true })).toBe('abcdefghi…')
    expect(cleanDescription('short', { limit: 10, ellipsis: true })).toBe('short')
    expect(cleanDescription('abcdefghi jklmnop', { limit: 10, ellipsis: false })).toBe('abcdefghi')
  })

  it('counts the limit on the cleaned text, not on the HTML', () => {
    expect(cleanDescription('<p class="very-long-class-name">abc</p>', { limit: 5 })).toBe('abc')
  })

  it('does not split a surrogate pair at a hard cut', () => {
    expect(cleanDescription('abcdefghi😀xyz', { limit: 10 })).toBe('abcdefghi')
  })

  it('handles odd limits', () => {
    expect(cleanDescription('abc def', { limit: 0 })).toBe('')
    expect(cleanDescription('abc def', { limit: 0, ellipsis: true })).toBe('')
    expect(cleanDescription('x'.repeat(300), { limit: -5 })).toHaveLength(250)
    expect(cleanDescription('x'.repeat(300), { limit: Number.NaN })).toHaveLength(250)
    expect(cleanDescription('x'.repeat(300), { limit: Infinity })).toHaveLength(300)
    expect(cleanDescription('abcdefghijkl', { limit: 5.9 })).toBe('abcde')
  })

  it('copes with huge input', () => {
    const huge = '<p>' + words(2_000_000) + '</p>'
    const result = cleanDescription(huge, { ellipsis: true })
    expect(result.endsWith('…')).toBe(true)
    expect(result.length).toBeLessThanOrEqual(251)
  })
})

describe('frenchSpacing', () => {
  it('turns the space before ; : ! ? and » and after « into a no-break space', () => {
    expect(frenchSpacing('Mot de passe oublié ?')).toBe(`Mot de passe oublié${NB}?`)
    expect(frenchSpacing('Prix : 250 000 € ; libre !')).toBe(`Prix${NB}: 250 000 €${NB}; libre${NB}!`)
    expect(frenchSpacing('via « Mot de passe oublié ? »')).toBe(`via «${NB}Mot de passe oublié${NB}?${NB}»`)
  })

  it('collapses several spaces before the sign into one no-break space', () => {
    expect(frenchSpacing('Envoyé   !')).toBe(`Envoyé${NB}!`)
  })

  it('adds no space where none was written, so times, URLs and placeholders stay as they are', () => {
    for (const text of ['9h00:', 'https://example.be/?a=1', 'Retirer:{filter}', '?', 'Oui!', '«x»']) expect(frenchSpacing(text)).toBe(text)
  })

  it('leaves other spaces and already spaced text alone', () => {
    const spaced = `Envoyé${NB}! Merci${NB}: à bientôt.`
    expect(frenchSpacing(spaced)).toBe(spaced)
    expect(frenchSpacing('a - b , c . d')).toBe('a - b , c . d')
    expect(frenchSpacing('')).toBe('')
  })
})
