/**
 * Reads a form post's body, bounded: JSON (the site's script), or url-encoded and multipart (a form
 * posted without JavaScript, or with a file). The values come out in the shape the schema checks.
 */
import type { FormDef } from './definitions'

/** Largest body without a file, and with one (a CV of at most 5 MB and the other fields). */
export const MAX_BODY_BYTES = 64 * 1024
export const MAX_MULTIPART_BYTES = 6 * 1024 * 1024

export type UploadedFile = { name: string; type: string; size: number; bytes: Uint8Array }

export type ReadBody =
  | { ok: true; fields: Record<string, unknown>; file: UploadedFile | null; json: boolean }
  | { ok: false; status: 400 | 413 | 415 }

type BodyKind = 'json' | 'urlencoded' | 'multipart'

const bodyKind = (contentType: string): BodyKind | null => {
  const type = contentType.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (type === 'multipart/form-data') return 'multipart'
  return null
}

/** The body's bytes, or null once it passes `limit` (the rest is not read). */
export const readBounded = async (request: Request, limit: number): Promise<Uint8Array | null> => {
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) return null
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

const TRUE = new Set(['true', 'on', '1', 'yes'])

/** Values of a posted HTML form in the schema's shape: booleans for checkboxes, lists for groups. */
export const formDataValues = (form: FormDef, data: { get(name: string): unknown; getAll(name: string): unknown[] }) => {
  const values: Record<string, unknown> = {}
  for (const def of form.fields) {
    if (def.kind === 'file') continue
    if (def.kind === 'checkbox') values[def.name] = TRUE.has(String(data.get(def.name) ?? '').toLowerCase())
    else if (def.kind === 'checkboxes') values[def.name] = data.getAll(def.name).filter((v): v is string => typeof v === 'string')
    else {
      const value = data.get(def.name)
      if (typeof value === 'string') values[def.name] = value
    }
  }
  for (const name of ['locale', 'page', 'property', 'project', 'altcha', 'website']) {
    const value = data.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

/** Reads and parses the body of a post of `form`. */
export const readFormBody = async (request: Request, form: FormDef): Promise<ReadBody> => {
  const kind = bodyKind(request.headers.get('content-type') ?? '')
  if (!kind) return { ok: false, status: 415 }
  const bytes = await readBounded(request, kind === 'multipart' ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES)
  if (!bytes) return { ok: false, status: 413 }
  try {
    if (kind === 'json') {
      const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, status: 400 }
      const fields = { ...(value as Record<string, unknown>) }
      // A file only travels in a multipart post; JSON cannot claim one.
      for (const def of form.fields) if (def.kind === 'file') delete fields[def.name]
      return { ok: true, fields, file: null, json: true }
    }
    const data =
      kind === 'urlencoded'
        ? new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
        : await new Response(bytes as BodyInit, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
    const fields = formDataValues(form, data)
    let file: UploadedFile | null = null
    const fileDef = form.fields.find((def) => def.kind === 'file')
    const posted = fileDef && 'getAll' in data ? data.get(fileDef.name) : null
    if (fileDef && posted && typeof posted === 'object' && 'arrayBuffer' in posted && (posted as File).size > 0) {
      const blob = posted as File
      file = { name: blob.name, type: blob.type, size: blob.size, bytes: new Uint8Array(await blob.arrayBuffer()) }
      fields[fileDef.name] = { name: file.name, type: file.type, size: file.size }
    }
    return { ok: true, fields, file, json: false }
  } catch {
    return { ok: false, status: 400 }
  }
}

/** Whether a file's first bytes are those of its claimed type: PDF, Word 97 (OLE), a zip (docx, odt), JPEG or PNG. */
export const fileMatchesType = (bytes: Uint8Array, type: string): boolean => {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte)
  switch (type) {
    case 'application/pdf':
      return starts(0x25, 0x50, 0x44, 0x46, 0x2d)
    case 'application/msword':
      return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.oasis.opendocument.text':
      return starts(0x50, 0x4b, 0x03, 0x04)
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff)
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
    default:
      return false
  }
}
