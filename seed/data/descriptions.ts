import type { SeedCity, SeedPropertyType } from './types'

/** A text per seeded language (nl, fr, en). */
type Text = SeedCity['name']
type TypeKey = SeedPropertyType['key']

export type DescribeInput = {
  typeKey: TypeKey
  typeName: Text
  cityName: Text
  goal: 'sale' | 'rent'
  bedrooms: number
  livingArea?: number
  groundArea?: number
  constructionYear?: number
  renovated: boolean
  has: { garden: boolean; terrace: boolean; garage: boolean; cellar: boolean; lift: boolean; furnished: boolean }
  /** Deterministic random choice supplied by the caller (seeded), so every run writes the same texts. */
  pick: <T>(items: readonly T[]) => T
}

export type PropertyText = { name: Text; description: Text }

/** A noun per language with what its grammar needs: Dutch de/het, French gender and elision. */
type Word = {
  nl: { word: string; het: boolean }
  fr: { word: string; feminine: boolean; elides: boolean }
  en: string
}
/** `ref` is the shorter word used to refer back to the property ("the house", "het pand"). */
type Noun = Word & { ref: Word }
/** Dutch [bare form, inflected form], French [masculine, feminine], English. */
type Adjective = { nl: readonly [string, string]; fr: readonly [string, string]; en: string }

const word = (nl: string, het: boolean, fr: string, feminine: boolean, en: string): Word => ({
  nl: { word: nl, het },
  fr: { word: fr, feminine, elides: /^[aeiouéè]/i.test(fr) },
  en,
})
const noun = (nl: string, het: boolean, fr: string, feminine: boolean, en: string, ref?: Word): Noun => {
  const self = word(nl, het, fr, feminine, en)
  return { ...self, ref: ref ?? self }
}
const adj = (nlBare: string, nlInflected: string, frM: string, frF: string, en: string): Adjective => ({
  nl: [nlBare, nlInflected],
  fr: [frM, frF],
  en,
})
const tx = (nl: string, fr: string, en: string): Text => ({ nl, fr, en })

type Category = 'residential' | 'plot' | 'business' | 'parking'
const categoryOf: Record<TypeKey, Category> = {
  house: 'residential',
  apartment: 'residential',
  studio: 'residential',
  plot: 'plot',
  yield: 'business',
  commercial: 'business',
  industrial: 'business',
  office: 'business',
  parking: 'parking',
}

const nouns: Record<TypeKey, readonly Noun[]> = {
  house: [
    noun('woning', false, 'maison', true, 'house'),
    noun('gezinswoning', false, 'maison familiale', true, 'family home', word('woning', false, 'maison', true, 'house')),
    noun('huis', true, 'maison', true, 'home', word('huis', true, 'maison', true, 'house')),
  ],
  apartment: [noun('appartement', true, 'appartement', false, 'apartment'), noun('appartement', true, 'appartement', false, 'flat')],
  studio: [noun('studio', false, 'studio', false, 'studio')],
  plot: [
    noun('bouwgrond', false, 'terrain à bâtir', false, 'building plot', word('grond', false, 'terrain', false, 'plot')),
    noun('perceel bouwgrond', true, 'terrain à bâtir', false, 'plot of land', word('perceel', true, 'terrain', false, 'plot')),
  ],
  yield: [
    noun('opbrengsteigendom', true, 'immeuble de rapport', false, 'investment property', word('pand', true, 'immeuble', false, 'building')),
    noun('opbrengstpand', true, 'immeuble de rapport', false, 'income property', word('pand', true, 'immeuble', false, 'building')),
  ],
  commercial: [
    noun('handelspand', true, 'commerce', false, 'commercial property', word('pand', true, 'commerce', false, 'property')),
    noun('winkelpand', true, 'surface commerciale', true, 'retail unit', word('pand', true, 'surface', true, 'unit')),
  ],
  industrial: [
    noun('bedrijfspand', true, 'bâtiment industriel', false, 'industrial building', word('pand', true, 'bâtiment', false, 'building')),
    noun('magazijn', true, 'entrepôt', false, 'warehouse'),
  ],
  office: [
    noun('kantoorruimte', false, 'espace de bureaux', false, 'office space', word('kantoor', true, 'espace', false, 'office')),
    noun('kantoor', true, 'bureau', false, 'office'),
  ],
  parking: [
    noun('garagebox', false, 'box de garage', false, 'garage'),
    noun('staanplaats', false, 'emplacement de parking', false, 'parking space'),
  ],
}

const adjectives: Record<Category | 'renovated' | 'recent', readonly Adjective[]> = {
  residential: [
    adj('ruim', 'ruime', 'spacieux', 'spacieuse', 'spacious'),
    adj('lichtrijk', 'lichtrijke', 'lumineux', 'lumineuse', 'bright'),
    adj('charmant', 'charmante', 'charmant', 'charmante', 'charming'),
    adj('modern', 'moderne', 'moderne', 'moderne', 'modern'),
    adj('verzorgd', 'verzorgde', 'soigné', 'soignée', 'well-kept'),
    adj('gezellig', 'gezellige', 'chaleureux', 'chaleureuse', 'cosy'),
    adj('goed onderhouden', 'goed onderhouden', 'bien entretenu', 'bien entretenue', 'well-maintained'),
    adj('rustig gelegen', 'rustig gelegen', 'au calme', 'au calme', 'quietly located'),
    adj('stijlvol', 'stijlvolle', 'élégant', 'élégante', 'stylish'),
  ],
  renovated: [
    adj('gerenoveerd', 'gerenoveerde', 'rénové', 'rénovée', 'renovated'),
    adj('instapklaar', 'instapklare', 'prêt à habiter', 'prête à habiter', 'move-in ready'),
    adj('volledig vernieuwd', 'volledig vernieuwde', 'entièrement rénové', 'entièrement rénovée', 'fully renovated'),
  ],
  recent: [
    adj('recent gebouwd', 'recent gebouwde', 'récent', 'récente', 'recently built'),
    adj('energiezuinig', 'energiezuinige', 'économe en énergie', 'économe en énergie', 'energy-efficient'),
  ],
  plot: [
    adj('mooi gelegen', 'mooi gelegen', 'bien situé', 'bien située', 'well-located'),
    adj('zonnig', 'zonnige', 'ensoleillé', 'ensoleillée', 'sunny'),
    adj('rustig gelegen', 'rustig gelegen', 'au calme', 'au calme', 'quietly located'),
    adj('ruim', 'ruime', 'de belle taille', 'de belle taille', 'generous'),
  ],
  business: [
    adj('goed gelegen', 'goed gelegen', 'bien situé', 'bien située', 'well-located'),
    adj('functioneel', 'functionele', 'fonctionnel', 'fonctionnelle', 'functional'),
    adj('veelzijdig', 'veelzijdige', 'polyvalent', 'polyvalente', 'versatile'),
    adj('ruim', 'ruime', 'spacieux', 'spacieuse', 'spacious'),
    adj('goed bereikbaar', 'goed bereikbare', 'facilement accessible', 'facilement accessible', 'easily accessible'),
  ],
  parking: [
    adj('goed gelegen', 'goed gelegen', 'bien situé', 'bien située', 'well-located'),
    adj('praktisch', 'praktische', 'pratique', 'pratique', 'handy'),
    adj('veilig', 'veilige', 'sécurisé', 'sécurisée', 'secure'),
    adj('ruim', 'ruime', 'spacieux', 'spacieuse', 'spacious'),
  ],
}

// ---- small grammar helpers -------------------------------------------------------------

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Dutch adjective before a noun without article or after "een": bare form for het-words. */
const nlIndef = (n: Noun, a: Adjective): string => `${n.nl.het ? a.nl[0] : a.nl[1]} ${n.nl.word}`
/** Dutch adjective after de/het/deze/dit: always inflected. */
const nlDefAdj = (n: Noun, a: Adjective): string => `${a.nl[1]} ${n.nl.word}`
/** Refers back to the property with the short word: "de woning", "het pand". */
const nlThe = (n: Noun): string => `${n.ref.nl.het ? 'het' : 'de'} ${n.ref.nl.word}`
const nlThis = (n: Noun): string => (n.nl.het ? 'dit' : 'deze')

const frAdj = (n: Noun, a: Adjective): string => (n.fr.feminine ? a.fr[1] : a.fr[0])
const frA = (n: Noun): string => (n.fr.feminine ? 'une' : 'un')
const frThis = (n: Noun): string => (n.fr.feminine ? 'cette' : n.fr.elides ? 'cet' : 'ce')
const frThe = (n: Noun): string => {
  const r = n.ref.fr
  return r.elides ? `l'${r.word}` : `${r.feminine ? 'la' : 'le'} ${r.word}`
}
const frE = (n: Noun): string => (n.ref.fr.feminine ? 'e' : '')
const frPronoun = (n: Noun): string => (n.ref.fr.feminine ? 'elle' : 'il')

/** French "de" before a place name, elided before a vowel ("d'Anvers", "de Gand"). */
const frOf = (place: string): string => (/^[aeiouyéèêâîô]/i.test(place) ? `d'${place}` : `de ${place}`)

const enA = (next: string): string => (/^[aeiou]/i.test(next) ? 'an' : 'a')

/** Thousands separators as each language writes them in Belgium. */
const num = (value: number): Text => {
  const group = (sep: string): string => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, sep)
  return { nl: group('.'), fr: group('\u202f'), en: group(',') }
}

const listNl = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}` : (items[0] ?? '')
const listFr = (items: string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}` : (items[0] ?? '')
const listEn = (items: string[]): string =>
  items.length > 2
    ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
    : items.length === 2
      ? `${items[0]} and ${items[1]}`
      : (items[0] ?? '')

const bedroomWord = (count: number): Text =>
  count === 1 ? tx('slaapkamer', 'chambre', 'bedroom') : tx('slaapkamers', 'chambres', 'bedrooms')

// ---- title -----------------------------------------------------------------------------

const MAX_TITLE = 70

type TitleParts = { n: Noun; a: Adjective; city: Text; sale: boolean; feature?: Text | undefined; bedrooms: number }

const titleTemplates: readonly ((p: TitleParts) => Text | undefined)[] = [
  // adjective + noun + feature
  ({ n, a, city, feature }) =>
    feature &&
    tx(
      `${cap(nlIndef(n, a))} met ${feature.nl} in ${city.nl}`,
      `${cap(n.fr.word)} ${frAdj(n, a)} avec ${feature.fr} à ${city.fr}`,
      `${cap(a.en)} ${n.en} with ${feature.en} in ${city.en}`,
    ),
  // adjective + noun
  ({ n, a, city }) =>
    tx(`${cap(nlIndef(n, a))} in ${city.nl}`, `${cap(n.fr.word)} ${frAdj(n, a)} à ${city.fr}`, `${cap(a.en)} ${n.en} in ${city.en}`),
  // bedrooms
  ({ n, city, bedrooms }) =>
    bedrooms >= 2
      ? tx(
          `${cap(n.nl.word)} met ${bedrooms} slaapkamers in ${city.nl}`,
          `${cap(n.fr.word)} ${bedrooms} chambres à ${city.fr}`,
          `${bedrooms}-bedroom ${n.en} in ${city.en}`,
        )
      : undefined,
  // adjective + noun + goal
  ({ n, a, city, sale }) =>
    tx(
      `${cap(nlIndef(n, a))} ${sale ? 'te koop' : 'te huur'} in ${city.nl}`,
      `${cap(n.fr.word)} ${frAdj(n, a)} ${sale ? 'à vendre' : 'à louer'} à ${city.fr}`,
      `${cap(a.en)} ${n.en} ${sale ? 'for sale' : 'for rent'} in ${city.en}`,
    ),
]

const shortTitle = ({ n, city }: TitleParts): Text =>
  tx(`${cap(n.nl.word)} in ${city.nl}`, `${cap(n.fr.word)} à ${city.fr}`, `${cap(n.en)} in ${city.en}`)

const fitTitle = (title: Text, fallback: Text): Text => ({
  nl: title.nl.length <= MAX_TITLE ? title.nl : fallback.nl,
  fr: title.fr.length <= MAX_TITLE ? title.fr : fallback.fr,
  en: title.en.length <= MAX_TITLE ? title.en : fallback.en,
})

// ---- description sentences --------------------------------------------------------------

type Ctx = { input: DescribeInput; n: Noun; a: Adjective; city: Text; sale: boolean; category: Category }

const opening = (c: Ctx): Text => {
  const { n, a, city, sale } = c
  return c.input.pick([
    tx(
      `${cap(nlThis(n))} ${nlDefAdj(n, a)} in ${city.nl} staat ${sale ? 'te koop' : 'te huur'}.`,
      `${cap(frThis(n))} ${n.fr.word} ${frAdj(n, a)} à ${city.fr} est ${sale ? 'à vendre' : 'à louer'}.`,
      `This ${a.en} ${n.en} in ${city.en} is ${sale ? 'for sale' : 'available to rent'}.`,
    ),
    tx(
      `In ${city.nl} ${sale ? 'verkopen' : 'verhuren'} we een ${nlIndef(n, a)}.`,
      `À ${city.fr}, nous mettons en ${sale ? 'vente' : 'location'} ${frA(n)} ${n.fr.word} ${frAdj(n, a)}.`,
      `In ${city.en}, we are offering ${enA(a.en)} ${a.en} ${n.en} ${sale ? 'for sale' : 'to rent'}.`,
    ),
    tx(
      `Op zoek naar een ${nlIndef(n, a)} in ${city.nl}? Dan verdient dit aanbod uw aandacht.`,
      `Vous cherchez ${frA(n)} ${n.fr.word} ${frAdj(n, a)} à ${city.fr} ? Ce bien mérite votre visite.`,
      `Looking for ${enA(a.en)} ${a.en} ${n.en} in ${city.en}? This one deserves a visit.`,
    ),
  ])
}

const residentialSize = (c: Ctx): Text[] => {
  const { n, input } = c
  const out: Text[] = []
  const beds = input.bedrooms
  const area = input.livingArea !== undefined ? num(input.livingArea) : undefined
  const bw = bedroomWord(beds)
  if (beds > 0 && area) {
    const whom =
      beds >= 3
        ? tx('het hele gezin', 'toute la famille', 'the whole family')
        : beds === 2
          ? tx('een koppel of een klein gezin', 'un couple ou une petite famille', 'a couple or a small family')
          : tx('een alleenstaande of een koppel', 'une personne seule ou un couple', 'a single person or a couple')
    out.push(
      input.pick([
        tx(
          `Met ${area.nl} m² woonoppervlakte en ${beds} ${bw.nl} is er plaats voor ${whom.nl}.`,
          `Avec ${area.fr} m² habitables et ${beds} ${bw.fr}, ${frPronoun(n)} offre de la place pour ${whom.fr}.`,
          `With ${area.en} m² of living space and ${beds} ${bw.en}, there is room for ${whom.en}.`,
        ),
        tx(
          `${cap(nlThe(n))} telt ${beds} ${bw.nl} en biedt ${area.nl} m² woonoppervlakte.`,
          `${cap(frThe(n))} compte ${beds} ${bw.fr} pour ${area.fr} m² habitables.`,
          `The ${n.ref.en} has ${beds} ${bw.en} and ${area.en} m² of living space.`,
        ),
      ]),
    )
  } else if (beds > 0) {
    out.push(tx(`${cap(nlThe(n))} telt ${beds} ${bw.nl}.`, `${cap(frThe(n))} compte ${beds} ${bw.fr}.`, `The ${n.ref.en} has ${beds} ${bw.en}.`))
  } else if (area && (input.livingArea ?? 0) > 60) {
    out.push(
      tx(
        `${cap(nlThe(n))} biedt ${area.nl} m² woonoppervlakte.`,
        `${cap(frThe(n))} offre ${area.fr} m² habitables.`,
        `The ${n.ref.en} offers ${area.en} m² of living space.`,
      ),
    )
  } else if (area) {
    out.push(
      input.pick([
        tx(
          `${cap(nlThe(n))} biedt ${area.nl} m² woonoppervlakte, ideaal voor een student of starter.`,
          `${cap(frThe(n))} offre ${area.fr} m² habitables, idéal pour un étudiant ou un jeune actif.`,
          `The ${n.ref.en} offers ${area.en} m² of living space, ideal for a student or young professional.`,
        ),
        tx(
          `Met ${area.nl} m² is ${nlThe(n)} compact maar slim ingedeeld.`,
          `Avec ses ${area.fr} m², ${frThe(n)} est compact${frE(n)} mais bien agencé${frE(n)}.`,
          `At ${area.en} m², the ${n.ref.en} is compact but cleverly laid out.`,
        ),
      ]),
    )
  }
  if (c.input.typeKey === 'house' && input.groundArea !== undefined) {
    const g = num(input.groundArea)
    out.push(
      tx(
        `Het geheel staat op een perceel van ${g.nl} m².`,
        `Le tout se trouve sur une parcelle de ${g.fr} m².`,
        `It stands on a plot of ${g.en} m².`,
      ),
    )
  }
  return out
}

const features = (c: Ctx): Text | undefined => {
  const { has, typeKey } = c.input
  const flat = typeKey === 'apartment' || typeKey === 'studio'
  const items: Text[] = []
  if (has.garden) items.push(tx('een tuin', 'un jardin', 'a garden'))
  if (has.terrace) items.push(tx('een terras', 'une terrasse', 'a terrace'))
  if (has.garage) items.push(tx('een garage', 'un garage', 'a garage'))
  if (has.cellar) items.push(flat ? tx('een kelderberging', 'une cave', 'a storage cellar') : tx('een kelder', 'une cave', 'a cellar'))
  if (has.lift && (flat || typeKey === 'office')) items.push(tx('een lift', 'un ascenseur', 'a lift'))
  if (items.length === 0) return undefined
  const nl = listNl(items.map((i) => i.nl))
  const fr = listFr(items.map((i) => i.fr))
  const en = listEn(items.map((i) => i.en))
  return c.input.pick([
    items.length === 1
      ? tx(`Een extra troef is ${nl}.`, `Atout supplémentaire : ${fr}.`, `An extra asset is ${en}.`)
      : tx(`Extra troeven zijn ${nl}.`, `Atouts supplémentaires : ${fr}.`, `Extra assets include ${en}.`),
    tx(`U geniet bovendien van ${nl}.`, `On y trouve aussi ${fr}.`, `You can also enjoy ${en}.`),
    tx(`Verder beschikt ${nlThe(c.n)} over ${nl}.`, `Le bien comprend en outre ${fr}.`, `The property also comes with ${en}.`),
  ])
}

const building = (c: Ctx): Text | undefined => {
  const { renovated, constructionYear: year } = c.input
  const business = c.category === 'business'
  if (renovated) {
    return business
      ? tx(
          `${cap(nlThe(c.n))} werd recent vernieuwd en is meteen bruikbaar.`,
          'Récemment rénové, le bien est immédiatement exploitable.',
          'Recently refurbished, it is ready for immediate use.',
        )
      : c.input.pick([
          tx(
            `${cap(nlThe(c.n))} werd recent grondig gerenoveerd.`,
            "Le bien a récemment fait l'objet d'une rénovation en profondeur.",
            'It has recently been thoroughly renovated.',
          ),
          tx(
            'Dankzij een recente renovatie kunt u er zo intrekken.',
            'Grâce à une rénovation récente, vous pouvez emménager sans travaux.',
            'Thanks to a recent renovation, you can move straight in.',
          ),
        ])
  }
  if (year === undefined) return undefined
  if (year >= 2015) {
    return tx(
      `Bouwjaar ${year}: modern comfort zonder renovatiezorgen.`,
      `Construit en ${year} : confort moderne, sans travaux à prévoir.`,
      `Built in ${year}: modern comfort with no renovation worries.`,
    )
  }
  if (year < 1940) {
    return tx(
      `Het pand uit ${year} heeft heel wat karakter.`,
      `Construit en ${year}, le bien ne manque pas de caractère.`,
      `Built in ${year}, it has plenty of character.`,
    )
  }
  return c.input.pick([
    tx(`Het gebouw dateert van ${year}.`, `Le bâtiment date de ${year}.`, `The building dates from ${year}.`),
    tx(`Bouwjaar: ${year}.`, `Année de construction : ${year}.`, `Year built: ${year}.`),
  ])
}

const furnished = (c: Ctx): Text | undefined =>
  c.input.has.furnished && !c.sale && c.category === 'residential'
    ? tx(
        `${cap(nlThe(c.n))} wordt gemeubeld verhuurd.`,
        `${cap(frThe(c.n))} est loué${frE(c.n)} meublé${frE(c.n)}.`,
        `The ${c.n.ref.en} is let furnished.`,
      )
    : undefined

const location = (c: Ctx): Text => {
  const city = c.city
  switch (c.category) {
    case 'plot':
      return c.input.pick([
        tx(
          'De grond ligt in een rustige woonomgeving.',
          'Le terrain se situe dans un environnement résidentiel calme.',
          'The plot lies in a quiet residential setting.',
        ),
        tx(
          `Scholen, winkels en het centrum van ${city.nl} liggen vlakbij.`,
          `Écoles, commerces et le centre ${frOf(city.fr)} sont tout proches.`,
          `Schools, shops and the centre of ${city.en} are close by.`,
        ),
      ])
    case 'business':
    case 'parking':
      return c.input.pick([
        tx(
          'Vlot bereikbaar via de grote invalswegen.',
          'Facilement accessible par les grands axes.',
          'Easy to reach from the main roads.',
        ),
        tx(
          `Centraal gelegen in ${city.nl}, dicht bij het openbaar vervoer.`,
          `Situation centrale à ${city.fr}, près des transports en commun.`,
          `Centrally located in ${city.en}, close to public transport.`,
        ),
      ])
    default:
      return c.input.pick([
        tx(
          'Winkels, scholen en openbaar vervoer liggen op wandelafstand.',
          'Commerces, écoles et transports en commun sont accessibles à pied.',
          'Shops, schools and public transport are within walking distance.',
        ),
        tx(
          `De ligging in ${city.nl} is ideaal, met alle voorzieningen in de buurt.`,
          `Sa situation à ${city.fr} est idéale, avec toutes les commodités à proximité.`,
          `Its location in ${city.en} is ideal, with every amenity close by.`,
        ),
        tx(
          'Dankzij de vlotte bereikbaarheid bent u snel op de grote invalswegen.',
          'Son accès aisé vous mène rapidement aux grands axes.',
          'Easy access means you are quickly on the main roads.',
        ),
      ])
  }
}

const plotDetails = (c: Ctx): Text[] => {
  const out: Text[] = []
  if (c.input.groundArea !== undefined) {
    const g = num(c.input.groundArea)
    out.push(
      c.input.pick([
        tx(
          `${cap(nlThe(c.n))} heeft een oppervlakte van ${g.nl} m².`,
          `Le terrain a une superficie de ${g.fr} m².`,
          `The plot covers ${g.en} m².`,
        ),
        tx(`Het perceel meet ${g.nl} m².`, `La parcelle mesure ${g.fr} m².`, `The plot measures ${g.en} m².`),
      ]),
    )
  }
  out.push(
    c.input.pick([
      tx(
        'Ideaal om uw droomwoning te bouwen met de architect en aannemer van uw keuze.',
        "Idéal pour bâtir la maison de vos rêves avec l'architecte et l'entrepreneur de votre choix.",
        'Ideal for building your dream home with the architect and builder of your choice.',
      ),
      tx(
        'Hier bouwt u een woning volledig naar uw eigen smaak.',
        'Vous pourrez y construire une maison entièrement à votre goût.',
        'Here you can build a home entirely to your own taste.',
      ),
    ]),
  )
  out.push(
    tx(
      'Vraag ons gerust naar de stedenbouwkundige voorschriften.',
      "N'hésitez pas à nous demander les prescriptions urbanistiques.",
      'Feel free to ask us about the planning regulations.',
    ),
  )
  return out
}

const businessDetails = (c: Ctx): Text[] => {
  const out: Text[] = []
  if (c.input.livingArea !== undefined) {
    const area = num(c.input.livingArea)
    out.push(
      tx(
        `${cap(nlThe(c.n))} biedt ${area.nl} m² bruikbare oppervlakte.`,
        `Le bien offre ${area.fr} m² de surface utile.`,
        `It offers ${area.en} m² of usable floor space.`,
      ),
    )
  }
  const use: Record<'yield' | 'commercial' | 'industrial' | 'office', readonly Text[]> = {
    yield: [
      tx(
        'Een interessante belegging voor wie op zoek is naar stabiele huurinkomsten.',
        'Un placement intéressant pour qui cherche des revenus locatifs stables.',
        'An attractive investment for anyone looking for steady rental income.',
      ),
      tx(
        'Een solide investering om uw vastgoedportefeuille uit te breiden.',
        'Un investissement solide pour étoffer votre patrimoine immobilier.',
        'A solid investment to grow your property portfolio.',
      ),
    ],
    commercial: [
      tx(
        'Een ideale locatie voor een winkel, showroom of dienstverlenend bedrijf.',
        'Un emplacement idéal pour un magasin, un showroom ou une activité de services.',
        'An ideal location for a shop, showroom or service business.',
      ),
      tx(
        'De grote etalage zorgt voor veel zichtbaarheid.',
        'La grande vitrine assure une belle visibilité.',
        'The large shop window gives plenty of visibility.',
      ),
    ],
    industrial: [
      tx(
        'Geschikt voor opslag, productie of een ambachtelijke activiteit.',
        'Convient pour du stockage, de la production ou une activité artisanale.',
        'Suitable for storage, production or a craft business.',
      ),
      tx(
        'Vrachtwagens kunnen vlot laden en lossen.',
        'Les camions peuvent charger et décharger facilement.',
        'Lorries can load and unload with ease.',
      ),
    ],
    office: [
      tx(
        'De ruimte leent zich perfect voor een vrij beroep, een start-up of een kmo.',
        "L'espace convient parfaitement à une profession libérale, une start-up ou une PME.",
        'The space is perfect for a professional practice, a start-up or a small business.',
      ),
      tx(
        'Een professionele werkplek waar uw team en uw klanten zich meteen thuis voelen.',
        'Un cadre professionnel où votre équipe et vos clients se sentiront tout de suite bien.',
        'A professional workplace where your team and clients will feel at home straight away.',
      ),
    ],
  }
  const key = c.input.typeKey
  if (key === 'yield' || key === 'commercial' || key === 'industrial' || key === 'office') out.push(c.input.pick(use[key]))
  return out
}

const parkingDetails = (c: Ctx): Text[] => [
  c.input.pick([
    tx(
      'Ideaal voor wie in de buurt woont of werkt en een vaste plek voor de wagen zoekt.',
      'Idéal si vous habitez ou travaillez dans le quartier et cherchez une place fixe pour votre voiture.',
      'Ideal if you live or work nearby and want a fixed place for your car.',
    ),
    tx(
      'Zo hoeft u nooit meer naar een parkeerplaats te zoeken.',
      'Fini de chercher une place pour vous garer.',
      'No more hunting for a place to park.',
    ),
  ]),
]

const closing = (c: Ctx): Text =>
  c.input.pick([
    tx(
      'Neem contact met ons op voor meer informatie of een bezoek.',
      "Contactez-nous pour plus d'informations ou pour une visite.",
      'Contact us for more information or to arrange a viewing.',
    ),
    tx(
      'Interesse? Plan vandaag nog een bezoek.',
      "Intéressé ? Planifiez une visite dès aujourd'hui.",
      'Interested? Book a viewing today.',
    ),
    tx(
      'Aarzel niet om ons te contacteren voor een vrijblijvend bezoek.',
      "N'hésitez pas à nous contacter pour une visite sans engagement.",
      'Do not hesitate to contact us for a viewing without obligation.',
    ),
  ])

const join = (sentences: readonly (Text | undefined)[]): Text => {
  const present = sentences.filter((s): s is Text => s !== undefined)
  return {
    nl: present.map((s) => s.nl).join(' '),
    fr: present.map((s) => s.fr).join(' '),
    en: present.map((s) => s.en).join(' '),
  }
}

/** Writes a listing title (max ~70 characters) and a 3-6 sentence description per language. */
export const describeProperty = (input: DescribeInput): PropertyText => {
  const category = categoryOf[input.typeKey]
  const sale = input.goal === 'sale'
  const recent = input.constructionYear !== undefined && input.constructionYear >= 2015
  const pool =
    category === 'residential' && input.renovated
      ? adjectives.renovated
      : category === 'residential' && recent
        ? adjectives.recent
        : adjectives[category]
  const n = input.pick(nouns[input.typeKey])
  const a = input.pick(pool)
  const city = input.cityName

  const titleFeatures: Text[] = []
  if (category === 'residential') {
    if (input.has.garden) titleFeatures.push(tx('tuin', 'jardin', 'garden'))
    if (input.has.terrace) titleFeatures.push(tx('terras', 'terrasse', 'terrace'))
    if (input.has.garage) titleFeatures.push(tx('garage', 'garage', 'garage'))
  }
  const parts: TitleParts = {
    n,
    a,
    city,
    sale,
    feature: titleFeatures.length > 0 ? input.pick(titleFeatures) : undefined,
    bedrooms: category === 'residential' ? input.bedrooms : 0,
  }
  const candidates = titleTemplates.map((make) => make(parts)).filter((title): title is Text => title !== undefined)
  const name = fitTitle(input.pick(candidates), shortTitle(parts))

  // The description uses its own adjective so that title and text do not repeat each other word for word.
  const c: Ctx = { input, n, a: input.pick(pool), city, sale, category }
  const body: (Text | undefined)[] =
    category === 'residential'
      ? [...residentialSize(c), furnished(c), features(c), building(c)]
      : category === 'plot'
        ? plotDetails(c)
        : category === 'business'
          ? [...businessDetails(c), features(c), building(c)]
          : parkingDetails(c)
  // Keep at most six sentences: opening + up to four body sentences + closing, with location when room allows.
  const kept = body.filter((s): s is Text => s !== undefined).slice(0, 4)
  const sentences = kept.length < 4 ? [opening(c), ...kept, location(c), closing(c)] : [opening(c), ...kept, closing(c)]
  return { name, description: join(sentences) }
}
