import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A visit request whose time passed while nobody had confirmed it: when the agency was told (once). And
 * the texts of that notice and of a visit cancelled by staff, for a site seeded before them, in plain SQL
 * of this date (a new database gets them from the seed, which runs after the migrations).
 */
const TEXTS: [string, { nl: string; fr: string; en: string }][] = [
  [
    'VISIT_CANCELLED_BY_AGENCY_TEXT',
    {
      nl: 'Het kantoor heeft dit bezoek geannuleerd. Kies gerust een nieuw moment op de pagina van het pand, of neem contact met ons op.',
      fr: 'L’agence a annulé cette visite. Choisissez volontiers un autre moment sur la page du bien, ou contactez-nous.',
      en: "The agency has cancelled this visit. Feel free to choose another time on the property's page, or get in touch with us.",
    },
  ],
  ['VISIT_AGENCY_LAPSED', { nl: 'Bezoekaanvraag nooit bevestigd, het moment is voorbij', fr: 'Demande de visite jamais confirmée, le moment est passé', en: 'Visit request never confirmed, its time has passed' }],
  [
    'VISIT_AGENCY_LAPSED_TEXT',
    {
      nl: 'Heeft het bezoek plaatsgevonden, zet het dan op bevestigd: de bezoeker krijgt dan de vraag hoe het was. Zo niet, zet het op geannuleerd.',
      fr: 'Si la visite a eu lieu, passez-la à confirmée\u00a0: le visiteur recevra alors la demande d’avis. Sinon, passez-la à annulée.',
      en: 'If the visit took place, set it to confirmed: the visitor then gets the request for feedback. If not, set it to cancelled.',
    },
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "form_submissions" ADD COLUMN "visit_lapsed_notice_at" timestamp(3) with time zone;`)
  for (const [key, values] of TEXTS) {
    await db.execute(sql`INSERT INTO translations (key) SELECT ${key} WHERE EXISTS (SELECT 1 FROM translations) AND NOT EXISTS (SELECT 1 FROM translations WHERE key = ${key})`)
    for (const [locale, value] of Object.entries(values)) {
      await db.execute(sql`INSERT INTO translations_locales (value, _locale, _parent_id) SELECT ${value}, CAST(${locale} AS "_locales"), t.id FROM translations t
        WHERE t.key = ${key} AND NOT EXISTS (SELECT 1 FROM translations_locales l WHERE l._parent_id = t.id AND l._locale = CAST(${locale} AS "_locales"))`)
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "form_submissions" DROP COLUMN "visit_lapsed_notice_at";`)
}
