/**
 * What the *_rent_application_rules migrations add to a site: the regions' rent application rules as the
 * law stood when they were written (law, not demo content: a new site and an older one get them alike;
 * staff add later sets in the admin), and the form's new texts for a site seeded before them (a new
 * database gets those from the seed, which runs after the migrations).
 */
import { dictionary } from '../../seed/data/dictionary'
import { LEGAL_APPLICATION_RULES } from '../lib/domain/rentalApplication'

export const APPLICATION_RULES_20261128 = LEGAL_APPLICATION_RULES

const KEYS = [
  'APPLICATION_WHY_TITLE',
  'APPLICATION_WHY_NAME',
  'APPLICATION_WHY_PHONE',
  'APPLICATION_WHY_ADDRESS',
  'APPLICATION_WHY_BIRTH_DATE',
  'APPLICATION_WHY_HOUSEHOLD',
  'APPLICATION_WHY_INCOME',
  'APPLICATION_WHY_INCOME_PROOF',
  'APPLICATION_WHY_RENT_RECEIPTS',
  'APPLICATION_WHY_LAW',
  'BIRTH_DATE',
  'APPLICATION_PROOF',
]

export const APPLICATION_TEXTS_20261128: [string, { nl: string; fr: string; en: string }][] = KEYS.map((key) => [key, dictionary[key]])
