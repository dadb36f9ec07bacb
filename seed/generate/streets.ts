/** Street names for generated addresses, in the language of the region. */
export const DUTCH_STREETS = [
  'Kerkstraat', 'Stationsstraat', 'Molenstraat', 'Dorpsstraat', 'Nieuwstraat', 'Schoolstraat', 'Kapelstraat',
  'Beukenlaan', 'Lindelaan', 'Kastanjelaan', 'Veldstraat', 'Hoogstraat', 'Bergstraat', 'Zandstraat',
  'Meersstraat', 'Kouter', 'Vijverstraat', 'Populierenlaan', 'Weverstraat', 'Brugstraat', 'Sint-Jansstraat',
  'Groenstraat', 'Heidestraat', 'Bosstraat',
] as const

export const FRENCH_STREETS = [
  'Rue de la Station', "Rue de l'Église", 'Rue du Moulin', 'Avenue des Tilleuls', 'Rue Haute', 'Rue Neuve',
  'Chaussée de Bruxelles', 'Rue des Écoles', 'Avenue Reine Astrid', 'Rue du Château', 'Rue de la Fontaine',
  'Place communale', 'Rue des Champs', 'Avenue des Hêtres', 'Rue Saint-Martin', 'Rue du Bois', 'Rue de la Gare',
  'Rue des Prés', 'Avenue de la Forêt', 'Rue du Village',
] as const

/** Brussels streets are bilingual; the seed stores the French form with its Dutch one. */
export const BRUSSELS_STREETS = [
  'Rue Royale / Koningsstraat', 'Avenue Louise / Louizalaan', 'Rue du Bailli / Baljuwstraat',
  'Chaussée de Waterloo / Waterloose Steenweg', 'Avenue de Tervueren / Tervurenlaan', 'Rue Belliard / Belliardstraat',
  'Place Flagey / Flageyplein', 'Avenue Molière / Molièrelaan', 'Rue Vanderkindere / Vanderkinderestraat',
  'Boulevard Général Jacques / Generaal Jacqueslaan',
] as const
