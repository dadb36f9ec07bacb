import type { Localized } from '@/i18n/locales'

import { type SeedRun, SEED_CONTEXT, otherLocales } from '../context'
import type { CityRef, ProjectRef } from '../generate/properties'
import type { Scene } from '../media/photos'

type SeedProject = { zip: string; name: Localized; description: Localized; delivery: Localized; developer: string; street: string; houseNumber: string; units: number; status: 'comingSoon' | 'selling' | 'soldOut' }

const PROJECTS: SeedProject[] = [
  {
    zip: '9000',
    name: { nl: 'Residentie Leiezicht', fr: 'Résidence Leiezicht', en: 'Leiezicht Residence' },
    description: {
      nl: 'Nieuwbouwproject van 24 energiezuinige appartementen aan de Leie, op wandelafstand van het centrum. Elk appartement heeft een ruim terras, vloerverwarming en een warmtepomp (EPC A).',
      fr: 'Projet neuf de 24 appartements basse énergie au bord de la Lys, à quelques pas du centre. Chaque appartement dispose d’une grande terrasse, du chauffage par le sol et d’une pompe à chaleur (PEB A).',
      en: 'New-build project of 24 energy-efficient apartments on the river Lys, a short walk from the centre. Every apartment has a large terrace, underfloor heating and a heat pump (EPC A).',
    },
    delivery: { nl: 'voorjaar 2028', fr: 'printemps 2028', en: 'spring 2028' },
    developer: 'Leiebouw NV',
    street: 'Coupure Links',
    houseNumber: '120',
    units: 5,
    status: 'selling',
  },
  {
    zip: '1180',
    name: { nl: 'Park Ukkel', fr: 'Parc Uccle', en: 'Uccle Park' },
    description: {
      nl: 'Twaalf lofts en penthouses in een groen park in Ukkel, met ondergrondse parking en gemeenschappelijke tuin.',
      fr: 'Douze lofts et penthouses dans un parc verdoyant à Uccle, avec parking souterrain et jardin commun.',
      en: 'Twelve lofts and penthouses in a green park in Uccle, with underground parking and a shared garden.',
    },
    delivery: { nl: 'eind 2027', fr: 'fin 2027', en: 'end of 2027' },
    developer: 'Bruxelles Habitat Promotion SA',
    street: 'Avenue De Fré',
    houseNumber: '82',
    units: 5,
    status: 'selling',
  },
  {
    zip: '5000',
    name: { nl: 'Les Jardins de Meuse', fr: 'Les Jardins de Meuse', en: 'Les Jardins de Meuse' },
    description: {
      nl: 'Kleinschalig project van tien woningen en appartementen aan de Maas, dicht bij het station van Namen.',
      fr: 'Projet à taille humaine de dix maisons et appartements au bord de la Meuse, près de la gare de Namur.',
      en: 'Small-scale project of ten houses and apartments on the Meuse, close to Namur station.',
    },
    delivery: { nl: 'zomer 2027', fr: 'été 2027', en: 'summer 2027' },
    developer: 'Meuse Immo SRL',
    street: 'Boulevard de la Meuse',
    houseNumber: '15',
    units: 5,
    status: 'comingSoon',
  },
]

/** Three new-build projects; their units are generated with the properties. */
export const seedProjects = async ({ payload }: SeedRun, cities: CityRef[], photos: Record<Scene, number[]>): Promise<ProjectRef[]> => {
  const refs: ProjectRef[] = []
  for (const [index, project] of PROJECTS.entries()) {
    const city = cities.find((c) => c.zip === project.zip) ?? cities[index]
    const doc = await payload.create({
      collection: 'projects',
      locale: 'nl',
      data: {
        _status: 'published',
        name: project.name.nl,
        description: project.description.nl,
        delivery: project.delivery.nl,
        developer: project.developer,
        status: project.status,
        reference: `P${100 + index + 1}`,
        publicAddress: true,
        street: project.street,
        houseNumber: project.houseNumber,
        city: city.id,
        latitude: city.latitude,
        longitude: city.longitude,
        photos: [...photos.apartment.slice(index * 2, index * 2 + 3), ...photos.interior.slice(index, index + 2)],
      },
      overrideAccess: true,
      context: SEED_CONTEXT,
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'projects',
        id: doc.id,
        locale,
        data: { _status: 'published', name: project.name[locale], description: project.description[locale], delivery: project.delivery[locale] },
        overrideAccess: true,
        context: SEED_CONTEXT,
      })
    }
    refs.push({ id: doc.id, city, units: project.units })
  }
  return refs
}
