/**
 * What the REST guard knows of the API's collections and globals. `endpoints` is false for a collection
 * Payload serves no REST routes for (its own migrations list, `endpoints: false`).
 */
export type ApiShape = {
  collections: Record<string, { versions: boolean; verify: boolean; endpoints: boolean }>
  globals: Record<string, { versions: boolean }>
}

export type RequestProblem = { status: number; message: string }

const JSON_PARAMS = ['where', 'data', 'select', 'populate', 'joins']
const WHOLE_NUMBER = /^\d{1,15}$/

/**
 * Problems Payload's REST layer would turn into a 500 before any operation runs: JSON query
 * parameters that are not JSON objects, a multipart body without a boundary, and routes that do not
 * exist for this entity (versions of an unversioned one, e-mail verification without it, any route of a
 * collection served without REST routes, which Payload answers 501). `segments` is the path after /api/.
 */
export const restRequestProblem = (method: string, segments: string[], search: URLSearchParams, contentType: string | null, shape: ApiShape): RequestProblem | null => {
  // Not served over REST for anyone (the admin reads the migrations list through the Local API): every
  // request names a route that does not exist, whatever its role, method or parameters, so 404 first.
  if (segments[0] && shape.collections[segments[0]]?.endpoints === false) return { status: 404, message: 'Not Found' }
  for (const name of JSON_PARAMS) {
    const raw = search.get(name)
    if (raw === null || raw === '') continue
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return { status: 400, message: `${name} must be a JSON object or use ${name}[field]=… parameters` }
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { status: 400, message: `${name} must be a JSON object` }
  }
  const type = (contentType ?? '').toLowerCase()
  if (method !== 'GET' && type.startsWith('multipart/form-data') && !/;\s*boundary=[^;\s]+/.test(type)) {
    return { status: 400, message: 'multipart/form-data needs a boundary' }
  }
  const [first, second, third, fourth] = segments
  if (first === 'globals' && second && shape.globals[second] && third === 'versions' && !shape.globals[second].versions) {
    return { status: 404, message: 'Not Found' }
  }
  const collection = first ? shape.collections[first] : undefined
  if (collection && second === 'versions' && !collection.versions) return { status: 404, message: 'Not Found' }
  // Payload reads an id with parseFloat, so `2abc`, `1'` and `1e3` would name documents 2, 1 and 1000.
  const versionId = first === 'globals' ? (third === 'versions' ? fourth : undefined) : second === 'versions' ? third : undefined
  if (versionId !== undefined && !WHOLE_NUMBER.test(versionId)) return { status: 400, message: 'A version id is a whole number' }
  if (collection && second !== undefined && /^[-+.\d]/.test(second) && !WHOLE_NUMBER.test(second)) return { status: 404, message: 'Not Found' }
  if (collection && second === 'verify' && !collection.verify) return { status: 404, message: 'Not Found' }
  return null
}
