/** Which cities the `city` values of a search name (types.ts: name and zip, else zip; name alone; zip alone). */

/** A city with its postcode and its names in every language, lowercased. */
export type CityNames = { id: number; zip: string; names: string[] }

/** The ids of the cities the values resolve to, ascending; values that name no city add nothing. */
export const resolveCities = (values: readonly { name: string; zip: string }[], cities: readonly CityNames[]): number[] => {
  const ids = new Set<number>()
  for (const { name, zip } of values) {
    const named = (city: CityNames) => name === '' || city.names.includes(name)
    let found = cities.filter((city) => (zip === '' || city.zip === zip) && named(city))
    if (found.length === 0 && zip !== '' && name !== '') found = cities.filter((city) => city.zip === zip)
    for (const city of found) ids.add(city.id)
  }
  return [...ids].sort((a, b) => a - b)
}
