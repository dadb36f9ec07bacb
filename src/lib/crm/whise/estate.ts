/**
 * An estate as Whise's API lists it (`POST /v1/estates/list`): camelCase keys, lookups as `{ id }`, texts as
 * `[{ languageId: 'nl-BE', content }]` (descriptions in HTML with entities), Belgian legal mentions and much
 * else in a generic `details` array of `{ id, type, label, value, enum: { id } }` whose values are strings.
 * A key Whise has nothing for is left out, not null: absent means false, zero or none.
 */

export type WhiseText = { languageId?: string | null; content?: string | null }

export type WhiseDetail = {
  id: number
  group?: string | null
  type?: string | null
  label?: string | null
  value?: string | null
  enum?: { id?: number | null } | null
}

export type WhisePicture = {
  id?: number | null
  order?: number | null
  urlSmall?: string | null
  urlLarge?: string | null
  urlXXL?: string | null
  urlOriginal?: string | null
}

export type WhiseEstate = {
  id: number
  referenceNumber?: string | null
  name?: string | null
  address?: string | null
  number?: string | null
  box?: string | null
  zip?: string | null
  city?: string | null
  country?: { id?: number | null } | null
  floor?: string | number | null
  category?: { id?: number | null } | null
  subCategory?: { id?: number | null } | null
  purpose?: { id?: number | null } | null
  purposeStatus?: { id?: number | null } | null
  status?: { id?: number | null } | null
  displayStatusId?: number | null
  availability?: { id?: number | null } | null
  availabilityDateTime?: string | null
  price?: number | null
  displayPrice?: boolean | null
  displayAddress?: boolean | null
  area?: number | null
  groundArea?: number | null
  gardenArea?: number | null
  rooms?: number | null
  bathRooms?: number | null
  fronts?: number | null
  garage?: number | null
  parking?: number | null
  terrace?: number | null
  garden?: number | null
  furnished?: number | null
  investmentEstate?: boolean | null
  energyClass?: string | null
  energyValue?: string | number | null
  latitude?: number | null
  longitude?: number | null
  parentId?: number | null
  canHaveChildren?: boolean | null
  estateOrder?: number | null
  link3DModel?: string | null
  linkVirtualVisit?: string | null
  updateDateTime?: string | null
  shortDescription?: WhiseText[] | null
  longDescription?: WhiseText[] | null
  sms?: WhiseText[] | null
  details?: WhiseDetail[] | null
  pictures?: WhisePicture[] | null
  representatives?: { email?: string | null }[] | null
}
