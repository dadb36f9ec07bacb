/** The query of `params` without `lng` (the language choice an old URL carried), as '?a=1&b=2', or ''. */
export const queryWithoutLng = (params: URLSearchParams): string => {
  const kept = new URLSearchParams()
  for (const [name, value] of params) if (name !== 'lng') kept.append(name, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}
