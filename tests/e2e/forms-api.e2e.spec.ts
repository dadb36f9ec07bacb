import { expect, test, type APIRequestContext } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { asEditor, freshClient } from '../helpers/api'

/** A captcha solved the way the visitor's browser does: challenge from the site, work done here. */
const solved = async (request: APIRequestContext): Promise<string> => {
  const res = await request.get('/api/forms/challenge', { headers: freshClient() })
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  const challenge = await res.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const person = { title: 'mr', firstName: 'Jan', lastName: 'Claes', email: 'jan.claes@example.be', phone: '0475 11 22 33', consent: true }

test('a valid post is stored and answered 201 with the thank-you page, which exists in that language', async ({ request }) => {
  const client = freshClient()
  const res = await request.post('/api/forms/site-contact', {
    headers: { ...client, accept: 'application/json' },
    data: { ...person, message: 'Bonjour, avez-vous des maisons à Gand ?', locale: 'fr', page: '/fr/contact/', altcha: await solved(request), website: '' },
  })
  expect(res.status()).toBe(201)
  const { id, redirect } = (await res.json()) as { id: number; redirect: string }
  expect(redirect).toBe('/fr/merci/site-contact/')
  expect((await request.get(redirect)).status()).toBe(200)
  const stored = await request.get(`/api/form-submissions/${id}?depth=0`, { headers: await asEditor(request) })
  expect(await stored.json()).toMatchObject({ kind: 'site-contact', locale: 'fr', status: 'new', email: person.email, page: '/fr/contact/' })
})

test('errors come back per field in the language of the post, and nothing is stored', async ({ request }) => {
  const editor = await asEditor(request)
  const count = async () => ((await (await request.get('/api/form-submissions?limit=0', { headers: editor })).json()) as { totalDocs: number }).totalDocs
  const before = await count()
  const res = await request.post('/api/forms/contact-me', { headers: freshClient(), data: { firstName: '<b>Jan</b>', email: 'jan@', locale: 'nl' } })
  expect(res.status()).toBe(400)
  const { errors } = (await res.json()) as { errors: Record<string, string> }
  expect(errors).toMatchObject({
    title: 'Kies een aanspreking',
    lastName: 'Familienaam is een verplicht veld',
    email: 'Het e-mailadres is niet geldig',
    altcha: 'Vul de beveiligingscode in',
  })
  expect(errors.firstName).toMatch(/niet toegestaan/)
  expect(await count()).toBe(before)
})

test('a forged or replayed captcha: "The entered characters are not valid"', async ({ request }) => {
  const altcha = await solved(request)
  const post = () => request.post('/api/forms/sign-newsletter', { headers: freshClient(), data: { email: 'news@example.be', consent: true, locale: 'en', altcha } })
  expect((await post()).status()).toBe(201)
  const replay = await post()
  expect(replay.status()).toBe(400)
  expect(await replay.json()).toEqual({ errors: { altcha: 'The entered characters are not valid' } })
})

test('unknown kinds 404, other content types 415, huge bodies 413, broken JSON 400, other methods 405', async ({ request }) => {
  const headers = { ...freshClient(), 'accept-language': 'fr-BE,fr;q=0.9' }
  const unknown = await request.post('/api/forms/job-application', { headers, data: {} })
  expect(unknown.status()).toBe(404)
  expect(await request.post('/api/forms/contact-me', { headers: { ...headers, 'content-type': 'text/plain' }, data: 'hello' }).then((r) => r.status())).toBe(415)
  const huge = await request.post('/api/forms/contact-me', { headers: { ...headers, 'content-type': 'application/json' }, data: JSON.stringify({ remark: 'x'.repeat(200_000) }) })
  expect(huge.status()).toBe(413)
  expect(((await huge.json()) as { errors: { form: string } }).errors.form).toMatch(/trop volumineux/)
  expect((await request.post('/api/forms/contact-me', { headers: { ...headers, 'content-type': 'application/json' }, data: '{"title":' })).status()).toBe(400)
  expect((await request.get('/api/forms/contact-me', { headers })).status()).toBe(405)
})

test('one address may send 10 forms in 10 minutes; the 11th gets 429', async ({ request }) => {
  const client = freshClient()
  const statuses: number[] = []
  for (let i = 0; i < 11; i += 1) statuses.push((await request.post('/api/forms/sign-newsletter', { headers: client, data: { email: 'x', locale: 'en' } })).status())
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
  expect(statuses[10]).toBe(429)
})

test('a listing sent to one address twice a day at most: the third, from anyone, gets 429 with its message and Retry-After', async ({ request }) => {
  const listings = await request.get('/api/properties?depth=0&limit=1&where[marquee][equals]=none')
  const [listing] = ((await listings.json()) as { docs: { id: number }[] }).docs
  const post = async (sender: string, locale: string) =>
    request.post('/api/forms/send-to-friend', {
      headers: { ...freshClient(), accept: 'application/json' },
      data: { yourName: 'Ann', email: sender, friendEmail: 'capped.friend@example.be', message: 'Mooi!', property: listing.id, locale, altcha: await solved(request) },
    })
  expect((await post('first.sender@example.be', 'en')).status()).toBe(201)
  expect((await post('second.sender@example.be', 'en')).status()).toBe(201)
  const third = await post('third.sender@example.be', 'fr')
  expect(third.status()).toBe(429)
  expect(Number(third.headers()['retry-after'])).toBeGreaterThan(3600)
  expect(((await third.json()) as { errors: { form: string } }).errors.form).toMatch(/^Vous pouvez envoyer au plus \d+ biens par jour/)
})

test('without JavaScript: errors on a page of their own, success as a redirect to the thank-you page', async ({ request }) => {
  const form = (fields: Record<string, string>) => ({ headers: freshClient(), form: fields, maxRedirects: 0 })
  const refused = await request.post('/api/forms/sign-newsletter', form({ email: 'not-an-email', locale: 'en', page: '/en/' }))
  expect(refused.status()).toBe(400)
  expect(refused.headers()['content-type']).toContain('text/html')
  const html = await refused.text()
  expect(html).toContain('The email address is not valid')
  expect(html).toContain('href="/en/"')

  const escaped = await request.post('/api/forms/contact-me', form({ firstName: '"><img src=x onerror=alert(1)>', locale: 'en', page: '"><script>alert(1)</script>' }))
  const escapedHtml = await escaped.text()
  expect(escapedHtml).not.toContain('<img src=x')
  expect(escapedHtml).not.toContain('<script>alert')

  const accepted = await request.post('/api/forms/sign-newsletter', form({ email: 'plain@example.be', consent: 'true', locale: 'nl', altcha: await solved(request) }))
  expect(accepted.status()).toBe(303)
  expect(new URL(accepted.headers().location).pathname).toBe('/nl/bedankt/sign-newsletter/')
})
