import { regionFor } from '@/lib/domain/postcode'
import { slugify } from '@/lib/domain/slug'

import { bulkInsert } from '../bulk'
import { type SeedRun, SEED_CONTEXT, otherLocales } from '../context'
import { cities } from '../data/cities'
import { dictionary } from '../data/dictionary'
import { propertyTypes } from '../data/propertyTypes'
import { team } from '../data/team'
import type { CityRef, TypeRef } from '../generate/properties'

const slugs = (name: { nl: string; fr: string; en: string }) => ({ nl: slugify(name.nl), fr: slugify(name.fr), en: slugify(name.en) })

/** Property types, cities and the UI dictionary: reference data, written in bulk. */
export const seedReference = async ({ payload, now }: SeedRun): Promise<{ types: TypeRef[]; cities: CityRef[] }> => {
  const typeDocs = propertyTypes.map((t, i) => ({ id: i + 1, webID: t.webID, showOrder: t.showOrder, sale: t.sale, rent: t.rent, needsEpc: t.needsEpc, costUse: t.costUse, name: t.name, slug: slugs(t.name) }))
  await bulkInsert(payload, 'property-types', typeDocs, now)

  const cityRefs: CityRef[] = cities.map((c, i) => ({
    id: i + 1,
    zip: c.zip,
    country: c.country,
    region: c.country === 'LU' ? 'luxembourg' : (regionFor(c.zip, 'BE') ?? 'flanders'),
    name: c.name,
    latitude: c.latitude,
    longitude: c.longitude,
  }))
  await bulkInsert(payload, 'cities', cityRefs.map((c) => ({ ...c, slug: slugs(c.name) })), now)

  const keys = Object.keys(dictionary).sort()
  await bulkInsert(payload, 'translations', keys.map((key, i) => ({ id: i + 1, key, value: dictionary[key] })), now)

  return { types: propertyTypes.map((t, i) => ({ id: i + 1, key: t.key, name: t.name, sale: t.sale, rent: t.rent })), cities: cityRefs }
}

/** The team shown on the office page. */
export const seedTeam = async ({ payload }: SeedRun) => {
  for (const [index, member] of team.entries()) {
    const doc = await payload.create({
      collection: 'team-members',
      locale: 'nl',
      data: { ...member, role: member.role.nl, sort: index + 1 },
      overrideAccess: true,
      context: SEED_CONTEXT,
    })
    for (const locale of otherLocales) {
      await payload.update({ collection: 'team-members', id: doc.id, locale, data: { role: member.role[locale] }, overrideAccess: true, context: SEED_CONTEXT })
    }
  }
}
