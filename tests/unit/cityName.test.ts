import { describe, expect, it } from 'vitest'
import { formatCityName } from '@/lib/domain/cityName'

describe('formatCityName', () => {
  it.each([
    ['SINT-NIKLAAS', 'Sint-Niklaas'],
    ['gent', 'Gent'],
    ['la louvière', 'La Louvière'],
    ['LA LOUVIÈRE', 'La Louvière'],
    ['de panne', 'De Panne'],
    ['LE ROEULX', 'Le Roeulx'],
    ['heist-op-den-berg', 'Heist-op-den-Berg'],
    ['HERK-DE-STAD', 'Herk-de-Stad'],
    ['ottignies-louvain-la-neuve', 'Ottignies-Louvain-la-Neuve'],
    ['chapelle-lez-herlaimont', 'Chapelle-lez-Herlaimont'],
    ['SAINT-JOSSE-TEN-NOODE', 'Saint-Josse-ten-Noode'],
    ['marche-en-famenne', 'Marche-en-Famenne'],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ['fontaine-l’évêque', 'Fontaine-l’Évêque'],
    ["l'écluse", "L'Écluse"],
    ["sint-job-in-'t-goor", "Sint-Job-in-'t-Goor"],
    ["'S-GRAVENBRAKEL", "'s-Gravenbrakel"],
    ['berchem-sainte-agathe', 'Berchem-Sainte-Agathe'],
    ['lo-reninge', 'Lo-Reninge'],
    ['ijzendijke', 'IJzendijke'],
    ['maarkedal (etikhove)', 'Maarkedal (Etikhove)'],
    ['  sint   martens-latem  ', 'Sint Martens-Latem'],
  ])('%j -> %j', (input, expected) => {
    expect(formatCityName(input)).toBe(expected)
  })

  it('keeps the special casing of Kapelle-op-den-Bos, whatever the input casing', () => {
    for (const input of ['KAPELLE-OP-DEN-BOS', 'kapelle-op-den-bos', 'Kapelle-Op-Den-Bos', 'kapelle op den bos', ' Kapelle - op - den - Bos ']) {
      expect(formatCityName(input)).toBe('Kapelle-op-den-Bos')
    }
  })

  it('gives an empty string for empty or non-string input', () => {
    expect(formatCityName('')).toBe('')
    expect(formatCityName('   ')).toBe('')
    expect(formatCityName(undefined)).toBe('')
    expect(formatCityName(null)).toBe('')
  })

  it('copes with digits and huge input', () => {
    expect(formatCityName('BRUSSEL 1000')).toBe('Brussel 1000')
    expect(formatCityName('a'.repeat(100_000))).toBe(`A${'a'.repeat(99_999)}`)
  })
})
