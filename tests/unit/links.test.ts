import { describe, expect, it } from 'vitest'

import { containsLink, undisguised } from '@/lib/forms/links'

describe('containsLink: a link in any of its spellings', () => {
  it.each([
    // With a scheme, in any case, and the defanged form.
    'https://example.com',
    'HTTP://EXAMPLE.COM/promo',
    'see hxxps://evil.example/x',
    'ftp://files.example.org',
    'mailto:ann',
    'javascript:alert(1)',
    'http://[::1]/admin',
    // www., with or without a domain after it.
    'www.example.be',
    'WWW.Example.Be',
    'go to www2.example.com today',
    'www.',
    // A bare domain, with a path, an internationalised one, its punycode form.
    'example.com',
    'Cheap pillz.shop!',
    'see gent.immo/abc',
    'münchen.de',
    'xn--mnchen-3ya.de',
    'sub.domain.example.co.uk',
    // An e-mail address.
    'ann@example.be',
    'write to ann.peeters+x@mail.example.co.uk',
    // An IP address.
    'at 192.168.1.10 now',
    // Disguised dots and at signs.
    'example . com',
    'example .com',
    'example[.]com',
    'example(dot)com',
    'example (dot) com',
    'example{punt}be',
    'example dot com',
    'voorbeeld punt be',
    'exemple point fr',
    'ann[at]example[dot]be',
    'ann (at) example (dot) com',
    // Look-alike and invisible characters.
    'example\uff0ecom',
    'example\u3002com',
    'example\u2024com',
    'exa\u200bmple.com',
    'example\u200b.\u200dcom',
    'ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ',
    'ann\uff20example.be',
  ])('%s', (text) => {
    expect(containsLink(text)).toBe(true)
  })
})

describe('containsLink: prose a person writes', () => {
  it.each([
    'I came across this house and thought of you. What do you think?',
    'Ik zag dit pand en dacht meteen aan jou! Wat vind je ervan?',
    "J'ai vu ce bien : qu'en penses-tu ? C'est un point de vue magnifique.",
    'Price 1.250.000 euro, 3.5 km from the station, 2.5% fees.',
    'e.g. a garden, i.e. south-facing, visits at 10 a.m. or 2 p.m.',
    'Mijn tel.nr. is 0470 12 34 56, o.a. ook via gsm.',
    'Il y a p.ex. un jardin, c.-à-d. plein sud.',
    'Sint-Niklaas, St.-Truiden and Kapelle-op-den-Bos.',
    'A house . Great garden',
    'Il n’y a point eu de souci.',
    'the end...then more',
    'Ann',
    '',
  ])('%s', (text) => {
    expect(containsLink(text)).toBe(false)
  })

  it('errs on the strict side: a full stop with no space after it reads as a domain', () => {
    expect(containsLink('Nice garden.The kitchen is new')).toBe(true)
  })
})

describe('undisguised', () => {
  it('folds, lower-cases and undoes the disguises, leaving other text as it was', () => {
    expect(undisguised('Example (DOT) Com')).toBe('example.com')
    expect(undisguised('ann [at] example . be')).toBe('ann@example.be')
    expect(undisguised('ｗｗｗ．x')).toBe('www.x')
    expect(undisguised('a house . Great')).toBe('a house . great')
  })
})
