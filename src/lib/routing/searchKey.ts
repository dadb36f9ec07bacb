/** A normalised search query as one URL-safe path segment (base64url): the `{key}` of `/nl/_search/sale/{key}/`. */
export const encodeSearchKey = (query: string): string => Buffer.from(query, 'utf8').toString('base64url')

/** The query of a key, or null when the key is not one encodeSearchKey makes (another spelling of the same bytes included). */
export const decodeSearchKey = (key: string): string | null => {
  if (!/^[A-Za-z0-9_-]{1,12000}$/.test(key)) return null
  const query = Buffer.from(key, 'base64url').toString('utf8')
  return encodeSearchKey(query) === key ? query : null
}
