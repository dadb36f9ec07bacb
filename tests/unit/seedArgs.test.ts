import { describe, expect, it } from 'vitest'

import { DEFAULT_PROPERTY_COUNT, MAX_PROPERTY_COUNT, parseSeedArgs, SeedArgsError } from '../../seed/args'

describe('parseSeedArgs', () => {
  it('defaults to the demo size', () => {
    expect(parseSeedArgs([])).toEqual({ properties: DEFAULT_PROPERTY_COUNT, help: false })
  })

  it('reads --properties N and --properties=N, with _ as thousands separator', () => {
    expect(parseSeedArgs(['--properties', '100000']).properties).toBe(100_000)
    expect(parseSeedArgs(['--properties=250']).properties).toBe(250)
    expect(parseSeedArgs(['--properties', '100_000']).properties).toBe(100_000)
    expect(parseSeedArgs(['--help']).help).toBe(true)
  })

  it('accepts the bounds 0 and the maximum', () => {
    expect(parseSeedArgs(['--properties', '0']).properties).toBe(0)
    expect(parseSeedArgs(['--properties', String(MAX_PROPERTY_COUNT)]).properties).toBe(MAX_PROPERTY_COUNT)
  })

  it.each([
    [['--properties', '-1'], /cannot be negative/],
    [['--properties', String(MAX_PROPERTY_COUNT + 1)], /at most/],
    [['--properties', '1.5'], /whole number/],
    [['--properties', 'lots'], /whole number/],
    [['--properties', '1e5'], /whole number/],
    [['--properties'], /needs a number/],
    [['--properties='], /needs a number/],
    [['--properties', '5', '--properties', '6'], /twice/],
    [['--propertys', '5'], /Unknown option "--propertys"/],
    [['100'], /Unknown option "100"/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseSeedArgs(argv)).toThrow(SeedArgsError)
    expect(() => parseSeedArgs(argv)).toThrow(message)
  })
})
