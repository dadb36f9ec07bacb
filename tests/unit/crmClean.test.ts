import { describe, expect, it } from 'vitest'

import { boundedNumber, dayOf, emailOf, plainText, plainTexts, postcodeOf, shortText, squareMetres, videoLink, webLink, type Notes } from '@/lib/crm/clean'

describe('plainText: what a page shows of a CRM text', () => {
  it('keeps paragraphs and line breaks as blank lines and drops every tag', () => {
    expect(plainText('<p>Ruime woning.</p><p>Met <b>grote</b> tuin.</p>', 1000)).toBe('Ruime woning.\n\nMet grote tuin.')
    expect(plainText('Eerste regel<br>Tweede regel<br/>Derde', 1000)).toBe('Eerste regel\n\nTweede regel\n\nDerde')
    expect(plainText('<ul><li>Kelder</li><li>Zolder</li></ul>', 1000)).toBe('Kelder\n\nZolder')
    expect(plainText('<h2>Ligging</h2>Centrum', 1000)).toBe('Ligging\n\nCentrum')
    expect(plainText('<a href="https://example.be">Meer info</a> hier', 1000)).toBe('Meer info hier')
  })

  it('removes scripts and styles with their content, and comments', () => {
    expect(plainText('<script>alert("x")</script>Mooi huis', 1000)).toBe('Mooi huis')
    expect(plainText('Mooi <SCRIPT type="text/javascript">steal()</SCRIPT >huis', 1000)).toBe('Mooi huis')
    expect(plainText('<style>p{color:red}</style>Tekst', 1000)).toBe('Tekst')
    expect(plainText('Voor<!-- interne nota: prijs onderhandelbaar -->na', 1000)).toBe('Voorna')
    expect(plainText('<img src=x onerror="alert(1)">Gevel', 1000)).toBe('Gevel')
  })

  it('decodes entities after the tags are gone, so an escaped tag stays text', () => {
    expect(plainText('Caf&eacute; &amp; terras &euro;&nbsp;5', 1000)).toBe('Café & terras € 5')
    expect(plainText('&#233;&#xE9;', 1000)).toBe('éé')
    expect(plainText('x &lt;script&gt;y', 1000)).toBe('x <script>y')
  })

  it('removes control characters and collapses spaces within a paragraph', () => {
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe', 1000)).toBe('abcde')
    expect(plainText('  twee   spaties\tof\ttab  ', 1000)).toBe('twee spaties of tab')
    expect(plainText('een\nregel', 1000)).toBe('een regel')
    expect(plainText('alinea een\r\n\r\nalinea twee', 1000)).toBe('alinea een\n\nalinea twee')
    expect(plainText('a\n\n\n\n\nb', 1000)).toBe('a\n\nb')
  })

  it('removes the C1 control characters too (U+0080 to U+009F, as a Windows-1252 export misread gives them)', () => {
    expect(plainText('prijs\u0080 op aanvraag\u009b', 1000)).toBe('prijs op aanvraag')
    expect(plainText('a\u0085b', 1000)).toBe('ab')
  })

  it('gives null for nothing left, or for what is not a text', () => {
    expect(plainText('', 100)).toBeNull()
    expect(plainText('   ', 100)).toBeNull()
    expect(plainText('<p> </p><br>', 100)).toBeNull()
    expect(plainText('<script>x()</script>', 100)).toBeNull()
    expect(plainText('\u0000\u0001', 100)).toBeNull()
    expect(plainText(null, 100)).toBeNull()
    expect(plainText(undefined, 100)).toBeNull()
    expect(plainText(42, 100)).toBeNull()
    expect(plainText({ nl: 'x' }, 100)).toBeNull()
  })

  it('cuts a long text on a word, with an ellipsis, never past max', () => {
    expect(plainText('Een ruime woning met tuin', 25)).toBe('Een ruime woning met tuin')
    expect(plainText('Een ruime woning met tuin', 12)).toBe('Een ruime…')
    expect(plainText('Een ruime woning met tuin', 24)).toBe('Een ruime woning met…')
    // No space in the second half: cut in the word.
    expect(plainText('Appartementsgebouw', 8)).toBe('Apparte…')
    for (const max of [5, 10, 17, 30]) {
      const text = plainText('Lichtrijke woning in het centrum van Gent, vlakbij het station', max)
      expect(text!.length).toBeLessThanOrEqual(max)
      expect(text!.endsWith('…')).toBe(true)
    }
  })
})

describe('plainTexts: a text in each language', () => {
  it('keeps the languages with text, leaves out the empty ones and notes markup beyond paragraphs', () => {
    const notes: Notes = []
    const texts = plainTexts({ nl: '<p>Hallo <strong>daar</strong></p>', fr: '<a href="https://x.be">Bonjour</a>', en: '   ', de: 5 }, 100, notes, 'description')
    expect(texts).toEqual({ nl: 'Hallo daar', fr: 'Bonjour' })
    expect(notes).toEqual(['description (fr): markup removed'])
  })

  it('notes a script or an image, not simple formatting or a lone "<"', () => {
    const notes: Notes = []
    plainTexts({ nl: 'Tuin <script>x()</script>', fr: '<img src="a.jpg">Jardin', en: 'a < b, <i>c</i>, <br/>d', de: '<ul><li>x</li></ul>' }, 100, notes, 'title')
    expect(notes).toEqual(['title (nl): markup removed', 'title (fr): markup removed'])
  })

  it('gives an empty object when no language has text', () => {
    const notes: Notes = []
    expect(plainTexts({}, 100, notes, 'title')).toEqual({})
    expect(plainTexts({ nl: null, fr: '' }, 100, notes, 'title')).toEqual({})
    expect(notes).toEqual([])
  })
})

describe('boundedNumber', () => {
  const read = (value: unknown, bounds: Parameters<typeof boundedNumber>[1] = {}) => {
    const notes: Notes = []
    return { value: boundedNumber(value, bounds, notes, 'rooms'), notes }
  }

  it('reads numbers, and numeric strings with a dot or a decimal comma', () => {
    expect(read(12).value).toBe(12)
    expect(read('12').value).toBe(12)
    expect(read(' 12 ').value).toBe(12)
    expect(read('12.5').value).toBe(12.5)
    expect(read('12,5').value).toBe(12.5)
    expect(read('-3', { min: -5 }).value).toBe(-3)
    expect(read(0).value).toBe(0)
  })

  it('gives null without a note when there is no value', () => {
    for (const value of [null, undefined, '']) expect(read(value)).toEqual({ value: null, notes: [] })
  })

  it('refuses what is not a plain number, with a note', () => {
    for (const value of ['1.250.000', '12abc', '1e3', 'twaalf', '0x10', ' ', true, {}, [], Number.NaN, Infinity, -Infinity]) {
      const { value: n, notes } = read(value)
      expect(n, JSON.stringify(value)).toBeNull()
      expect(notes, JSON.stringify(value)).toHaveLength(1)
    }
  })

  it('takes the bounds inclusively and refuses outside them, saying so', () => {
    expect(read(5, { min: 5, max: 10 }).value).toBe(5)
    expect(read(10, { min: 5, max: 10 }).value).toBe(10)
    expect(read(4.99, { min: 5, max: 10 })).toEqual({ value: null, notes: ['rooms: 4.99 refused (not a number from 5 to 10)'] })
    expect(read(10.01, { min: 5, max: 10 }).notes).toEqual(['rooms: 10.01 refused (not a number from 5 to 10)'])
    // By default: from 0 to a billion.
    expect(read(-1).notes).toEqual(['rooms: -1 refused (not a number from 0 to 1000000000)'])
    expect(read(1_000_000_000).value).toBe(1_000_000_000)
    expect(read(1_000_000_001).value).toBeNull()
  })

  it('rounds to an integer when asked, after the bounds', () => {
    expect(read(2.4, { integer: true }).value).toBe(2)
    expect(read('2,5', { integer: true }).value).toBe(3)
    expect(read(2.5, { integer: true }).value).toBe(3)
    expect(read(2.5).value).toBe(2.5)
  })

  it('keeps the note short for a long value', () => {
    const { notes } = read('x'.repeat(500))
    expect(notes[0].length).toBeLessThan(120)
    expect(notes[0]).toMatch(/^rooms: "x+ refused/)
  })
})

describe('dayOf', () => {
  it('reads ISO days and times as the day written', () => {
    expect(dayOf('2026-05-12')).toBe('2026-05-12')
    expect(dayOf('2026-05-12T10:00:00+02:00')).toBe('2026-05-12')
    expect(dayOf('2026-05-12T23:30:00-05:00')).toBe('2026-05-12')
    expect(dayOf('2026-05-12 08:00:00')).toBe('2026-05-12')
  })

  it('reads the US month/day/year some CRMs send', () => {
    expect(dayOf('05/12/2026')).toBe('2026-05-12')
    expect(dayOf('12/31/2026')).toBe('2026-12-31')
    expect(dayOf('31/12/2026')).toBeNull()
  })

  it('refuses days that do not exist', () => {
    expect(dayOf('2026-02-30')).toBeNull()
    expect(dayOf('2026-02-29')).toBeNull()
    expect(dayOf('2024-02-29')).toBe('2024-02-29')
    expect(dayOf('2026-04-31')).toBeNull()
    expect(dayOf('2026-13-01')).toBeNull()
    expect(dayOf('2026-00-10')).toBeNull()
    expect(dayOf('2026-01-00')).toBeNull()
    expect(dayOf('02/30/2026')).toBeNull()
  })

  it('gives null for anything else', () => {
    for (const value of ['', 'morgen', '2026-5-12', '26-05-12', '20260512', null, undefined, 20260512, new Date('2026-05-12')]) expect(dayOf(value)).toBeNull()
  })
})

describe('emailOf', () => {
  it('gives the address trimmed and lower-cased', () => {
    expect(emailOf('  Sofie.Claes@Agency.BE ')).toBe('sofie.claes@agency.be')
    expect(emailOf('jan+crm@sub.example.com')).toBe('jan+crm@sub.example.com')
  })

  it('refuses what is not one address', () => {
    for (const value of ['', 'jan', 'jan@', '@agency.be', 'jan@agency', 'jan@agency.b', 'jan peeters@agency.be', 'a@b@agency.be', '<jan@agency.be>', 'jan@agency.be, piet@agency.be', '"jan"@agency.be', 'jan@agency.be;', null, undefined, 42, {}]) {
      expect(emailOf(value), String(value)).toBeNull()
    }
  })

  it('refuses an address longer than 254 characters', () => {
    const at = (length: number) => `${'a'.repeat(length - '@agency.be'.length)}@agency.be`
    expect(emailOf(at(254))).toBe(at(254))
    expect(emailOf(at(255))).toBeNull()
  })
})

describe('webLink', () => {
  it('keeps an http(s) link', () => {
    const notes: Notes = []
    expect(webLink('https://my.matterport.com/show/?m=SxQL3iGyoDo', notes, 'tour')).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo')
    expect(webLink('  http://www.tvl.be/tour/123  ', notes, 'tour')).toBe('http://www.tvl.be/tour/123')
    expect(notes).toEqual([])
  })

  it('refuses scripts, data, other schemes and relative paths, with a note', () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=', 'ftp://files.example.be/x', 'file:///etc/passwd', 'mailto:jan@agency.be', '/tour', 'https://user:pass@example.be/x', 'https://localhost/x', 'https://exa\u0000mple.be/']) {
      const notes: Notes = []
      expect(webLink(link, notes, 'tour'), link).toBeNull()
      expect(notes, link).toEqual(['tour: not a web address, left out'])
    }
  })

  it('says nothing when there is no link', () => {
    const notes: Notes = []
    for (const value of [null, undefined, '', '   ', 42]) expect(webLink(value, notes, 'tour')).toBeNull()
    expect(notes).toEqual([])
  })
})

describe('shortText', () => {
  it('gives one plain line within max characters', () => {
    expect(shortText('  Kerkstraat  ', 120)).toBe('Kerkstraat')
    expect(shortText('<b>12</b>A', 12)).toBe('12A')
    expect(shortText('Sint-Pieters-\n\nNieuwstraat', 120)).toBe('Sint-Pieters- Nieuwstraat')
    expect(shortText('ABCDEFGHIJKLMNOP', 8)).toBe('ABCDEFGH')
    expect(shortText(12, 12)).toBe('12')
    expect(shortText('Bus&nbsp;3', 12)).toBe('Bus 3')
  })

  it('gives null for nothing, or what is not a text or number', () => {
    for (const value of ['', '  ', '<br>', null, undefined, {}, ['x'], true]) expect(shortText(value, 10)).toBeNull()
  })
})

describe('postcodeOf', () => {
  it('takes four digits, with or without a B- or L- prefix', () => {
    expect(postcodeOf('9000')).toBe('9000')
    expect(postcodeOf(' 2000 ')).toBe('2000')
    expect(postcodeOf(9000)).toBe('9000')
    expect(postcodeOf('B-9000')).toBe('9000')
    expect(postcodeOf('b-1000')).toBe('1000')
    expect(postcodeOf('L-1234')).toBe('1234')
  })

  it('refuses anything else', () => {
    for (const value of ['900', '90000', '9000 Gent', 'NL-1234', 'B9000', '75001', 'abcd', '', 900, 90000, 9000.5, null, undefined, {}]) expect(postcodeOf(value), String(value)).toBeNull()
  })
})

describe('videoLink', () => {
  it('keeps a video the page can play', () => {
    const notes: Notes = []
    expect(videoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ', notes)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(videoLink('https://youtu.be/dQw4w9WgXcQ', notes)).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(videoLink('https://vimeo.com/123456789', notes)).toBe('https://vimeo.com/123456789')
    expect(videoLink('https://cdn.example.be/films/woning.mp4', notes)).toBe('https://cdn.example.be/films/woning.mp4')
    expect(notes).toEqual([])
  })

  it('leaves out a 3D tour, a web page and a non-web link, saying why', () => {
    const tour: Notes = []
    expect(videoLink('https://my.matterport.com/show/?m=SxQL3iGyoDo', tour)).toBeNull()
    expect(tour).toEqual(['video: not a video the page can play, left out'])
    const page: Notes = []
    expect(videoLink('https://www.example.be/woning', page)).toBeNull()
    expect(page).toEqual(['video: not a video the page can play, left out'])
    const script: Notes = []
    expect(videoLink('javascript:alert(1)', script)).toBeNull()
    expect(script).toEqual(['video: not a web address, left out'])
  })

  it('says nothing when there is no video', () => {
    const notes: Notes = []
    expect(videoLink(null, notes)).toBeNull()
    expect(videoLink('', notes)).toBeNull()
    expect(notes).toEqual([])
  })
})

describe('squareMetres', () => {
  const area = (size: unknown, unit: unknown) => {
    const notes: Notes = []
    return { value: squareMetres(size, unit, notes, 'living area'), notes }
  }

  it('converts square feet, ares and acres to m², rounded to the cm²', () => {
    expect(area(120, 'sq_m').value).toBe(120)
    expect(area(1000, 'sq_ft').value).toBe(92.9)
    expect(area(1, 'sq_ft').value).toBe(0.09)
    expect(area(5, 'are').value).toBe(500)
    expect(area('6,2', 'are').value).toBe(620)
    expect(area(1, 'acre').value).toBe(4046.86)
    expect(area(85.556, 'sq_m').value).toBe(85.56)
  })

  it('takes a missing or unknown unit as m²', () => {
    expect(area(75, null).value).toBe(75)
    expect(area(75, undefined).value).toBe(75)
    expect(area(75, 'hectare').value).toBe(75)
  })

  it('gives null for no area or zero, and refuses a negative or absurd one with a note', () => {
    expect(area(0, 'sq_m')).toEqual({ value: null, notes: [] })
    expect(area(null, 'sq_m')).toEqual({ value: null, notes: [] })
    expect(area(-5, 'sq_m')).toEqual({ value: null, notes: ['living area: -5 refused (not a number from 0 to 100000000)'] })
    expect(area(100_000_001, 'sq_m').value).toBeNull()
    expect(area('veel', 'sq_m').notes).toHaveLength(1)
  })
})
