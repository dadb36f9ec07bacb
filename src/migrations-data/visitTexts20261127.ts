/**
 * The texts of a visit cancelled by staff and of the agency's notice of a visit request whose time passed
 * unconfirmed, as the migrations *_visit_lapsed_notice add them to a site seeded before them (frozen: a new
 * database gets them from the seed, and staff may have changed them since).
 */
export const VISIT_TEXTS_20261127: [string, { nl: string; fr: string; en: string }][] = [
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
