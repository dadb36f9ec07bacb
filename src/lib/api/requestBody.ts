import type { RequestProblem } from './restRequest'

/** What the guard read of a write request's body. */
export type BodySummary =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'multipart'; payload: string | null; parsed: boolean }
  | { kind: 'other' }

const isObjectJson = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** Routes whose handler saves the body as a document: they need one. */
const savesDocument = (method: string, segments: string[]): boolean => {
  if (method === 'PATCH' || method === 'PUT') return true
  if (method !== 'POST') return false
  if (segments.length === 1) return true
  return (segments[0] === 'globals' || segments[0] === 'payload-preferences') && segments.length === 2
}

/**
 * Bodies Payload's handlers cannot use and would fail on with a 500: a document write without a
 * JSON object (or multipart form whose `_payload` is one), JSON that is not an object, or a content
 * type Payload does not read.
 */
export const bodyProblem = (method: string, segments: string[], body: BodySummary): RequestProblem | null => {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return null
  switch (body.kind) {
    case 'json':
      if (body.text.trim() === '' && !savesDocument(method, segments)) return null
      return isObjectJson(body.text) ? null : { status: 400, message: 'The body must be a JSON object' }
    case 'multipart':
      if (!body.parsed) return { status: 400, message: 'The multipart body cannot be read' }
      if (body.payload !== null && !isObjectJson(body.payload)) return { status: 400, message: '_payload must be a JSON object' }
      return null
    case 'other':
      return { status: 415, message: 'Send application/json or multipart/form-data' }
    default:
      return savesDocument(method, segments) ? { status: 400, message: 'The body must be a JSON object' } : null
  }
}
