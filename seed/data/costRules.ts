import type { CostRuleSet, DutyRules, Scale } from '@/lib/domain/costs/types'

/**
 * The cost panel's rules in force in 2026 (seed/steps/costRules.ts writes them once; staff keep them in
 * the admin afterwards). One set per scope: its validFrom is the day from which everything in it holds,
 * so a set with duties and a rent rule of different dates carries the later one.
 */

/** Nothing of a rule that does not apply: each place's duties spread over this. */
const NO_DUTY_EXTRAS: Omit<DutyRules, 'standardRate' | 'ownHomeRate'> = {
  abatement: 0,
  abatementPriceCap: null,
  reduction: 0,
  reductionPriceCap: null,
  reductionPriceCapHigher: null,
  higherCapPostcodes: [],
  creditPerBuyer: 0,
  minimumDuty: 0,
  surchargeRate: 0,
  surchargePostcodes: [],
  landOwnHome: false,
  landAbatement: 0,
  landAbatementPriceCap: null,
}

/**
 * Flanders' "kernsteden" and "gemeenten van de Vlaamse Rand rond Brussel", where a modest home's reduction
 * has the higher price cap (Vlaamse Codex Fiscaliteit art. 2.9.5.0.5 § 1, last paragraph, which points to
 * the lists of art. 1.1.0.0.2, twelfth paragraph, 8° and 9°; text consolidated to 3 April 2026). The law
 * names 16 kernsteden, not only the 13 centrumsteden: Boom, Dendermonde and Vilvoorde are in it too; and 39
 * Rand municipalities, a wider ring than the 19 of the Flemish government's Rand policy. Every postcode of
 * each municipality named is listed (its sub-municipalities' postcodes from bpost's list, written down here
 * by hand, not generated from bpost's file), except:
 * - 1931 Brucargo, the airport's freight zone, where no home is sold;
 * - Kortessem's postcodes (3720-3724): merged into Hasselt on 1 January 2025, but the law still names the
 *   municipality "Hasselt" of its 2021 text, and no ruling says the new territory counts.
 * Galmaarden, Gooik and Herne merged into Pajottegem on 1 January 2025 and are listed under the names the law
 * still uses; their postcodes did not change.
 */
const KERNSTEDEN: readonly string[] = [
  ...['9300', '9308', '9310', '9320'], // Aalst
  ...['2000', '2018', '2020', '2030', '2040', '2050', '2060', '2100', '2140', '2170', '2180', '2600', '2610', '2660'], // Antwerpen and its districts
  '2850', // Boom
  ...['8000', '8200', '8310', '8380'], // Brugge
  '9200', // Dendermonde
  '3600', // Genk
  ...['9000', '9030', '9031', '9032', '9040', '9041', '9042', '9050', '9051', '9052'], // Gent
  ...['3500', '3501', '3510', '3511', '3512'], // Hasselt
  ...['8500', '8501', '8510', '8511'], // Kortrijk
  ...['3000', '3001', '3010', '3012', '3018'], // Leuven
  ...['2800', '2801', '2811', '2812'], // Mechelen
  '8400', // Oostende
  '8800', // Roeselare
  ...['9100', '9111', '9112'], // Sint-Niklaas
  '2300', // Turnhout
  '1800', // Vilvoorde (also in the Rand)
]

const VLAAMSE_RAND: readonly string[] = [
  '1790', // Affligem
  ...['1730', '1731'], // Asse
  ...['1650', '1651', '1652', '1653', '1654'], // Beersel
  ...['3060', '3061'], // Bertem
  '1547', // Bever
  ...['1700', '1701', '1702', '1703'], // Dilbeek
  '1620', // Drogenbos
  '1570', // Galmaarden
  '1755', // Gooik
  ...['1850', '1851', '1852', '1853'], // Grimbergen
  ...['1500', '1501', '1502'], // Halle
  ...['1540', '1541'], // Herne
  '1560', // Hoeilaart
  '3040', // Huldenberg
  '1910', // Kampenhout
  '1880', // Kapelle-op-den-Bos
  ...['3070', '3071', '3078'], // Kortenberg
  '1950', // Kraainem
  '1750', // Lennik
  '1770', // Liedekerke
  '1630', // Linkebeek
  '1840', // Londerzeel
  ...['1830', '1831'], // Machelen
  ...['1860', '1861'], // Meise
  '1785', // Merchtem
  '1745', // Opwijk
  '3090', // Overijse
  ...['1670', '1671', '1673', '1674'], // Pepingen
  ...['1760', '1761'], // Roosdaal
  '1640', // Sint-Genesius-Rode
  ...['1600', '1601', '1602'], // Sint-Pieters-Leeuw
  '1820', // Steenokkerzeel
  ...['1740', '1741', '1742'], // Ternat
  '3080', // Tervuren
  '1780', // Wemmel
  '1970', // Wezembeek-Oppem
  ...['1930', '1932', '1933'], // Zaventem
  ...['1980', '1981', '1982'], // Zemst
]

/**
 * Belgium's notary fee scales for a purchase since 1 January 2023 (royal decree of 16 December 1950 on
 * notaries' fees, as amended by the royal decree of 22 November 2022, BS 22 December 2022): J for anyone,
 * the lower Jbis for the buyers' own and only home. Bands as published in Fednot's consolidated tariff;
 * they reproduce the notaire.be simulator to the cent (€150,000: 1,907.88 / 1,686.56; €280,000: 2,538.24 /
 * 2,261.74; €450,000: 2,878.24 / 2,771.74). The 45,495-64,090 band ends at 64,090, not the old 64,095.
 * Not modelled: a reported €86 less on J up to €20,000 (unconfirmed); and how Jbis behaves above about
 * €556,500, where these rates make it dearer than J (the decree may cap it; unconfirmed).
 */
const SCALE_J: Scale = {
  fixed: 285,
  bands: [
    { upTo: 7_500, rate: 2.5 },
    { upTo: 17_500, rate: 2.5 },
    { upTo: 30_000, rate: 1.75 },
    { upTo: 45_495, rate: 1.71 },
    { upTo: 64_090, rate: 1.14 },
    { upTo: 250_095, rate: 0.57 },
    { upTo: null, rate: 0.2 },
  ],
}

const SCALE_JBIS: Scale = {
  fixed: 257,
  bands: [
    { upTo: 7_500, rate: 2.5 },
    { upTo: 17_500, rate: 2.5 },
    { upTo: 30_000, rate: 2 },
    { upTo: 45_495, rate: 1.5 },
    { upTo: 64_090, rate: 0.5 },
    { upTo: 250_095, rate: 0.485 },
    { upTo: null, rate: 0.3 },
  ],
}

/**
 * The credit deed's fee. Its 2023 scale was not read; the notaire.be simulator gave €612.24 for a €150,000
 * loan and €795.09 for €252,000 (2026, excluding VAT, own home or not unrecorded). This straight line
 * through those two points (€343.34 + 0.179265% of the loan) is an approximation, good between about
 * €150,000 and €250,000 and rougher outside; it is far closer there than the purchase scale J would be
 * (€1,907.88 at €150,000). Replace it with the decree's scale once read.
 */
const CREDIT_DEED_APPROXIMATION: Scale = { fixed: 343.34, bands: [{ upTo: null, rate: 0.179265 }] }

/** No scale read: the panel says "not estimated" rather than show a guess. */
const UNKNOWN_SCALE: Scale = { fixed: 0, bands: [] }

export const costRules: CostRuleSet[] = [
  {
    scope: 'flanders',
    // The 2% rate applies to deeds signed from 1 January 2025; the rent rule is older (1 January 2019).
    validFrom: '2025-01-01',
    sources: [
      'Vlaamse Codex Fiscaliteit (decree of 13 December 2013), art. 2.9.4.1.1 (12%), 2.9.4.2.11 (2%, decree of 20 December 2024, BS 30 December 2024), 2.9.5.0.5 and 1.1.0.0.2 (modest home reduction, kernsteden and Vlaamse Rand).',
      'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/tarieven-in-het-verkooprecht/verlaagd-tarief-in-het-verkooprecht-voor-de-aankoop-van-de-enige-eigen-woning',
      'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/verminderingen-van-het-verkooprecht/bijkomende-vermindering-van-het-verkooprecht-voor-een-enige-eigen-bescheiden-woning',
      'https://www.notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/registratiebelasting-in-het-vlaams-gewest-1',
      'Deposit: Vlaams Woninghuurdecreet of 9 November 2018 (BS 7 December 2018), art. 37, leases from 1 January 2019.',
    ].join('\n'),
    duties: {
      ...NO_DUTY_EXTRAS,
      // VCF art. 2.9.4.1.1: 12% since 1 January 2022.
      standardRate: 12,
      // VCF art. 2.9.4.2.11 § 1: 2% for the only own home, deeds from 1 January 2025 (vlaanderen.be, page above).
      ownHomeRate: 2,
      // VCF art. 2.9.5.0.5 § 1 (vlaanderen.be, "bijkomende vermindering ... enige eigen bescheiden woning",
      // page above): €1,867 off the duty at the reduced rate when the taxable base is at most €220,000, or
      // €240,000 in the kernsteden and the Vlaamse Rand. It is the duty on €93,333 at the rate of the day, as
      // €5,600 was at 6% and €2,800 at 3% (deeds of 2022 to 2024): staff correct it here if the region says otherwise.
      reduction: 1_867,
      reductionPriceCap: 220_000,
      reductionPriceCapHigher: 240_000,
      higherCapPostcodes: [...new Set([...KERNSTEDEN, ...VLAAMSE_RAND])],
    },
    // Vlaams Woninghuurdecreet, art. 37: at most 3 months' rent, whatever the form.
    rent: { depositMonths: 3 },
  },
  {
    scope: 'brussels',
    // The abatement applies to sale agreements from 1 April 2023; the 2-month deposit to leases from 1 November 2024.
    validFrom: '2024-11-01',
    sources: [
      'Code des droits d’enregistrement (Brussels-Capital Region), art. 44 (12.5%) and 46bis (abatement), as amended by the ordinance of 17 November 2022 (MB 5 December 2022), sale agreements from 1 April 2023.',
      'https://fiscalite.brussels/fr/abattement',
      'Deposit: ordinance of 4 April 2024 amending art. 248-249 of the Brussels Housing Code, leases concluded or renewed from 1 November 2024.',
      'https://be.brussels/en/housing/rental/lease-contracts/security-deposit',
    ].join('\n'),
    duties: {
      ...NO_DUTY_EXTRAS,
      // fiscalite.brussels/fr/abattement: 12.5%.
      standardRate: 12.5,
      ownHomeRate: null,
      // Art. 46bis (fiscalite.brussels/fr/abattement): the first €200,000 exempt if the price is at most €600,000; none above.
      abatement: 200_000,
      abatementPriceCap: 600_000,
      // Art. 46bis, building land to build the buyer's home on (ordinance of 17 November 2022, from 1 April 2023): the first
      // €100,000 exempt if the price is at most €300,000 (fiscalite.brussels/fr/abattement; notaire.be, 17 March 2023).
      landOwnHome: true,
      landAbatement: 100_000,
      landAbatementPriceCap: 300_000,
    },
    // be.brussels, security deposit page: at most 2 months' rent in every form.
    rent: { depositMonths: 2 },
  },
  {
    scope: 'wallonia',
    // The 3% rate applies to deeds signed from 1 January 2025; the 2-month deposit since 1 June 2023.
    validFrom: '2025-01-01',
    sources: [
      'Code des droits d’enregistrement (Walloon Region), art. 44 (12.5%) and 44bis (3% for the own and only home), décret du 5 décembre 2024 (MB 13 December 2024), deeds from 1 January 2025; circular 2025/C/42.',
      'https://www.notaire.be/immobilier/les-droits-denregistrement-abattements-et-taux-reduits/droits-denregistrement-en-region-wallonne',
      'https://fin.belgium.be/fr/particuliers/habitation/acheter-vendre/droit-enregistrement/wallonie-reductions-supprimees',
      'Deposit: décret du 19 mai 2023 amending art. 62 of the décret du 15 mars 2018 relatif au bail d’habitation, from 1 June 2023.',
      'https://wallex.wallonie.be/sites/wallex/contents/acts/88/88355/1.html',
    ].join('\n'),
    duties: {
      ...NO_DUTY_EXTRAS,
      // notaire.be (Walloon Region page): 12.5%.
      standardRate: 12.5,
      // Art. 44bis, décret of 5 December 2024 (notaire.be): 3%, no price cap; the abatement and the modest-home rates were abolished (fin.belgium.be).
      ownHomeRate: 3,
      // The 3% covers building land too, the home to be lived in within 5 years (notaire.be, "Quels biens peuvent bénéficier du taux réduit à 3 % ?").
      landOwnHome: true,
    },
    // Décret of 19 May 2023 (wallex): "un montant équivalent à deux mois de loyer", whatever the form.
    rent: { depositMonths: 2 },
  },
  {
    scope: 'belgium',
    // The indexed fixed amounts (administrative costs, land registry fees) are those of 2026.
    validFrom: '2026-01-01',
    sources: [
      'VAT: Code de la TVA, 21% on a new building. https://finances.belgium.be/fr/particuliers/habitation/tva',
      'Notary fees: royal decree of 16 December 1950, amended by the royal decree of 22 November 2022 (BS 22 December 2022), in force 1 January 2023. https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846',
      'Fednot consolidated tariff (9 February 2026): https://www.notaris.be/sites/default/files/files/2026-02/20260209%20-%20Tariefbesluit%20geconsolideerde%20versie%20NL_0.pdf',
      'Fixed costs of a purchase deed (administrative and third-party costs, transcription fee, annex duty): notaire.be simulator, https://www.notaris.be/rekenmodules/wonen/aankoopkosten-van-een-woning-en/bouwgrond-berekenen',
      'Writing duty: law of 18 May 2022 (BS 30 May 2022), from 1 July 2022. https://www.ejustice.just.fgov.be/cgi/article_body.pl?language=nl&caller=summary&pub_date=22-05-30&numac=2022020909',
      'Mortgage: registration duty 1% (VCF, recht op hypotheekvestiging, and the Brussels and Walloon codes), mortgage duty 0.3%, costs of the credit deed: https://www.notaris.be/rekenmodules/kredieten',
      'Loan: Code of Economic Law art. I.9 and VII.142, royal decree of 14 September 2016 (equivalent monthly rate).',
    ].join('\n'),
    deed: {
      // Code de la TVA (finances.belgium.be/fr/particuliers/habitation/tva): 21% on a new building, and on its land sold with it.
      newBuildVatRate: 21,
      ownHomeVatRate: null,
      ownHomeVatCap: null,
      // Royal decree of 22 November 2022 (see the scales above).
      notaryScale: SCALE_J,
      ownHomeNotaryScale: SCALE_JBIS,
      // notaris.be FAQ: 21% VAT on the fee, the administrative and third-party costs and the writing duty, since 1 January 2012.
      notaryVatRate: 21,
      // notaire.be simulator, 2026: €855 administrative costs (€750 in 2023, indexed) and about €309 of searches and certificates (varies by municipality).
      adminCosts: 855,
      thirdPartyCosts: 309,
      // Law of 18 May 2022: €100 for a deed transcribed or creating a mortgage.
      writingDuty: 100,
      // notaire.be simulator and notaris.be credit calculator: €100 fixed registration duty on the annexes.
      annexDuty: 100,
      // notaire.be simulator, 2026: €285 land registry fee (royal decree of 14 September 2016 on retributions, indexed).
      transcriptionFee: 285,
      // VCF (belastingen.vlaanderen.be, recht op hypotheekvestiging) and the Brussels and Walloon codes: 1% of the amount secured.
      mortgageRegistrationRate: 1,
      // notaris.be, costs of a mortgage credit: 0.3% federal mortgage duty.
      mortgageDutyRate: 0.3,
      // belastingen.vlaanderen.be: the accessories are "mostly 5 or 10%" of the loan; notaire.be's credit simulator defaults to 10%.
      accessoriesRate: 10,
      mortgageScale: CREDIT_DEED_APPROXIMATION,
      // notaris.be: €550 for a linked credit deed, the 2023 base; its 2026 indexed figure is unverified (the purchase's €750 became €855).
      mortgageAdminCosts: 550,
      // notaris.be credit calculator: €40.
      mortgageThirdPartyCosts: 40,
      // notaire.be simulator, 2026: €270 land registry fee for the inscription.
      inscriptionFee: 270,
      // The panel's first case, not a rule: a fixed-rate loan over 25 years at 3.3%, 10% of the price from the buyer.
      defaultLoanRate: 3.3,
      defaultLoanYears: 25,
      defaultOwnShare: 10,
    },
  },
  {
    scope: 'luxembourg',
    // The €40,000 credit became permanent for deeds from 1 July 2025 (the temporary halving of the base ended on 30 June 2025,
    // later only for agreements registered by then); VAT rates since 1 January 2015, the deposit cap since 1 August 2024.
    validFrom: '2025-07-01',
    sources: [
      'Registration (6%) and transcription (1%) duties, Bëllegen Akt (€40,000 per buyer, €100 minimum): loi modifiée du 30 juillet 2002; bill 8540 (permanent €40,000 from 1 July 2025).',
      'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html',
      'https://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html',
      'VAT: 17%, 3% for the own main home with the saving capped at €50,000 per dwelling (règlement grand-ducal modifié du 30 juillet 2002). https://pfi.public.lu/fr/professionnel/tva/logement.html',
      'Notary fees: fixed by grand-ducal regulation (arrêté grand-ducal du 31 décembre 1938, art. 1), scale not entered. http://legilux.public.lu/eli/etat/leg/agd/1938/12/31/n5/jo',
      'Mortgage inscription: https://pfi.public.lu/fr/citoyen/hypotheques.html (rates not entered).',
      'Deposit: loi du 23 juillet 2024 amending the loi modifiée du 21 septembre 2006 sur le bail à usage d’habitation, leases from 1 August 2024.',
    ].join('\n'),
    duties: {
      ...NO_DUTY_EXTRAS,
      // guichet.public.lu (crédit d'impôt sur les actes notariés): "7 % : 6 % pour les droits d'enregistrement ; 1 % pour les droits de transcription".
      standardRate: 7,
      ownHomeRate: null,
      // guichet.public.lu and pfi.public.lu: a credit per buyer on both duties for the own main home, €40,000 (permanent from
      // 1 July 2025, bill 8540); "un montant minimal de 100 euros" is always collected.
      creditPerBuyer: 40_000,
      minimumDuty: 100,
      // Ville de Luxembourg règlement-taxe: a communal tax of 50% of the 6% registration duty, 3% of the price. The postcodes are
      // left empty: which ones make up the city was not established from an official list, and the tax exempts single-family
      // houses, off-plan homes and any deed with the Bëllegen Akt, so a surcharge by postcode alone would wrongly tax every
      // investor's house. Staff enter the postcodes once both are settled.
      surchargeRate: 3,
      surchargePostcodes: [],
      // The credit is for a property acquired to live in (guichet.public.lu, page above), which names building land among the
      // properties bought at 7%; staff switch this off should the administration read it otherwise.
      landOwnHome: true,
    },
    deed: {
      // pfi.public.lu/fr/professionnel/tva/logement.html: 17%, 3% for the buyer's own main home, the advantage at most €50,000 per dwelling.
      newBuildVatRate: 17,
      ownHomeVatRate: 3,
      ownHomeVatCap: 50_000,
      // The notaries' tariff (grand-ducal regulation) was not read: not estimated, and its VAT and fixed costs with it.
      notaryScale: UNKNOWN_SCALE,
      ownHomeNotaryScale: null,
      notaryVatRate: 17,
      adminCosts: 0,
      thirdPartyCosts: 0,
      writingDuty: 0,
      annexDuty: 0,
      // The transcription duty is in the 7% above.
      transcriptionFee: 0,
      // The inscription duty (reported as 0.24%, unconfirmed) and the credit deed's scale were not read: no mortgage deed figure.
      mortgageRegistrationRate: 0,
      mortgageDutyRate: 0,
      accessoriesRate: 0,
      mortgageScale: UNKNOWN_SCALE,
      mortgageAdminCosts: 0,
      mortgageThirdPartyCosts: 0,
      inscriptionFee: 0,
      // The panel's first case, as in Belgium.
      defaultLoanRate: 3.3,
      defaultLoanYears: 25,
      defaultOwnShare: 10,
    },
    // Loi du 23 juillet 2024: at most 2 months' rent, charges excluded, for leases from 1 August 2024.
    rent: { depositMonths: 2 },
  },
]
