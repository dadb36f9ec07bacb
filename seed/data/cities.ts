import type { SeedCity } from './types'

/** Compact helper: one name for all three languages unless nl/fr/en differ. */
const be = (zip: string, nl: string, latitude: number, longitude: number, fr: string = nl, en: string = fr): SeedCity => ({
  zip,
  name: { nl, fr, en },
  country: 'BE',
  latitude,
  longitude,
})

const lu = (zip: string, nl: string, latitude: number, longitude: number, fr: string = nl, en: string = fr): SeedCity => ({
  zip,
  name: { nl, fr, en },
  country: 'LU',
  latitude,
  longitude,
})

/** Flanders: postcodes 1500-3999 and 8000-9999. */
const flanders: SeedCity[] = [
  // Province of Antwerp
  be('2000', 'Antwerpen', 51.2194, 4.4025, 'Anvers', 'Antwerp'),
  be('2800', 'Mechelen', 51.0259, 4.4776, 'Malines', 'Mechelen'),
  be('2300', 'Turnhout', 51.3227, 4.9447),
  be('2500', 'Lier', 51.1313, 4.5704, 'Lierre', 'Lier'),
  be('2400', 'Mol', 51.1915, 5.1166),
  be('2440', 'Geel', 51.162, 4.9896),
  be('2200', 'Herentals', 51.1766, 4.8363),
  be('2930', 'Brasschaat', 51.2912, 4.4918),
  be('2850', 'Boom', 51.0874, 4.3664),
  // East Flanders
  be('9000', 'Gent', 51.0543, 3.7174, 'Gand', 'Ghent'),
  be('9300', 'Aalst', 50.9378, 4.0403, 'Alost', 'Aalst'),
  be('9100', 'Sint-Niklaas', 51.165, 4.1437, 'Saint-Nicolas', 'Sint-Niklaas'),
  be('9200', 'Dendermonde', 51.0286, 4.101, 'Termonde', 'Dendermonde'),
  be('9700', 'Oudenaarde', 50.8453, 3.6047, 'Audenarde', 'Oudenaarde'),
  be('9900', 'Eeklo', 51.1858, 3.5567),
  be('9160', 'Lokeren', 51.1037, 3.9932),
  be('9400', 'Ninove', 50.8283, 4.0261),
  be('9500', 'Geraardsbergen', 50.7737, 3.8819, 'Grammont', 'Geraardsbergen'),
  be('9600', 'Ronse', 50.7452, 3.6007, 'Renaix', 'Ronse'),
  be('9800', 'Deinze', 50.9819, 3.5306),
  be('9820', 'Merelbeke', 50.9942, 3.7458),
  // West Flanders
  be('8000', 'Brugge', 51.2093, 3.2247, 'Bruges', 'Bruges'),
  be('8500', 'Kortrijk', 50.8279, 3.2649, 'Courtrai', 'Kortrijk'),
  be('8400', 'Oostende', 51.2154, 2.9287, 'Ostende', 'Ostend'),
  be('8900', 'Ieper', 50.8503, 2.885, 'Ypres', 'Ypres'),
  be('8800', 'Roeselare', 50.9465, 3.1226, 'Roulers', 'Roeselare'),
  be('8300', 'Knokke-Heist', 51.3497, 3.2866),
  be('8790', 'Waregem', 50.8888, 3.4275),
  be('8930', 'Menen', 50.7966, 3.1216, 'Menin', 'Menen'),
  be('8970', 'Poperinge', 50.855, 2.7262),
  be('8700', 'Tielt', 50.999, 3.3268),
  be('8660', 'De Panne', 51.0994, 2.5917, 'La Panne', 'De Panne'),
  // Flemish Brabant
  be('3000', 'Leuven', 50.8798, 4.7005, 'Louvain', 'Leuven'),
  be('1800', 'Vilvoorde', 50.9281, 4.4245, 'Vilvorde', 'Vilvoorde'),
  be('1500', 'Halle', 50.7339, 4.2345, 'Hal', 'Halle'),
  be('3300', 'Tienen', 50.8075, 4.9378, 'Tirlemont', 'Tienen'),
  be('3200', 'Aarschot', 50.987, 4.8368),
  be('1930', 'Zaventem', 50.8836, 4.4736),
  be('1880', 'Kapelle-op-den-Bos', 51.0125, 4.3625),
  be('3290', 'Diest', 50.9839, 5.0508),
  be('1850', 'Grimbergen', 50.9347, 4.3722),
  be('1700', 'Dilbeek', 50.8478, 4.2597),
  // Limburg
  be('3500', 'Hasselt', 50.9307, 5.3325),
  be('3600', 'Genk', 50.965, 5.5008),
  be('3800', 'Sint-Truiden', 50.8166, 5.1865, 'Saint-Trond', 'Sint-Truiden'),
  be('3700', 'Tongeren', 50.7805, 5.4647, 'Tongres', 'Tongeren'),
  be('3630', 'Maasmechelen', 50.965, 5.6946),
  be('3920', 'Lommel', 51.2307, 5.3133),
  be('3740', 'Bilzen', 50.8728, 5.5186),
  be('3580', 'Beringen', 51.049, 5.2265),
]

/** Brussels-Capital Region: postcodes 1000-1299, all 19 municipalities. */
const brussels: SeedCity[] = [
  be('1000', 'Brussel', 50.8467, 4.3525, 'Bruxelles', 'Brussels'),
  be('1030', 'Schaarbeek', 50.8676, 4.3737, 'Schaerbeek', 'Schaerbeek'),
  be('1040', 'Etterbeek', 50.8333, 4.3893),
  be('1050', 'Elsene', 50.8333, 4.3667, 'Ixelles', 'Ixelles'),
  be('1060', 'Sint-Gillis', 50.8266, 4.3458, 'Saint-Gilles', 'Saint-Gilles'),
  be('1070', 'Anderlecht', 50.8365, 4.308),
  be('1080', 'Sint-Jans-Molenbeek', 50.855, 4.3292, 'Molenbeek-Saint-Jean', 'Molenbeek-Saint-Jean'),
  be('1081', 'Koekelberg', 50.8623, 4.3262),
  be('1082', 'Sint-Agatha-Berchem', 50.8645, 4.2947, 'Berchem-Sainte-Agathe', 'Berchem-Sainte-Agathe'),
  be('1083', 'Ganshoren', 50.8711, 4.3117),
  be('1090', 'Jette', 50.8776, 4.3261),
  be('1140', 'Evere', 50.8703, 4.4019),
  be('1150', 'Sint-Pieters-Woluwe', 50.8316, 4.4326, 'Woluwe-Saint-Pierre', 'Woluwe-Saint-Pierre'),
  be('1160', 'Oudergem', 50.8167, 4.4333, 'Auderghem', 'Auderghem'),
  be('1170', 'Watermaal-Bosvoorde', 50.7997, 4.4157, 'Watermael-Boitsfort', 'Watermael-Boitsfort'),
  be('1180', 'Ukkel', 50.8023, 4.3397, 'Uccle', 'Uccle'),
  be('1190', 'Vorst', 50.8092, 4.3176, 'Forest', 'Forest'),
  be('1200', 'Sint-Lambrechts-Woluwe', 50.8474, 4.43, 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert'),
  be('1210', 'Sint-Joost-ten-Node', 50.8532, 4.372, 'Saint-Josse-ten-Noode', 'Saint-Josse-ten-Noode'),
]

/** Wallonia: postcodes 1300-1499 and 4000-7999. */
const wallonia: SeedCity[] = [
  // Walloon Brabant
  be('1300', 'Waver', 50.7172, 4.6014, 'Wavre', 'Wavre'),
  be('1310', 'Terhulpen', 50.729, 4.486, 'La Hulpe', 'La Hulpe'),
  be('1330', 'Rixensart', 50.712, 4.53),
  be('1340', 'Ottignies-Louvain-la-Neuve', 50.6686, 4.5696),
  be('1370', 'Geldenaken', 50.7166, 4.865, 'Jodoigne', 'Jodoigne'),
  be('1400', 'Nijvel', 50.5986, 4.3284, 'Nivelles', 'Nivelles'),
  be('1410', 'Waterloo', 50.7146, 4.3991),
  be('1420', 'Eigenbrakel', 50.6836, 4.378, "Braine-l'Alleud", "Braine-l'Alleud"),
  // Hainaut
  be('7000', 'Bergen', 50.4542, 3.9567, 'Mons', 'Mons'),
  be('6000', 'Charleroi', 50.4108, 4.4446),
  be('7500', 'Doornik', 50.6056, 3.3878, 'Tournai', 'Tournai'),
  be('7100', 'La Louvière', 50.4797, 4.1867),
  be('7700', 'Moeskroen', 50.7446, 3.2143, 'Mouscron', 'Mouscron'),
  be('7800', 'Aat', 50.6297, 3.7776, 'Ath', 'Ath'),
  be('7850', 'Edingen', 50.6972, 4.0421, 'Enghien', 'Enghien'),
  be('7060', 'Zinnik', 50.5772, 4.0728, 'Soignies', 'Soignies'),
  // Liège
  be('4000', 'Luik', 50.6326, 5.5797, 'Liège', 'Liège'),
  be('4100', 'Seraing', 50.5833, 5.5),
  be('4300', 'Borgworm', 50.6975, 5.2108, 'Waremme', 'Waremme'),
  be('4500', 'Hoei', 50.5184, 5.2394, 'Huy', 'Huy'),
  be('4700', 'Eupen', 50.6276, 6.036),
  be('4800', 'Verviers', 50.5891, 5.8627),
  be('4900', 'Spa', 50.4925, 5.8656),
  // Namur
  be('5000', 'Namen', 50.4669, 4.8675, 'Namur', 'Namur'),
  be('5030', 'Gembloers', 50.5614, 4.6982, 'Gembloux', 'Gembloux'),
  be('5500', 'Dinant', 50.2606, 4.9122),
  be('5590', 'Ciney', 50.2958, 5.1008),
  be('5600', 'Philippeville', 50.196, 4.543),
  // Luxembourg province
  be('6700', 'Aarlen', 49.6833, 5.8167, 'Arlon', 'Arlon'),
  be('6600', 'Bastenaken', 50.0034, 5.7189, 'Bastogne', 'Bastogne'),
  be('6900', 'Marche-en-Famenne', 50.2268, 5.3442),
  be('6940', 'Durbuy', 50.3524, 5.4565),
  be('6830', 'Bouillon', 49.7937, 5.0674),
  be('6840', 'Neufchâteau', 49.8412, 5.4355),
  be('6980', 'La Roche-en-Ardenne', 50.1826, 5.5757),
]

/** Grand Duchy of Luxembourg: postcodes are per street; each city has one real central code. */
const luxembourg: SeedCity[] = [
  lu('1648', 'Luxemburg', 49.6103, 6.1305, 'Luxembourg', 'Luxembourg'),
  lu('4010', 'Esch-sur-Alzette', 49.4958, 5.9806),
  lu('4620', 'Differdange', 49.5242, 5.8914),
  lu('3401', 'Dudelange', 49.4794, 6.0875),
  lu('9080', 'Ettelbruck', 49.8475, 6.1042),
]

export const cities: SeedCity[] = [...flanders, ...brussels, ...wallonia, ...luxembourg]
