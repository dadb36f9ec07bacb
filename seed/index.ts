/**
 * `npm run seed [-- --properties N]`: resets the database (DATABASE_URI, default data/site.db)
 * to the deterministic demo data.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './args'
import { seed } from './seed'
import { DEMO_USERS } from './steps/users'

const main = async () => {
  let options
  try {
    options = parseSeedArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof SeedArgsError)) throw error
    console.error(`seed: ${error.message}\n\n${SEED_USAGE}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(SEED_USAGE)
    return
  }
  const payload = await getPayload({ config })
  const result = await seed(payload, { properties: options.properties, log: (message) => console.log(`  ✓ ${message}`) })
  console.log(`Seeded ${result.properties.toLocaleString('en')} properties in ${result.seconds.toFixed(1)} s.`)
  console.log('Demo logins (admin at /admin):')
  for (const user of DEMO_USERS) console.log(`  ${user.roles.join(', ').padEnd(7)} ${user.email} / ${user.password}`)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error)
    process.exit(1)
  },
)
