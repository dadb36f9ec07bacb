/**
 * `npm run restore -- BACKUP_DIR [--database URI|FILE] [--media DIR] [--force]`: puts a backup back
 * (src/lib/backup/). Stop the site and the jobs runner first. Exit code 0 when restored, 1 when refused
 * or failed (a refusal changes nothing), 2 for bad options.
 */
import { ArgsError, parseRestoreArgs, RESTORE_USAGE } from '@/lib/backup/args'
import { availableBackups, RestoreRefused, runRestore } from '@/lib/backup/restore'

const main = async (): Promise<number> => {
  let options
  try {
    options = parseRestoreArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error
    console.error(`restore: ${error.message}\n\n${RESTORE_USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(RESTORE_USAGE)
    return 0
  }
  if (!options.from) {
    const backups = await availableBackups(process.cwd())
    console.error(`restore: name the backup to restore.\n\n${RESTORE_USAGE}`)
    console.error(backups.length > 0 ? `\nBackups in data/backups, newest first:\n${backups.slice(0, 10).map((dir) => `  ${dir}`).join('\n')}` : '\nThere is no backup in data/backups.')
    return 2
  }
  try {
    const { lines } = await runRestore({ cwd: process.cwd(), env: process.env, from: options.from, database: options.database, media: options.media, force: options.force })
    for (const line of lines) console.log(line)
    return 0
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error
    console.error(`restore refused: ${error.message}`)
    return 1
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
