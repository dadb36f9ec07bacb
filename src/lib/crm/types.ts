/**
 * The site's listing shape as every CRM maps into it (src/lib/crm/{name}/toListing.ts) and one importer
 * saves (src/lib/crm/import.ts): plain data in the site's own vocabulary, nothing of the CRM left but its
 * ids, so a third CRM is one more mapping.
 */
import type { Locale } from '@/i18n/locales'
import type { Marquee } from '@/lib/domain/marquee'
import type { PriceUnit } from '@/lib/domain/priceDisplay'
import type {
  ASBESTOS_CERTIFICATES,
  AVAILABILITY,
  FACADES,
  FLOOD_SCORES,
  FLOOD_ZONES,
  GLAZING,
  HasFlag,
  HEATING,
  KITCHEN,
  ORIENTATION,
  ZONING,
} from '@/lib/domain/propertyOptions'

/** The CRMs the site imports from. */
export const CRM_SOURCES = ['sweepbright', 'whise'] as const
export type CrmSource = (typeof CRM_SOURCES)[number]

/** Their names as staff know them. */
export const CRM_NAMES: Readonly<Record<CrmSource, string>> = { sweepbright: 'SweepBright', whise: 'Whise' }

/** A text in the languages the CRM has it in. */
export type Texts = Partial<Record<Locale, string>>

/** A file the CRM serves: downloaded into the site's media, since CRM links expire. */
export type RemoteFile = {
  /** The CRM's own id of this file's content: the same key means the same bytes, so it is not fetched again. */
  key: string
  url: string
  /** Caption, or a plan's or document's title. */
  caption: Texts
}

type Of<T extends readonly string[]> = T[number]

/** Where a listing or project is. */
export type DraftAddress = {
  street: string | null
  houseNumber: string | null
  boxNr: string | null
  zip: string
  /** The city's name in the languages the CRM gives it. */
  city: Texts
  country: 'BE' | 'LU'
  latitude: number | null
  longitude: number | null
  /** Whether visitors may see street and number. */
  publish: boolean
}

/** What a page shows of media: photos in order, floor plans and documents with their titles. */
export type DraftMedia = {
  photos: RemoteFile[]
  floorPlans: RemoteFile[]
  documents: RemoteFile[]
  videoUrl: string | null
  virtualTourUrl: string | null
}

/** One listing (a property, or a unit of a project) as the site stores it. */
export type ListingDraft = DraftMedia & {
  estateId: string
  reference: string | null
  /** Whether the CRM puts it on the website now. */
  online: boolean
  goal: 'sale' | 'rent'
  /** The site's property type by its web id (1 house ... 9 parking). */
  typeWebId: number
  marquee: Marquee
  name: Texts
  description: Texts
  /** Null when the CRM has none (or none that could be read). */
  price: number | null
  priceUnit: PriceUnit
  publishPrice: boolean
  availability: Of<typeof AVAILABILITY> | null
  availableFrom: string | null
  address: DraftAddress
  rooms: Partial<Record<'bedrooms' | 'bathrooms' | 'showerRooms' | 'toilets' | 'garages' | 'parkings', number>>
  surfaces: Partial<Record<'living' | 'ground' | 'total' | 'constructed' | 'terrace' | 'garden' | 'office', number>>
  building: {
    constructionYear?: number
    renovationYear?: number
    floors?: number
    floor?: number
    facades?: Of<typeof FACADES>
  }
  comfort: {
    heating?: Of<typeof HEATING>
    kitchen?: Of<typeof KITCHEN>
    glazing?: Of<typeof GLAZING>
    orientation?: Of<typeof ORIENTATION>
  }
  has: Partial<Record<HasFlag, boolean>>
  energy: {
    energyPerformance?: number
    epcLabelText?: string
    energyTotal?: number
    co2Emission?: number
    certificateNumber?: string
    certificateDate?: string
    certificateExpiry?: string
    uniqueCode?: string
  }
  flood: { floodZone?: Of<typeof FLOOD_ZONES>; pScore?: Of<typeof FLOOD_SCORES>; gScore?: Of<typeof FLOOD_SCORES> }
  asbestos: { certificate?: Of<typeof ASBESTOS_CERTIFICATES>; reference?: string }
  electrical: { result?: 'compliant' | 'non-compliant' }
  planning: { zoning?: Of<typeof ZONING> }
  financial: { cadastralIncome?: number; charges?: number; depositAmount?: number; vat?: number }
  /** The agent's e-mail: the team member with it receives the listing's leads. */
  agentEmail: string | null
  /** The owners' e-mails: an owner account with one of them follows the listing in the portal. */
  ownerEmails: string[]
  /** The estate id of the project it is a unit of. */
  projectEstateId: string | null
}

/** A new-build project and its units. */
export type ProjectDraft = DraftMedia & {
  estateId: string
  reference: string | null
  online: boolean
  name: Texts
  description: Texts
  status: 'comingSoon' | 'selling' | 'soldOut'
  address: DraftAddress
  agentEmail: string | null
  units: ListingDraft[]
  /** Whether `units` are all of them (a unit missing from the list is then taken offline). */
  unitsComplete: boolean
}

/**
 * What a mapping made of an estate (a listing, a project, or nothing the site can show: refused), and what it
 * had to clean or leave out on the way, for the import log.
 */
export type Mapped = ({ kind: 'listing'; listing: ListingDraft } | { kind: 'project'; project: ProjectDraft } | { kind: 'refused' }) & { notes: string[] }
