/**
 * `npm run backup [-- --to DIR]`: a consistent snapshot of the database and the uploads, taken while the
 * site runs (src/lib/backup/). Settings as the site reads them: DATABASE_URI, MEDIA_DIR, S3_*.
 * Exit code 0 when written, 1 when it failed (nothing is left that passes for a backup), 2 for bad options.
 */
import { ArgsError, BACKUP_USAGE, parseBackupArgs } from '@/lib/backup/args'
import { runBackup } from '@/lib/backup/backup'
import { describeManifest, plural } from '@/lib/backup/manifest'

const main = async (): Promise<number> => {
  let options
  try {
    options = parseBackupArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error
    console.error(`backup: ${error.message}\n\n${BACKUP_USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(BACKUP_USAGE)
    return 0
  }
  const { folder, manifest } = await runBackup({ cwd: process.cwd(), env: process.env, to: options.to })
  console.log(`Backup written to ${folder}`)
  for (const line of describeManifest(manifest)) console.log(`  ${line}`)
  if (manifest.media.missing.length > 0) console.warn(`Warning: ${plural(manifest.media.missing.length, 'upload')} named in the database not found (listed in manifest.json).`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
