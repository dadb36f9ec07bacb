/** Command-line options of `npm run seed`. Pure, so every refusal is unit-tested. */
export type SeedOptions = { properties: number; help: boolean }

export const DEFAULT_PROPERTY_COUNT = 150
export const MAX_PROPERTY_COUNT = 1_000_000

export const SEED_USAGE = `Usage: npm run seed [-- --properties N]
  Resets the database to the demo data: migrations, then every collection and global.
  --properties N   how many properties to create (default ${DEFAULT_PROPERTY_COUNT}, 0 to ${MAX_PROPERTY_COUNT.toLocaleString('en')})
  --help           show this text`

export class SeedArgsError extends Error {}

const parseCount = (raw: string | undefined): number => {
  if (raw === undefined || raw.trim() === '') throw new SeedArgsError('--properties needs a number, e.g. --properties 100000.')
  const text = raw.trim().replace(/_/g, '')
  if (!/^-?\d+$/.test(text)) throw new SeedArgsError(`--properties must be a whole number, not "${raw}".`)
  const value = Number(text)
  if (value < 0) throw new SeedArgsError(`--properties cannot be negative (got ${raw}).`)
  if (value > MAX_PROPERTY_COUNT) {
    throw new SeedArgsError(`--properties can be at most ${MAX_PROPERTY_COUNT.toLocaleString('en')} (got ${raw}).`)
  }
  return value
}

/** Reads `--properties N`, `--properties=N` and `--help`; anything else is refused with a clear message. */
export const parseSeedArgs = (argv: readonly string[]): SeedOptions => {
  const options: SeedOptions = { properties: DEFAULT_PROPERTY_COUNT, help: false }
  let seen = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--help' || arg === '-h') {
      options.help = true
    } else if (arg === '--properties' || arg.startsWith('--properties=')) {
      if (seen) throw new SeedArgsError('--properties is given twice.')
      seen = true
      const inline = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : undefined
      options.properties = parseCount(inline ?? argv[++i])
    } else {
      throw new SeedArgsError(`Unknown option "${arg}".`)
    }
  }
  return options
}
