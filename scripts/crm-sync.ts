/**
 * `npm run crm:sync`: everything again from the agency's CRM, now, with a progress bar: Whise pulled whole
 * (new, changed and withdrawn estates), and every SweepBright estate the site holds fetched again (SweepBright
 * has no list of estates: new ones arrive by its webhook). For a first import, or after the connector was off.
 * Settings as the site reads them (SWEEPBRIGHT_*, WHISE_*). Exit code 0 when done, 1 when a CRM could not be
 * reached or an estate failed (the import log in the admin says which).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sweepBrightEstates } from '@/lib/crm/connectors'
import { sweepBrightSettings } from '@/lib/crm/sweepbright/client'
import { handleSweepBrightEvent } from '@/lib/crm/sweepbright/sync'
import { whiseSettings } from '@/lib/crm/whise/client'
import { pullWhise } from '@/lib/crm/whise/sync'

const bar = (label: string) => {
  const started = Date.now()
  return (done: number, total: number) => {
    const width = 30
    const filled = total === 0 ? width : Math.round((done / total) * width)
    const line = `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${Math.round((Date.now() - started) / 1000)} s`
    if (process.stdout.isTTY) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`)
    else if (done === total || done % 50 === 0) console.log(line)
  }
}

const main = async (): Promise<number> => {
  const sweepbright = sweepBrightSettings()
  const whise = whiseSettings()
  if (!sweepbright && !whise) {
    console.error('crm:sync: no CRM is connected. Set SWEEPBRIGHT_CLIENT_ID and SWEEPBRIGHT_CLIENT_SECRET, or WHISE_USERNAME, WHISE_PASSWORD and WHISE_CLIENT_ID (README, "Connect your CRM").')
    return 1
  }
  const payload = await getPayload({ config })
  let failed = 0
  if (whise) {
    const result = await pullWhise(payload, whise, { full: true, onProgress: bar('Whise') })
    console.log(`Whise: ${result.imported} online, ${result.offline} kept offline, ${result.withdrawn} taken offline, ${result.failed} failed`)
    failed += result.failed
  }
  if (sweepbright) {
    const estates = await sweepBrightEstates(payload)
    const progress = bar('SweepBright')
    const counts: Record<string, number> = {}
    progress(0, estates.length)
    for (const [index, estateId] of estates.entries()) {
      try {
        const { outcome } = await handleSweepBrightEvent(payload, sweepbright, { estateId, event: 'resync', happenedAt: new Date().toISOString(), signed: true })
        counts[outcome] = (counts[outcome] ?? 0) + 1
      } catch (error) {
        failed++
        console.error(`\nSweepBright estate ${estateId}: ${error instanceof Error ? error.message : String(error)}`)
      }
      progress(index + 1, estates.length)
    }
    console.log(`SweepBright: ${estates.length} estates fetched again (${Object.entries(counts).map(([outcome, n]) => `${n} ${outcome}`).join(', ') || 'none held yet: they arrive by webhook'})`)
  }
  await payload.destroy()
  return failed > 0 ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`crm:sync failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
