/**
 * `npm run crm:fake [-- --port 4010] [--site http://localhost:3000]`: a stand-in for SweepBright on this
 * machine, to try the connector without an account: it serves three estates (a house for sale in Ghent, a flat
 * to let in Antwerp, a plot in Bruges) as SweepBright's Website API does, and with `--site` announces them to the
 * site's webhook, signed as SweepBright signs. Start the site with the settings it prints. Ctrl+C stops it.
 */
import { type SweepBrightFake, startSweepBrightFake, sweepBrightEstate, webhookCall } from '../tests/fakes/sweepbright'

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? process.argv[index + 1] : undefined
}

/** The estates a newcomer sees arrive. */
const DEMO = [
  sweepBrightEstate('demo-house-ghent', { photos: 4, photoSeed: 1 }),
  sweepBrightEstate('demo-flat-antwerp', {
    type: 'apartment',
    negotiation: 'let',
    photos: 3,
    photoSeed: 11,
    description_title: { nl: 'Appartement met terras', fr: 'Appartement avec terrasse', en: 'Flat with a terrace' },
    price_base_rent: { amount: 1050 },
    price_recurring_costs: { amount: 90 },
    price_guarantee: { amount: 2100 },
    location: { street: 'Lange Leemstraat', number: '40', box: '2', postal_code: '2018', city: 'Antwerpen', country: 'BE', geo: { latitude: 51.2069, longitude: 4.4106 } },
    settings: { reference: 'SB-DEMO-2' },
  }),
  sweepBrightEstate('demo-plot-bruges', {
    type: 'land',
    sub_type: null,
    photos: 1,
    photoSeed: 21,
    description_title: { nl: 'Bouwgrond voor open bebouwing', fr: 'Terrain pour construction 4 façades', en: 'Building plot for a detached house' },
    price: { amount: 189_000 },
    bedrooms: null,
    location: { street: 'Gistelse Steenweg', number: '500', postal_code: '8200', city: 'Brugge', country: 'BE', geo: { latitude: 51.1854, longitude: 3.1836 } },
    settings: { reference: 'SB-DEMO-3' },
  }),
]

const announce = async (fake: SweepBrightFake, site: string) => {
  for (const estate of DEMO) {
    const { body, signature } = webhookCall('estate-added', estate.id, new Date())
    const answer = await fetch(new URL('/api/crm/sweepbright', site), { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-hook-signature': signature } })
    console.log(`announced ${estate.id}: ${answer.status}${answer.status === 404 ? ' (the site was not started with the settings above)' : ''}`)
  }
  console.log(`The jobs runner imports them within seconds; addresses told back so far: ${fake.urls.size}`)
}

const main = async () => {
  const fake = await startSweepBrightFake({ port: Number(option('port') ?? 4010), control: true })
  for (const estate of DEMO) fake.estates.set(estate.id, estate)
  console.log('SweepBright stand-in running. Start the site with:')
  for (const [key, value] of Object.entries(fake.env)) console.log(`  ${key}=${value}`)
  const site = option('site')
  if (site) await announce(fake, site)
  process.on('SIGINT', () => void fake.close().then(() => process.exit(0)))
  process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)))
}

void main()
