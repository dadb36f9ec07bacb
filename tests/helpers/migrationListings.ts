/**
 * A site's listings as rows of the schema before the search index was filled (the migrations
 * *_search_changes), for the migration tests of both databases: they cover what the index computes.
 */
export type Row = Record<string, string | number | boolean | null>
export const cities: Row[] = [
  { id: 2, zip: '5000', country: 'BE' },
  { id: 3, zip: '1000', country: 'BE' },
  { id: 4, zip: '4001', country: 'LU' },
  { id: 5, zip: '9000', country: 'BE' },
]
export const cityNames: [number, string, string][] = [
  [2, 'nl', 'Namen'],
  [2, 'fr', 'Namur'],
  [3, 'nl', 'Brussel'],
  [3, 'fr', 'Bruxelles'],
  [3, 'en', 'Brussels'],
  [4, 'fr', 'Esch-sur-Alzette'],
  [4, 'de', 'Esch an der Alzette'],
  [5, 'nl', 'Gent'],
  [5, 'fr', 'Gand'],
]
/**
 * Listings covering what the index computes: shown and hidden prices, the EPC from a score or a label
 * text on each region's scale (and labels a region does not have), every feature from a flag or a
 * figure, areas, a published and a hidden street, a draft, a listing without city or type.
 */
export const listings: Row[] = [
  // Flanders, score 150 (B), garden by flag, parking by a garage count, a published street.
  { id: 2, goal: 'sale', city_id: 1, type_id: 1, price: 450000, publish_address: true, street: 'Naamsestraat', reference: 'LEU-2', rooms_bedrooms: 4, rooms_bathrooms: 2, rooms_shower_rooms: 1, rooms_toilets: 3, rooms_garages: 1, surfaces_living: 220.5, surfaces_ground: 310, energy_energy_performance: 150, has_garden: true, published_at: '2026-11-20T10:15:30.123Z', _status: 'published' },
  // Wallonia, sold (price hidden), label text ' a+ ', garden by its area, terrace, lift, new-build by VAT, a hidden street.
  { id: 3, goal: 'sale', city_id: 2, type_id: 4, price: 300000, marquee: 'sold', publish_address: false, street: 'Rue de Fer', reference: 'NAM-3', surfaces_living: 95, surfaces_ground: 0, energy_epc_label_text: ' a+ ', surfaces_garden: 50, has_terrace: true, has_lift: true, financial_vat: 21, published_at: '2026-11-18T08:00:00.000Z', _status: 'published' },
  // Brussels rent, price not published, score 140 (C-) over a label G, parking spaces, furnished, terrace by area, a project's unit.
  { id: 4, goal: 'rent', city_id: 3, type_id: 1, price: 1250, publish_price: false, publish_address: true, street: 'Rue du Marché-aux-Herbes', rooms_parkings: 2, has_furnished: true, surfaces_terrace: 12, project_id: 1, surfaces_living: 35, energy_energy_performance: 140, energy_epc_label_text: 'G', published_at: '2026-11-21T23:30:00.000+01:00', _status: 'published' },
  // Luxembourg, label text C (the score is not read there), garage flag, cents in the price.
  { id: 5, goal: 'sale', city_id: 4, type_id: 9, price: 890000.75, reference: 'LUX-5', energy_energy_performance: 50, energy_epc_label_text: 'C', has_garage: true, surfaces_living: 0, surfaces_ground: 1200, published_at: '2026-11-22T12:00:00.000Z', _status: 'published' },
  // Brussels, label text with a typographic minus (C-), marquee new.
  { id: 6, goal: 'sale', city_id: 3, type_id: 1, price: 275000, marquee: 'new', energy_epc_label_text: 'C\u2212', published_at: '2026-11-19T09:00:00.000Z', _status: 'published' },
  // Flanders, label E, price 0 (hidden), plot only, no publication date.
  { id: 7, goal: 'sale', city_id: 5, type_id: 9, price: 0, energy_epc_label_text: 'E', surfaces_ground: 800, _status: 'published' },
  // A draft: no index row.
  { id: 8, goal: 'sale', city_id: 5, type_id: 1, price: 199000, has_garden: true, published_at: '2026-11-10T00:00:00.000Z', _status: 'draft' },
  // Neither city nor type.
  { id: 9, goal: 'sale', city_id: null, type_id: null, price: 150000, reference: 'X-9', energy_epc_label_text: 'B', published_at: '2026-11-17T07:45:00.000Z', _status: 'published' },
  // Wallonia rented (price hidden), score 0 so the label text d counts; zeros that are no features.
  { id: 10, goal: 'rent', city_id: 2, type_id: 4, price: 900, marquee: 'rented', energy_energy_performance: 0, energy_epc_label_text: 'd', surfaces_garden: 0, rooms_garages: 0, rooms_parkings: 0, financial_vat: 0, published_at: '2026-11-16T00:00:00.000Z', _status: 'published' },
  // Flanders, A++ (not on its scale) under a negative score, parking by two garages.
  { id: 11, goal: 'sale', city_id: 5, type_id: 1, price: 320000, energy_energy_performance: -5, energy_epc_label_text: 'A++', rooms_garages: 2, surfaces_living: 140, published_at: '2026-11-15T00:00:00.000Z', _status: 'published' },
  // Brussels, score 400 (G), lift.
  { id: 12, goal: 'rent', city_id: 3, type_id: 1, price: 2000, energy_energy_performance: 400, has_lift: true, published_at: '2026-11-14T00:00:00.000Z', _status: 'published' },
]
export const listingNames: [number, string, string][] = [
  [2, 'nl', 'Herenhuis aan de Vaartkom'],
  [2, 'fr', 'Maison de maître au Vaartkom'],
  [2, 'en', 'Townhouse by the canal'],
  [3, 'fr', 'Appartement lumineux à Namur'],
  [3, 'nl', 'Lichtrijk appartement in Namen'],
  [4, 'nl', 'Studio aan de Grote Markt'],
  [4, 'fr', 'Studio Grand-Place'],
  [4, 'de', 'Studio am Großen Markt'],
  [5, 'fr', 'Maison avec jardin d’hiver'],
  [5, 'de', 'Haus mit Wintergarten'],
  [6, 'nl', 'Appartement met zicht'],
  [6, 'en', 'Flat with a view'],
  [7, 'nl', 'Bouwgrond'],
  [7, 'fr', 'Terrain à bâtir'],
  [8, 'nl', 'Ontwerp woning'],
  [9, 'en', 'Unlisted place'],
  [10, 'fr', 'Kot étudiant'],
  [11, 'nl', 'Gezinswoning'],
  [12, 'en', 'Penthouse'],
]
