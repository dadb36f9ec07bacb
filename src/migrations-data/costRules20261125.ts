/**
 * The cost rules in force when the *_cost_rules migrations (20261125) first wrote them, and the SQL that writes
 * them into a site that has none: a frozen snapshot of seed/data/costRules.ts and plain SQL of that schema, so a
 * later change of the cost-rules collection never breaks those migrations on a new database (through today's
 * Payload code they would write columns that did not exist yet). Never edit it: a change of law is a new dated
 * document (the seed and staff add those), and a later migration backfills what a later schema adds.
 */
import { type SQL, sql } from '@payloadcms/db-sqlite/drizzle'
import { randomBytes } from 'node:crypto'

type Band = { upTo: number | null; rate: number }
type Scale = { fixed: number; bands: Band[] }

/** The rule sets, as stored then (postcode lists as text). */
const RULES: {
  scope: string
  validFrom: string
  sources: string
  duties: Record<string, number | string | null> | null
  deed: Record<string, number | null | Scale> | null
  rent: { depositMonths: number } | null
}[] = [
  {
    "scope": "flanders",
    "validFrom": "2025-01-01",
    "sources": "Vlaamse Codex Fiscaliteit (decree of 13 December 2013), art. 2.9.4.1.1 (12%), 2.9.4.2.11 (2%, decree of 20 December 2024, BS 30 December 2024), 2.9.5.0.5 and 1.1.0.0.2 (modest home reduction, kernsteden and Vlaamse Rand).\nhttps://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/tarieven-in-het-verkooprecht/verlaagd-tarief-in-het-verkooprecht-voor-de-aankoop-van-de-enige-eigen-woning\nhttps://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/verminderingen-van-het-verkooprecht/bijkomende-vermindering-van-het-verkooprecht-voor-een-enige-eigen-bescheiden-woning\nhttps://www.notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/registratiebelasting-in-het-vlaams-gewest-1\nDeposit: Vlaams Woninghuurdecreet of 9 November 2018 (BS 7 December 2018), art. 37, leases from 1 January 2019.",
    "duties": {
      "abatement": 0,
      "abatementPriceCap": null,
      "reduction": 1867,
      "reductionPriceCap": 220000,
      "reductionPriceCapHigher": 240000,
      "higherCapPostcodes": "9300 9308 9310 9320 2000 2018 2020 2030 2040 2050 2060 2100 2140 2170 2180 2600 2610 2660 2850 8000 8200 8310 8380 9200 3600 9000 9030 9031 9032 9040 9041 9042 9050 9051 9052 3500 3501 3510 3511 3512 8500 8501 8510 8511 3000 3001 3010 3012 3018 2800 2801 2811 2812 8400 8800 9100 9111 9112 2300 1800 1790 1730 1731 1650 1651 1652 1653 1654 3060 3061 1547 1700 1701 1702 1703 1620 1570 1755 1850 1851 1852 1853 1500 1501 1502 1540 1541 1560 3040 1910 1880 3070 3071 3078 1950 1750 1770 1630 1840 1830 1831 1860 1861 1785 1745 3090 1670 1671 1673 1674 1760 1761 1640 1600 1601 1602 1820 1740 1741 1742 3080 1780 1970 1930 1932 1933 1980 1981 1982",
      "creditPerBuyer": 0,
      "minimumDuty": 0,
      "surchargeRate": 0,
      "surchargePostcodes": "",
      "standardRate": 12,
      "ownHomeRate": 2
    },
    "deed": null,
    "rent": {
      "depositMonths": 3
    }
  },
  {
    "scope": "brussels",
    "validFrom": "2024-11-01",
    "sources": "Code des droits d’enregistrement (Brussels-Capital Region), art. 44 (12.5%) and 46bis (abatement), as amended by the ordinance of 17 November 2022 (MB 5 December 2022), sale agreements from 1 April 2023.\nhttps://fiscalite.brussels/fr/abattement\nDeposit: ordinance of 4 April 2024 amending art. 248-249 of the Brussels Housing Code, leases concluded or renewed from 1 November 2024.\nhttps://be.brussels/en/housing/rental/lease-contracts/security-deposit",
    "duties": {
      "abatement": 200000,
      "abatementPriceCap": 600000,
      "reduction": 0,
      "reductionPriceCap": null,
      "reductionPriceCapHigher": null,
      "higherCapPostcodes": "",
      "creditPerBuyer": 0,
      "minimumDuty": 0,
      "surchargeRate": 0,
      "surchargePostcodes": "",
      "standardRate": 12.5,
      "ownHomeRate": null
    },
    "deed": null,
    "rent": {
      "depositMonths": 2
    }
  },
  {
    "scope": "wallonia",
    "validFrom": "2025-01-01",
    "sources": "Code des droits d’enregistrement (Walloon Region), art. 44 (12.5%) and 44bis (3% for the own and only home), décret du 5 décembre 2024 (MB 13 December 2024), deeds from 1 January 2025; circular 2025/C/42.\nhttps://www.notaire.be/immobilier/les-droits-denregistrement-abattements-et-taux-reduits/droits-denregistrement-en-region-wallonne\nhttps://fin.belgium.be/fr/particuliers/habitation/acheter-vendre/droit-enregistrement/wallonie-reductions-supprimees\nDeposit: décret du 19 mai 2023 amending art. 62 of the décret du 15 mars 2018 relatif au bail d’habitation, from 1 June 2023.\nhttps://wallex.wallonie.be/sites/wallex/contents/acts/88/88355/1.html",
    "duties": {
      "abatement": 0,
      "abatementPriceCap": null,
      "reduction": 0,
      "reductionPriceCap": null,
      "reductionPriceCapHigher": null,
      "higherCapPostcodes": "",
      "creditPerBuyer": 0,
      "minimumDuty": 0,
      "surchargeRate": 0,
      "surchargePostcodes": "",
      "standardRate": 12.5,
      "ownHomeRate": 3
    },
    "deed": null,
    "rent": {
      "depositMonths": 2
    }
  },
  {
    "scope": "belgium",
    "validFrom": "2026-01-01",
    "sources": "VAT: Code de la TVA, 21% on a new building. https://finances.belgium.be/fr/particuliers/habitation/tva\nNotary fees: royal decree of 16 December 1950, amended by the royal decree of 22 November 2022 (BS 22 December 2022), in force 1 January 2023. https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846\nFednot consolidated tariff (9 February 2026): https://www.notaris.be/sites/default/files/files/2026-02/20260209%20-%20Tariefbesluit%20geconsolideerde%20versie%20NL_0.pdf\nFixed costs of a purchase deed (administrative and third-party costs, transcription fee, annex duty): notaire.be simulator, https://www.notaris.be/rekenmodules/wonen/aankoopkosten-van-een-woning-en/bouwgrond-berekenen\nWriting duty: law of 18 May 2022 (BS 30 May 2022), from 1 July 2022. https://www.ejustice.just.fgov.be/cgi/article_body.pl?language=nl&caller=summary&pub_date=22-05-30&numac=2022020909\nMortgage: registration duty 1% (VCF, recht op hypotheekvestiging, and the Brussels and Walloon codes), mortgage duty 0.3%, costs of the credit deed: https://www.notaris.be/rekenmodules/kredieten\nLoan: Code of Economic Law art. I.9 and VII.142, royal decree of 14 September 2016 (equivalent monthly rate).",
    "duties": null,
    "deed": {
      "newBuildVatRate": 21,
      "ownHomeVatRate": null,
      "ownHomeVatCap": null,
      "notaryScale": {
        "fixed": 285,
        "bands": [
          {
            "upTo": 7500,
            "rate": 2.5
          },
          {
            "upTo": 17500,
            "rate": 2.5
          },
          {
            "upTo": 30000,
            "rate": 1.75
          },
          {
            "upTo": 45495,
            "rate": 1.71
          },
          {
            "upTo": 64090,
            "rate": 1.14
          },
          {
            "upTo": 250095,
            "rate": 0.57
          },
          {
            "upTo": null,
            "rate": 0.2
          }
        ]
      },
      "ownHomeNotaryScale": {
        "fixed": 257,
        "bands": [
          {
            "upTo": 7500,
            "rate": 2.5
          },
          {
            "upTo": 17500,
            "rate": 2.5
          },
          {
            "upTo": 30000,
            "rate": 2
          },
          {
            "upTo": 45495,
            "rate": 1.5
          },
          {
            "upTo": 64090,
            "rate": 0.5
          },
          {
            "upTo": 250095,
            "rate": 0.485
          },
          {
            "upTo": null,
            "rate": 0.3
          }
        ]
      },
      "notaryVatRate": 21,
      "adminCosts": 855,
      "thirdPartyCosts": 309,
      "writingDuty": 100,
      "annexDuty": 100,
      "transcriptionFee": 285,
      "mortgageRegistrationRate": 1,
      "mortgageDutyRate": 0.3,
      "accessoriesRate": 10,
      "mortgageScale": {
        "fixed": 343.34,
        "bands": [
          {
            "upTo": null,
            "rate": 0.179265
          }
        ]
      },
      "mortgageAdminCosts": 550,
      "mortgageThirdPartyCosts": 40,
      "inscriptionFee": 270,
      "defaultLoanRate": 3.3,
      "defaultLoanYears": 25,
      "defaultOwnShare": 10
    },
    "rent": null
  },
  {
    "scope": "luxembourg",
    "validFrom": "2025-07-01",
    "sources": "Registration (6%) and transcription (1%) duties, Bëllegen Akt (€40,000 per buyer, €100 minimum): loi modifiée du 30 juillet 2002; bill 8540 (permanent €40,000 from 1 July 2025).\nhttps://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html\nhttps://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html\nVAT: 17%, 3% for the own main home with the saving capped at €50,000 per dwelling (règlement grand-ducal modifié du 30 juillet 2002). https://pfi.public.lu/fr/professionnel/tva/logement.html\nNotary fees: fixed by grand-ducal regulation (arrêté grand-ducal du 31 décembre 1938, art. 1), scale not entered. http://legilux.public.lu/eli/etat/leg/agd/1938/12/31/n5/jo\nMortgage inscription: https://pfi.public.lu/fr/citoyen/hypotheques.html (rates not entered).\nDeposit: loi du 23 juillet 2024 amending the loi modifiée du 21 septembre 2006 sur le bail à usage d’habitation, leases from 1 August 2024.",
    "duties": {
      "abatement": 0,
      "abatementPriceCap": null,
      "reduction": 0,
      "reductionPriceCap": null,
      "reductionPriceCapHigher": null,
      "higherCapPostcodes": "",
      "creditPerBuyer": 40000,
      "minimumDuty": 100,
      "surchargeRate": 3,
      "surchargePostcodes": "",
      "standardRate": 7,
      "ownHomeRate": null
    },
    "deed": {
      "newBuildVatRate": 17,
      "ownHomeVatRate": 3,
      "ownHomeVatCap": 50000,
      "notaryScale": {
        "fixed": 0,
        "bands": []
      },
      "ownHomeNotaryScale": null,
      "notaryVatRate": 17,
      "adminCosts": 0,
      "thirdPartyCosts": 0,
      "writingDuty": 0,
      "annexDuty": 0,
      "transcriptionFee": 0,
      "mortgageRegistrationRate": 0,
      "mortgageDutyRate": 0,
      "accessoriesRate": 0,
      "mortgageScale": {
        "fixed": 0,
        "bands": []
      },
      "mortgageAdminCosts": 0,
      "mortgageThirdPartyCosts": 0,
      "inscriptionFee": 0,
      "defaultLoanRate": 3.3,
      "defaultLoanYears": 25,
      "defaultOwnShare": 10
    },
    "rent": {
      "depositMonths": 2
    }
  }
]

const DUTY_COLUMNS: Record<string, string> = {
  standardRate: 'duties_standard_rate',
  ownHomeRate: 'duties_own_home_rate',
  abatement: 'duties_abatement',
  abatementPriceCap: 'duties_abatement_price_cap',
  reduction: 'duties_reduction',
  reductionPriceCap: 'duties_reduction_price_cap',
  reductionPriceCapHigher: 'duties_reduction_price_cap_higher',
  higherCapPostcodes: 'duties_higher_cap_postcodes',
  creditPerBuyer: 'duties_credit_per_buyer',
  minimumDuty: 'duties_minimum_duty',
  surchargeRate: 'duties_surcharge_rate',
  surchargePostcodes: 'duties_surcharge_postcodes',
}
const DEED_COLUMNS: Record<string, string> = {
  newBuildVatRate: 'deed_new_build_vat_rate',
  ownHomeVatRate: 'deed_own_home_vat_rate',
  ownHomeVatCap: 'deed_own_home_vat_cap',
  notaryVatRate: 'deed_notary_vat_rate',
  adminCosts: 'deed_admin_costs',
  thirdPartyCosts: 'deed_third_party_costs',
  writingDuty: 'deed_writing_duty',
  annexDuty: 'deed_annex_duty',
  transcriptionFee: 'deed_transcription_fee',
  mortgageRegistrationRate: 'deed_mortgage_registration_rate',
  mortgageDutyRate: 'deed_mortgage_duty_rate',
  accessoriesRate: 'deed_accessories_rate',
  mortgageAdminCosts: 'deed_mortgage_admin_costs',
  mortgageThirdPartyCosts: 'deed_mortgage_third_party_costs',
  inscriptionFee: 'deed_inscription_fee',
  defaultLoanRate: 'deed_default_loan_rate',
  defaultLoanYears: 'deed_default_loan_years',
  defaultOwnShare: 'deed_default_own_share',
}
const SCALES = { notaryScale: 'notary_scale', ownHomeNotaryScale: 'own_home_notary_scale', mortgageScale: 'mortgage_scale' } as const

const scaleOf = (value: unknown): Scale | null => (typeof value === 'object' && value !== null ? (value as Scale) : null)

export type Database = { dialect: 'sqlite' | 'postgres'; run: (query: SQL) => Promise<unknown>; all: <T>(query: SQL) => Promise<T[]> }

/** Writes the rule sets into an empty cost_rules table (a site that already keeps rules is left alone). */
export const insertCostRules20261125 = async (db: Database): Promise<void> => {
  const [{ count }] = await db.all<{ count: number | string }>(sql`SELECT count(*) AS count FROM cost_rules`)
  if (Number(count) > 0) return
  for (const set of RULES) {
    const values: [string, unknown][] = [
      ['title', `${set.scope} from ${set.validFrom}`],
      ['scope', set.scope],
      ['valid_from', `${set.validFrom}T00:00:00.000Z`],
      ['sources', set.sources],
      ...Object.entries(DUTY_COLUMNS).filter(() => set.duties).map(([key, column]): [string, unknown] => [column, set.duties?.[key] ?? null]),
      ...Object.entries(DEED_COLUMNS).filter(() => set.deed).map(([key, column]): [string, unknown] => [column, set.deed?.[key] ?? null]),
      ...Object.entries(SCALES).filter(() => set.deed).map(([key, column]): [string, unknown] => [`deed_${column}_fixed`, scaleOf(set.deed?.[key])?.fixed ?? 0]),
      ...(set.rent ? [['rent_deposit_months', set.rent.depositMonths] as [string, unknown]] : []),
    ]
    const value = (column: string, raw: unknown) => (column === 'scope' && db.dialect === 'postgres' ? sql`CAST(${raw} AS enum_cost_rules_scope)` : sql`${raw}`)
    const [{ id }] = await db.all<{ id: number }>(
      sql`INSERT INTO cost_rules (${sql.join(values.map(([column]) => sql.identifier(column)), sql`, `)}) VALUES (${sql.join(values.map(([column, raw]) => value(column, raw)), sql`, `)}) RETURNING id`,
    )
    for (const [key, column] of Object.entries(SCALES)) {
      for (const [order, band] of (scaleOf(set.deed?.[key])?.bands ?? []).entries()) {
        await db.run(sql`INSERT INTO ${sql.identifier(`cost_rules_deed_${column}_bands`)} (_order, _parent_id, id, up_to, rate) VALUES (${order + 1}, ${id}, ${randomBytes(12).toString('hex')}, ${band.upTo}, ${band.rate})`)
      }
    }
  }
}
