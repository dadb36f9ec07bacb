import Link from 'next/link'

import { payloadClient } from '@/lib/payload/client'

export const dynamic = 'force-dynamic'

/** Start page until the localised public site lands: the agency and its live listing counts. */
const Home = async () => {
  const payload = await payloadClient()
  const [settings, sale, rent] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.count({ collection: 'properties', where: { goal: { equals: 'sale' } } }),
    payload.count({ collection: 'properties', where: { goal: { equals: 'rent' } } }),
  ])
  return (
    <main style={{ maxWidth: 640, margin: '4rem auto', padding: '0 1.5rem', lineHeight: 1.5 }}>
      <h1>{settings.agency?.name || 'Agency website'}</h1>
      <p>
        {sale.totalDocs} properties for sale · {rent.totalDocs} for rent
      </p>
      <p>
        <Link href="/admin">Open the admin</Link>
      </p>
    </main>
  )
}

export default Home
