/**
 * Talking to a CRM's API: JSON in and out, bounded in time and size, and every failure sorted into what a
 * retry may cure (the CRM down, busy or slow: the job tries again with its backoff) and what it will not
 * (a refusal: logged once).
 */

/** A CRM call that failed; `retry` says whether trying again later may succeed. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'CrmError'
  }
}

/** The largest JSON answer read from a CRM (an estate with hundreds of files is well under 2 MB). */
const MAX_JSON_BYTES = 20 * 1024 * 1024
const TIMEOUT_MS = 30_000

/** The body of a response, refused past `max` bytes (a CRM gone wrong must not fill the memory). */
export const readBounded = async (response: Response, max: number): Promise<Buffer> => {
  const declared = Number(response.headers.get('content-length'))
  if (declared > max) {
    await response.body?.cancel()
    throw new CrmError(`answer of ${declared} bytes refused (at most ${max})`, false, response.status)
  }
  const chunks: Buffer[] = []
  let size = 0
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw new CrmError(`answer larger than ${max} bytes refused`, false, response.status)
    }
    chunks.push(Buffer.from(value))
  }
  return Buffer.concat(chunks)
}

export type JsonAnswer = { status: number; json: unknown; headers: Headers }

/** A request to a CRM's API and its JSON answer; unreachable or too slow is a CrmError to retry. */
export const requestJson = async (url: string, init: RequestInit): Promise<JsonAnswer> => {
  let response: Response
  try {
    response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    throw new CrmError(`${new URL(url).host} could not be reached: ${error instanceof Error ? error.message : String(error)}`, true)
  }
  const body = await readBounded(response, MAX_JSON_BYTES)
  let json: unknown = null
  if (body.length > 0) {
    try {
      json = JSON.parse(body.toString('utf8'))
    } catch {
      if (response.ok) throw new CrmError(`${new URL(url).pathname} answered ${response.status} with something that is not JSON`, true, response.status)
    }
  }
  return { status: response.status, json, headers: response.headers }
}

/** The error for an answer that is not a success: busy, down or timed out are retried, a refusal is not. */
export const failureOf = (what: string, answer: JsonAnswer): CrmError => {
  const { status, json } = answer
  const detail = typeof json === 'object' && json !== null ? String((json as { message?: unknown; error_description?: unknown; Message?: unknown }).message ?? (json as { error_description?: unknown }).error_description ?? (json as { Message?: unknown }).Message ?? '') : ''
  const retry = status === 408 || status === 425 || status === 429 || status >= 500
  return new CrmError(`${what}: ${status}${detail ? ` ${detail.slice(0, 200)}` : ''}`, retry, status)
}
