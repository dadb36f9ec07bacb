import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** A solved captcha, as the forms' widget sends it: a new challenge of the server's, solved here. */
export const solvedCaptcha = async (): Promise<string> => {
  // Imported when called, so a test's CAPTCHA_DIFFICULTY is read as the module loads.
  const { newChallenge } = await import('@/lib/forms/captcha')
  const challenge = await newChallenge()
  return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64')
}
