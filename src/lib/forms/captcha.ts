/**
 * The forms' captcha: ALTCHA proof of work, self-hosted. The server hands out HMAC-signed challenges
 * (GET /api/forms/challenge) that the visitor's browser solves; a post carries the solution, which is
 * verified here. A solution is accepted once: its key is stored, unique, with the submission it let in.
 */
import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload as AltchaPayload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { payloadSecret } from '@/lib/payload/secret'

const ALGORITHM = 'PBKDF2/SHA-256'
/** PBKDF2 iterations per attempt. */
const COST = 1_000
/** How long a challenge may be solved and sent. */
const LIFETIME_SECONDS = 30 * 60

/**
 * How many attempts a visitor's browser makes on average (the work asked), from CAPTCHA_DIFFICULTY
 * (default 2000: about a second on a phone). An operator raises it when robots get through.
 */
export const captchaDifficulty = (env: Record<string, string | undefined> = process.env): number => {
  const value = Number(env.CAPTCHA_DIFFICULTY)
  return Number.isInteger(value) && value >= 10 && value <= 10_000_000 ? value : 2_000
}

/** The secrets, derived from the site's secret so they need no setting of their own. */
const secret = (purpose: string) => createHmac('sha256', payloadSecret()).update(`altcha:${purpose}`).digest('hex')

/** A new signed challenge. */
export const newChallenge = async (now: Date = new Date()): Promise<Challenge> => {
  const difficulty = captchaDifficulty()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(Math.floor(difficulty / 2), difficulty * 2),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS,
    hmacSignatureSecret: secret('signature'),
    hmacKeySignatureSecret: secret('key'),
  })
}

export type CaptchaCheck = { ok: true; key: string } | { ok: false }

/** Reads the widget's field: base64 JSON `{ challenge, solution }`. */
const decode = (field: unknown): AltchaPayload | null => {
  if (typeof field !== 'string' || field.length === 0 || field.length > 8_000) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(field, 'base64').toString('utf8'))
    if (typeof value !== 'object' || value === null) return null
    const { challenge, solution } = value as Partial<AltchaPayload>
    if (typeof challenge?.parameters !== 'object' || typeof challenge.signature !== 'string' || typeof solution !== 'object' || solution === null) return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/**
 * Verifies a solution (signature, expiry, work). The key it gives is unique per challenge: the caller
 * stores it with what the solution let in, so the same solution never passes twice.
 */
export const checkCaptcha = async (field: unknown): Promise<CaptchaCheck> => {
  const payload = decode(field)
  if (!payload) return { ok: false }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret('signature'),
      hmacKeySignatureSecret: secret('key'),
    })
    return result.verified ? { ok: true, key: payload.challenge.signature as string } : { ok: false }
  } catch {
    return { ok: false }
  }
}
