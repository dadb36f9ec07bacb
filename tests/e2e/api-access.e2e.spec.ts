import { expect, test } from '@playwright/test'

import { asAdmin, asEditor, asOwner, freshClient, signIn } from '../helpers/api'

type Doc = Record<string, unknown>
type List = { docs: Doc[]; totalDocs: number }

test('versions are for staff only', async ({ request }) => {
  const owner = await asOwner(request)
  for (const path of ['/api/properties/versions', '/api/pages/versions', '/api/projects/versions']) {
    expect((await request.get(path, { headers: owner })).status(), path).toBe(403)
    expect((await request.get(path, { headers: freshClient() })).status(), path).toBe(403)
  }
  for (const staff of [await asAdmin(request), await asEditor(request)]) {
    expect((await request.get('/api/properties/versions?limit=1', { headers: staff })).status()).toBe(200)
    // The header keeps no versions: a clear 404 for everyone, never a 500.
    expect((await request.get('/api/globals/header/versions?limit=1', { headers: staff })).status()).toBe(404)
  }
  expect((await request.get('/api/globals/header/versions', { headers: owner })).status()).toBe(404)
})

test('document locks are for staff only', async ({ request }) => {
  const owner = await asOwner(request)
  const me = (await (await request.get('/api/users/me', { headers: owner })).json()) as { user: { id: number } }
  const create = await request.post('/api/payload-locked-documents', {
    data: { document: { relationTo: 'properties', value: 1 }, user: { relationTo: 'users', value: me.user.id } },
    headers: owner,
  })
  expect(create.status()).toBe(403)
  expect((await request.get('/api/payload-locked-documents', { headers: owner })).status()).toBe(403)
  expect((await request.get('/api/payload-locked-documents', { headers: freshClient() })).status()).toBe(403)
  for (const staff of [await asAdmin(request), await asEditor(request)]) {
    expect((await request.get('/api/payload-locked-documents', { headers: staff })).status()).toBe(200)
  }
})

test('only admins unlock accounts', async ({ request }) => {
  const owner = await asOwner(request)
  const byOwner = await request.post('/api/users/unlock', { data: { email: 'owner2@example.com' }, headers: owner })
  expect(byOwner.status()).toBe(403)
  const byEditor = await request.post('/api/users/unlock', { data: { email: 'owner2@example.com' }, headers: await asEditor(request) })
  expect(byEditor.status()).toBe(403)
  const admin = await asAdmin(request)
  expect((await request.post('/api/users/unlock', { data: { email: 'owner2@example.com' }, headers: admin })).status()).toBe(200)
})

test("visitors and other owners never get the price of a sold or rented listing, which its page does not show; its owner and staff do", async ({ request }) => {
  const admin = await asAdmin(request)
  const all = (await (await request.get('/api/properties?limit=0&depth=0', { headers: admin })).json()) as List
  const closed = all.docs.filter((doc) => (doc.marquee === 'sold' || doc.marquee === 'rented') && doc.publishPrice === true && doc._status === 'published' && typeof doc.price === 'number')
  expect(closed.length, 'published sold or rented listings with a published price').toBeGreaterThan(0)

  for (const staffDoc of closed.slice(0, 10)) {
    const visitor = (await (await request.get(`/api/properties/${String(staffDoc.id)}?depth=0`, { headers: freshClient() })).json()) as Doc
    expect(visitor.marquee, `marquee of ${String(staffDoc.id)}`).toBe(staffDoc.marquee)
    expect(visitor.price, `price of ${String(staffDoc.id)}`).toBeUndefined()
    // Asking for the price alone, or leaving out what decides it, gives nothing more.
    for (const select of ['select[price]=true', 'select[marquee]=false']) {
      const picked = (await (await request.get(`/api/properties/${String(staffDoc.id)}?depth=0&${select}`, { headers: freshClient() })).json()) as Doc
      expect(picked.price, `${select} on ${String(staffDoc.id)}`).toBeUndefined()
    }
  }
  const list = (await (await request.get('/api/properties?limit=100&depth=0&where[marquee][in]=sold,rented', { headers: freshClient() })).json()) as List
  expect(list.docs.length).toBeGreaterThan(0)
  for (const doc of list.docs) expect(doc.price, `price of ${String(doc.id)} in a list`).toBeUndefined()

  // An owner reads the price of their own sold or rented listing, another owner does not.
  const owned = closed.find((doc) => doc.owner)
  if (owned) {
    const ownerUser = (await (await request.get(`/api/users/${String(owned.owner)}`, { headers: admin })).json()) as { email: string }
    const mine = (await (await request.get(`/api/properties/${String(owned.id)}?depth=0`, { headers: await signIn(request, ownerUser.email, 'owner-demo') })).json()) as Doc
    expect(mine.price).toBe(owned.price)
    const other = ['owner@example.com', 'owner2@example.com', 'owner3@example.com'].find((email) => email !== ownerUser.email) as string
    const theirs = (await (await request.get(`/api/properties/${String(owned.id)}?depth=0`, { headers: await signIn(request, other, 'owner-demo') })).json()) as Doc
    expect(theirs.price).toBeUndefined()
  }
})

test("Payload's migrations list, served over no REST route, answers 404 to everyone and every method", async ({ request }) => {
  const actors = [freshClient(), await asOwner(request), await asEditor(request), await asAdmin(request)]
  for (const headers of actors) {
    expect((await request.get('/api/payload-migrations', { headers })).status()).toBe(404)
    expect((await request.get('/api/payload-migrations/1', { headers })).status()).toBe(404)
    expect((await request.post('/api/payload-migrations', { data: { name: 'e2e', batch: -1 }, headers })).status()).toBe(404)
    expect((await request.patch('/api/payload-migrations/1', { data: { batch: -1 }, headers })).status()).toBe(404)
    expect((await request.delete('/api/payload-migrations/1', { headers })).status()).toBe(404)
  }
})

test('visitors never get a hidden address, exact position or price; staff and the owner do', async ({ request }) => {
  const admin = await asAdmin(request)
  const all = (await (await request.get('/api/properties?limit=0&depth=0', { headers: admin })).json()) as List
  const hiddenAddress = all.docs.filter((doc) => doc.publishAddress === false && doc._status === 'published' && typeof doc.latitude === 'number')
  const hiddenPrice = all.docs.filter((doc) => doc.publishPrice === false && doc._status === 'published' && typeof doc.price === 'number')
  expect(hiddenAddress.length).toBeGreaterThan(0)
  expect(hiddenPrice.length).toBeGreaterThan(0)

  const seen = new Map<unknown, Doc>()
  for (let page = 1; page <= 3; page += 1) {
    const list = (await (await request.get(`/api/properties?limit=100&page=${page}&depth=0`, { headers: freshClient() })).json()) as List
    for (const doc of list.docs) seen.set(doc.id, doc)
  }
  for (const staffDoc of hiddenAddress) {
    const doc = seen.get(staffDoc.id)
    expect(doc, `property ${String(staffDoc.id)}`).toBeDefined()
    for (const field of ['street', 'houseNumber', 'boxNr']) expect(doc?.[field], `${field} of ${String(staffDoc.id)}`).toBeUndefined()
    expect(doc?.latitude).not.toBe(staffDoc.latitude)
    expect(Math.abs(Number(doc?.latitude) - Number(staffDoc.latitude))).toBeLessThan(0.02)
  }
  for (const staffDoc of hiddenPrice) expect(seen.get(staffDoc.id)?.price, `price of ${String(staffDoc.id)}`).toBeUndefined()
  const shown = all.docs.find((doc) => doc.publishAddress === true && doc._status === 'published' && typeof doc.street === 'string')
  expect(seen.get(shown?.id)?.street).toBe(shown?.street)

  // Hidden fields cannot be recovered through filters or sorting either.
  expect((await request.get('/api/properties?where[price][greater_than]=100000', { headers: freshClient() })).status()).toBe(403)
  expect((await request.get('/api/properties?sort=latitude', { headers: freshClient() })).status()).toBe(403)

  // The owner of a listing with a hidden address still sees it whole; another owner sees what visitors see.
  const owned = all.docs.find((doc) => doc.publishAddress === false && doc._status === 'published' && doc.owner && typeof doc.street === 'string')
  expect(owned, 'a published listing with a hidden address and an owner').toBeDefined()
  const ownerUser = (await (await request.get(`/api/users/${String(owned?.owner)}`, { headers: admin })).json()) as { email: string }
  const ownerAuth = await signIn(request, ownerUser.email, 'owner-demo')
  const mine = (await (await request.get(`/api/properties/${String(owned?.id)}?depth=0`, { headers: ownerAuth })).json()) as Doc
  expect(mine.street).toBe(owned?.street)
  expect(mine.latitude).toBe(owned?.latitude)
  const other = ['owner@example.com', 'owner2@example.com', 'owner3@example.com'].find((email) => email !== ownerUser.email) as string
  const theirs = (await (await request.get(`/api/properties/${String(owned?.id)}?depth=0`, { headers: await signIn(request, other, 'owner-demo') })).json()) as Doc
  expect(theirs.street).toBeUndefined()
  expect(theirs.latitude).not.toBe(owned?.latitude)
  // Owners read their listing but never edit it.
  expect((await request.patch(`/api/properties/${String(owned?.id)}`, { data: { street: 'Elders' }, headers: ownerAuth })).status()).toBe(403)
})
