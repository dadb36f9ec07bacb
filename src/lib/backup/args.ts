/**
 * Command-line options of `npm run backup` and `npm run restore`. Pure, so every refusal is unit-tested.
 */
export type BackupOptions = { to?: string; help: boolean }
export type RestoreOptions = { from?: string; database?: string; media?: string; force: boolean; help: boolean }

export const BACKUP_USAGE = `Usage: npm run backup [-- --to DIR]
  Writes a consistent snapshot of the database and the uploads while the site keeps running,
  into data/backups/<UTC time>/ (or DIR, which must be new or empty), with a manifest.json.
  --to DIR   where to write this backup
  --help     show this text`

export const RESTORE_USAGE = `Usage: npm run restore -- BACKUP_DIR [--database URI|FILE] [--media DIR] [--force]
  Puts a backup back: its database into DATABASE_URI (or --database), its uploads into MEDIA_DIR
  and the form-files folder beside it (or --media DIR and its sibling form-files), or into the
  S3_BUCKET when set. Stop the site and the jobs runner first.
  --database URI|FILE  restore into this database (file:..., postgres://..., or a SQLite file's path)
  --media DIR          restore the uploads into this folder
  --force              replace a database or uploads that exist; what was there is kept beside it
                       (SQLite file and folders: renamed *.before-restore-<time>; PostgreSQL: dumped first)
  --help               show this text`

export class ArgsError extends Error {}

type Spec = { values: readonly string[]; flags: readonly string[]; positionals: number }
type Parsed = { values: Map<string, string>; flags: Set<string>; positionals: string[] }

/** `--name value`, `--name=value`, flags and a bounded number of positional arguments; anything else is refused. */
const parse = (argv: readonly string[], spec: Spec): Parsed => {
  const parsed: Parsed = { values: new Map(), flags: new Set(), positionals: [] }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const name = arg.includes('=') ? arg.slice(0, arg.indexOf('=')) : arg
    if (arg === '-h' || arg === '--help') {
      parsed.flags.add('--help')
    } else if (spec.flags.includes(arg)) {
      parsed.flags.add(arg)
    } else if (spec.values.includes(name)) {
      if (parsed.values.has(name)) throw new ArgsError(`${name} is given twice.`)
      const value = name === arg ? argv[++i] : arg.slice(name.length + 1)
      if (value === undefined || value.trim() === '' || (name === arg && value.startsWith('--'))) throw new ArgsError(`${name} needs a value.`)
      parsed.values.set(name, value)
    } else if (arg.startsWith('-')) {
      throw new ArgsError(`Unknown option "${arg}".`)
    } else {
      if (parsed.positionals.length >= spec.positionals) throw new ArgsError(`Unexpected argument "${arg}".`)
      parsed.positionals.push(arg)
    }
  }
  return parsed
}

/** Reads `--to DIR` and `--help`. */
export const parseBackupArgs = (argv: readonly string[]): BackupOptions => {
  const parsed = parse(argv, { values: ['--to'], flags: [], positionals: 0 })
  return { to: parsed.values.get('--to'), help: parsed.flags.has('--help') }
}

/** Reads the backup folder (first argument or `--from`), `--database`, `--media`, `--force` and `--help`. */
export const parseRestoreArgs = (argv: readonly string[]): RestoreOptions => {
  const parsed = parse(argv, { values: ['--from', '--database', '--media'], flags: ['--force'], positionals: 1 })
  if (parsed.values.has('--from') && parsed.positionals.length > 0) throw new ArgsError('Name the backup once: as the first argument or with --from.')
  return {
    from: parsed.values.get('--from') ?? parsed.positionals[0],
    database: parsed.values.get('--database'),
    media: parsed.values.get('--media'),
    force: parsed.flags.has('--force'),
    help: parsed.flags.has('--help'),
  }
}
