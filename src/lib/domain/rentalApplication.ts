/**
 * What a landlord, and the agency for them, may ask a candidate tenant, by region and date: the items of
 * a rent application and the documents a candidate may be asked to send. Each region's law sets it:
 *
 * - Brussels: Code bruxellois du Logement / Brusselse Huisvestingscode, art. 200ter, inserted by the
 *   ordinance of 27 July 2017 on the regionalisation of the residential lease (MB 30-10-2017, in force
 *   1-1-2018), rewritten by art. 11 of the ordinance of 9 June 2022 on equal treatment and the fight
 *   against discrimination (MB 20-09-2022, in force 20-3-2023). A closed list: name and first name and
 *   a means of contact before a visit; then the number of persons in the household and the amount of the
 *   candidate's financial resources "or its estimate" (an amount, not a payslip); an identity document and
 *   civil status only to draw up the lease.
 *   https://www.ejustice.just.fgov.be/eli/ordonnance/2003/07/17/2013A31614/justel
 * - Flanders: Vlaams Woninghuurdecreet of 9 November 2018 (BS 7-12-2018), art. 7, for leases from
 *   1-1-2019: only the documents needed to check that the candidate can meet a tenant's obligations
 *   (its explanatory memorandum: identity, current address, income; never health or criminal record);
 *   and the decree of 10 July 2008 on equal opportunities and equal treatment, against discrimination.
 *   https://codex.vlaanderen.be/portals/codex/documenten/1017082.html
 * - Wallonia: Décret du 15 mars 2018 relatif au bail d'habitation (MB 28-03-2018), art. 6, in force
 *   1-9-2018: name and first name, a means of contact, address, date of birth or proof of capacity to
 *   contract, household composition, civil status (if married or legal cohabitant), the amount of
 *   financial resources, and the proof of payment of the last three rents.
 *   https://wallex.wallonie.be/eli/loi-decret/2018/03/15/2018201408/2019/09/01
 *
 * The Data Protection Authority's predecessor (recommendation 01/2009 to landlords and agents) adds:
 * nothing on nationality, origin, health, criminal record or previous landlords; income shown, not a
 * bank statement. The form asks less than the law allows where it needs less: civil status and identity
 * papers belong to the lease, not to the application.
 *
 * Staff keep these as dated sets (collections/ApplicationRules.ts, seeded with the ones below); a new
 * set from a later date replaces the older one on that date, as with the cost rules.
 */
import type { Region } from './postcode'

/** What an application may ask besides the candidate's name and e-mail address (always asked). */
export const APPLICATION_ITEMS = ['phone', 'address', 'birthDate', 'household', 'income'] as const
export type ApplicationItem = (typeof APPLICATION_ITEMS)[number]

/** Documents a candidate may be asked to send with an application. */
export const APPLICATION_DOCUMENTS = ['incomeProof', 'rentReceipts'] as const
export type ApplicationDocument = (typeof APPLICATION_DOCUMENTS)[number]

/** The regions' rules as staff keep them: from which day, what may be asked, and the texts it rests on. */
export type ApplicationRuleSet = {
  region: Region
  /** YYYY-MM-DD: applies to applications from this day. */
  validFrom: string
  items: readonly ApplicationItem[]
  documents: readonly ApplicationDocument[]
  sources: string
}

/** The rules as the law stands, the sets a new site starts with (and the admin shows to staff). */
export const LEGAL_APPLICATION_RULES: readonly ApplicationRuleSet[] = [
  {
    region: 'brussels',
    validFrom: '2018-01-01',
    items: ['phone', 'household', 'income'],
    documents: [],
    sources:
      'Code bruxellois du Logement, art. 200ter (ordonnance du 27 juillet 2017, MB 30-10-2017): name and first name, a means of contact, the number of persons, the amount of resources or its estimate; identity and capacity to contract for the lease. https://www.ejustice.just.fgov.be/eli/ordonnance/2003/07/17/2013A31614/justel',
  },
  {
    region: 'brussels',
    validFrom: '2023-03-20',
    items: ['phone', 'household', 'income'],
    documents: [],
    sources:
      'Code bruxellois du Logement, art. 200ter as rewritten by art. 11 of the ordonnance du 9 juin 2022 (MB 20-09-2022): before a visit only name, first name and a means of contact; then the amount of resources or its estimate and the number of persons; identity, capacity and civil status only to draw up the lease. https://www.ejustice.just.fgov.be/eli/ordonnance/2003/07/17/2013A31614/justel',
  },
  {
    region: 'flanders',
    validFrom: '2019-01-01',
    items: ['phone', 'address', 'household', 'income'],
    documents: ['incomeProof'],
    sources:
      'Vlaams Woninghuurdecreet van 9 november 2018 (BS 7-12-2018), art. 7: only the documents needed to check that the candidate can meet the obligations of a tenant (identity, address, income); decreet van 10 juli 2008 (gelijke kansen en gelijke behandeling). https://codex.vlaanderen.be/portals/codex/documenten/1017082.html',
  },
  {
    region: 'wallonia',
    validFrom: '2018-09-01',
    items: ['phone', 'address', 'birthDate', 'household', 'income'],
    documents: ['rentReceipts'],
    sources:
      "Décret du 15 mars 2018 relatif au bail d'habitation (MB 28-03-2018), art. 6: name, first name, a means of contact, address, date of birth or capacity to contract, household composition, civil status if married or legal cohabitant, the amount of resources, proof of payment of the last three rents. https://wallex.wallonie.be/eli/loi-decret/2018/03/15/2018201408/2019/09/01",
  },
]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The set of a region in force on a day (YYYY-MM-DD): the latest validFrom not after the day; null when
 * none is (rules entered from a later day only) or the day is not a date. A listing without a region
 * (abroad, no postcode) takes none: its application asks the least (see askedItems).
 */
export const applicationRulesFor = (sets: readonly ApplicationRuleSet[], region: Region | null, day: string): ApplicationRuleSet | null => {
  if (!region || !DAY.test(day)) return null
  return sets.reduce<ApplicationRuleSet | null>((found, set) => (set.region === region && DAY.test(set.validFrom) && set.validFrom <= day && (found === null || set.validFrom >= found.validFrom) ? set : found), null)
}

/** What an application asks under a set of rules: its items and documents, nothing beyond the name and e-mail address without one. */
export const askedItems = (rules: Pick<ApplicationRuleSet, 'items' | 'documents'> | null): { items: ApplicationItem[]; documents: ApplicationDocument[] } => ({
  items: APPLICATION_ITEMS.filter((item) => rules?.items.includes(item)),
  documents: APPLICATION_DOCUMENTS.filter((doc) => rules?.documents.includes(doc)),
})

/** The form fields each item stands for (lib/forms/definitions.ts), so a form can be cut to what is allowed. */
export const ITEM_FIELDS: Readonly<Record<ApplicationItem | ApplicationDocument, readonly string[]>> = {
  phone: ['phone'],
  address: ['street', 'houseNumber', 'zip', 'city', 'country'],
  birthDate: ['birthDate'],
  household: ['persons', 'confirmPersons'],
  income: ['income', 'confirmIncome'],
  incomeProof: ['proof'],
  rentReceipts: ['proof'],
}

/** Every field an item or document stands for: those a form may leave out. */
export const CANDIDATE_FIELDS: ReadonlySet<string> = new Set(Object.values(ITEM_FIELDS).flat())

/** The names of the fields an application asks under these rules (of those that depend on the rules). */
export const askedFields = (rules: Pick<ApplicationRuleSet, 'items' | 'documents'> | null): Set<string> => {
  const { items, documents } = askedItems(rules)
  return new Set([...items, ...documents].flatMap((key) => ITEM_FIELDS[key]))
}

/** The fields an application leaves out under these rules, sorted: every candidate field they do not allow. */
export const omittedFields = (rules: Pick<ApplicationRuleSet, 'items' | 'documents'> | null): string[] => {
  const asked = askedFields(rules)
  return [...CANDIDATE_FIELDS].filter((name) => !asked.has(name)).sort()
}

/**
 * The candidate's monthly income against the rent, as staff and owners compare it (3.1 means 3.1 times
 * the rent), to one decimal; null without both amounts. The rent is the rent alone: charges vary.
 */
export const incomeRatio = (income: number | null | undefined, rent: number | null | undefined): number | null => {
  if (typeof income !== 'number' || typeof rent !== 'number' || !Number.isFinite(income) || !Number.isFinite(rent) || income < 0 || rent <= 0) return null
  return Math.round((income / rent) * 10) / 10
}

/** How long applications are kept once their listing is let or withdrawn, unless set otherwise. */
export const DEFAULT_RETENTION_DAYS = 180

/** RENT_APPLICATION_RETENTION_DAYS as a whole number of days (0 and up), else the default. */
export const retentionDays = (value: string | undefined): number => {
  const text = value?.trim() ?? ''
  return /^\d{1,5}$/.test(text) ? Number(text) : DEFAULT_RETENTION_DAYS
}

type HistoryEvent = { kind: string; at: string }

/**
 * Since when a listing's applications have had no home to go to: the moment it was last let (rented) or
 * withdrawn from the site, if it has stayed so since; null while it is on offer (a listing back on offer
 * or republished starts over). Reads the listing's public history (listingHistory.ts).
 */
export const applicationsEndedAt = (events: readonly HistoryEvent[]): string | null => {
  let online = false
  let rented = false
  let endedAt: string | null = null
  for (const event of [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    if (event.kind === 'published' || event.kind === 'republished') online = true
    else if (event.kind === 'withdrawn') online = false
    else if (event.kind !== 'price') rented = event.kind === 'rented'
    const ended = !online || rented
    if (ended && endedAt === null) endedAt = event.at
    else if (!ended) endedAt = null
  }
  return endedAt
}

/** Whether applications ended at `endedAt` are to be erased at `now`: `days` whole days later (0: at once). */
export const erasureDue = (endedAt: string | null, now: Date, days: number): boolean =>
  endedAt !== null && !Number.isNaN(Date.parse(endedAt)) && now.getTime() - Date.parse(endedAt) >= days * 86_400_000

/**
 * Where an application stands: received (something the region allows is missing), complete, shortlisted
 * by staff, proposed to the owner, chosen, held as a reserve, lease signed; declined, or withdrawn by
 * the candidate. A second application of one address for one listing waits as `unconfirmed` until its
 * address confirms it replaces the first.
 */
export const APPLICATION_STATUSES = ['received', 'complete', 'shortlisted', 'proposed', 'chosen', 'reserve', 'signed', 'declined', 'withdrawn', 'unconfirmed'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The statuses an owner sees in the portal: the candidates staff propose, and the one chosen. */
export const OWNER_STATUSES: readonly ApplicationStatus[] = ['proposed', 'chosen', 'signed']

/** Still in the running: declined with a kind mail when another is chosen (a reserve is kept until the lease is signed). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['received', 'complete', 'shortlisted', 'proposed']

/** The status an application starts with: complete once it holds every document its region lets it send. */
export const firstStatus = (rules: Pick<ApplicationRuleSet, 'items' | 'documents'> | null, sentDocument: boolean): ApplicationStatus =>
  askedItems(rules).documents.length === 0 || sentDocument ? 'complete' : 'received'

/**
 * The applications of a listing to decline once `event` happens: on a choice, those still open (the reserves
 * stay); once the lease is signed, the reserves too.
 */
export const toDecline = (event: 'chosen' | 'signed', status: ApplicationStatus): boolean =>
  OPEN_STATUSES.includes(status) || (event === 'signed' && status === 'reserve')

/** Whether the candidate may still withdraw (not once declined, withdrawn or signed). */
export const canWithdraw = (status: ApplicationStatus): boolean => !['signed', 'declined', 'withdrawn', 'unconfirmed'].includes(status)

/** The age of majority: who may sign a lease alone (art. 488 of the old Civil Code). */
export const AGE_OF_MAJORITY = 18

/**
 * Whether someone born on `birth` (YYYY-MM-DD) is of age on `today` (YYYY-MM-DD): their eighteenth
 * birthday has come (one born on 29 February comes of age on 1 March in a common year).
 */
export const isOfAge = (birth: string, today: string): boolean => {
  const [y, m, d] = birth.split('-').map(Number)
  if (!y || !m || !d) return false
  const [ty, tm, td] = today.split('-').map(Number)
  const coming = new Date(Date.UTC(y + AGE_OF_MAJORITY, m - 1, d))
  return Date.UTC(ty, tm - 1, td) >= coming.getTime()
}
