// @vitest-environment node
// Issue 44, finding 6, through the console's HTTP surface over a real database: a picture's files
// go once no product names it (its old addresses answer 404, another product's same picture
// stays), a sweep takes any left from before, and uploads are capped per product and per
// operator within an hour, each counted on arrival in one step (40 at once: exactly the cap
// are read), answered 429 with a sentence that says which cap and when to try again.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueMedia, catalogueProducts } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, type DeskApp } from '../test/desk-app'
import { sweepMedia } from './picture-store'
import { type ConsoleProduct } from './product-view'
import type { StoredPicture } from './tables'
import { PICTURE_CAP_MESSAGES, PICTURE_UPLOADS } from './pictures'

let d: DeskApp
let owner: Agent
let staff: Agent
let other: Agent
let busy: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  const run = sqlRunner(d.t.database)
  for (const who of ['owner', 'a', 'b', 'c'])
    await addOperator(run, `pictures-${who}@example.com`, 'correct horse battery')
  owner = await signIn(d.app, 'pictures-owner@example.com', 'correct horse battery')
  staff = await signIn(d.app, 'pictures-a@example.com', 'correct horse battery')
  other = await signIn(d.app, 'pictures-b@example.com', 'correct horse battery')
  // Uploads nothing before the cap's test.
  busy = await signIn(d.app, 'pictures-c@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const upload = (agent: Agent, id: string, version: number, body: Buffer) =>
  d.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/picture?version=${version}`,
    payload: body,
    headers: {
      cookie: agent.cookie,
      origin: ORIGIN,
      'x-csrf-token': agent.csrf,
      'content-type': 'image/png',
    },
  })

const png = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .png()
    .toBuffer()

async function read(id: string): Promise<ConsoleProduct> {
  const res = await owner.get(`/api/admin/products/${id}`)
  expect(res.statusCode).toBe(200)
  return res.json().product
}

/** Every file's address a product's picture names (both formats, every width). */
const addresses = (p: ConsoleProduct) =>
  [p.picture!.webp, p.picture!.avif].flatMap((set) => set.split(', ').map((s) => s.split(' ')[0]!))

/** The hashes in the media table, and those the products' pictures name. */
async function media() {
  const db = d.t.database.db
  const stored = (await db.select({ hash: catalogueMedia.hash }).from(catalogueMedia)).map(
    (r) => r.hash,
  )
  const pictures = (await db.select({ picture: catalogueProducts.picture }).from(catalogueProducts))
    .map((r) => r.picture)
    .filter((p): p is StoredPicture => p !== null)
  const named = pictures.flatMap((p) => [...p.webp, ...p.avif].map((f) => f.hash))
  return { stored: new Set(stored), named: new Set(named) }
}

const status = async (url: string) => (await d.app.inject({ url })).statusCode

describe('pictures no product names', () => {
  it('go as a new one replaces them: only the current picture’s files stay, the old answer 404', async () => {
    const start = await media()
    expect(start.stored).toEqual(start.named)
    const seeded = addresses(await read('sermorelin'))
    for (const url of seeded) expect(await status(url)).toBe(200)

    let shown = seeded
    for (const colour of ['#aa3333', '#33aa33', '#3333aa', '#aaaa33']) {
      const { version } = await read('sermorelin')
      const res = await upload(staff, 'sermorelin', version, await png(colour))
      expect(res.statusCode, res.body).toBe(200)
      const now = addresses(res.json().product)
      for (const url of shown) expect(await status(url), url).toBe(404)
      for (const url of now) expect(await status(url), url).toBe(200)
      shown = now
      // The table holds exactly the files the products name: as many as before, none kept.
      const after = await media()
      expect(after.stored).toEqual(after.named)
      expect(after.stored.size).toBe(start.stored.size)
    }
    // The history still says which picture each change set, as text.
    const history = (await owner.get('/api/admin/products/sermorelin')).json().history
    expect(history.filter((h: { kind: string }) => h.kind === 'picture')).toHaveLength(4)
  })

  it('stay while another product shows the same picture', async () => {
    const same = await png('#123456')
    const a = await upload(staff, 'ipamorelin', (await read('ipamorelin')).version, same)
    const b = await upload(staff, 'cjc-1295', (await read('cjc-1295')).version, same)
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const shared = addresses(b.json().product)
    expect(addresses(a.json().product)).toEqual(shared)
    const replaced = await upload(
      staff,
      'ipamorelin',
      (await read('ipamorelin')).version,
      await png('#654321'),
    )
    expect(replaced.statusCode).toBe(200)
    for (const url of shared) expect(await status(url), url).toBe(200)
  })

  it('left from before are swept', async () => {
    const db = d.t.database.db
    const orphan = { hash: '0123456789abcdef0123', contentType: 'image/webp', width: 480 }
    await db.insert(catalogueMedia).values({ ...orphan, bytes: Buffer.from('old picture') })
    expect(await status(`/media/${orphan.hash}.webp`)).toBe(200)
    expect(await sweepMedia(db)).toBe(1)
    expect(await status(`/media/${orphan.hash}.webp`)).toBe(404)
    const after = await media()
    expect(after.stored).toEqual(after.named)
    expect(await sweepMedia(db)).toBe(0)
  })
})

describe('uploads within an hour', () => {
  it('are capped per product, 40 at once counted exactly, then per operator, each with its sentence', async () => {
    const before = (await media()).stored.size
    const { version } = await read('pt-141')
    const picture = await png('#778899')
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => upload(busy, 'pt-141', version, picture)),
    )
    const codes = answers.map((r) => r.statusCode)
    // The operator's 30 pass their cap; of those, the product's 10 are read (one saves, the
    // other nine read the same version and are told someone saved since).
    expect(codes.filter((c) => c !== 429)).toHaveLength(PICTURE_UPLOADS.perProduct)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    const refused = answers.filter((r) => r.statusCode === 429).map((r) => r.json().error)
    const perProduct = PICTURE_CAP_MESSAGES.perProduct(PICTURE_UPLOADS.windowMs)
    const perOperator = PICTURE_CAP_MESSAGES.perOperator(PICTURE_UPLOADS.windowMs)
    expect(perProduct).toBe(
      'This product has had 10 pictures uploaded within the hour, the most it takes. Try again in 60 minutes.',
    )
    expect(refused.filter((e) => e.message === perProduct)).toHaveLength(
      PICTURE_UPLOADS.perOperator - PICTURE_UPLOADS.perProduct,
    )
    expect(refused.filter((e) => e.message === perOperator)).toHaveLength(
      40 - PICTURE_UPLOADS.perOperator,
    )
    // The console shows it at the picture field.
    expect(refused[0].fields).toEqual({ picture: refused[0].message })
    // One picture saved: its six files replaced the old six.
    expect((await media()).stored.size).toBe(before)

    // Another operator is held by the product's cap, not the first one's.
    const late = await upload(other, 'pt-141', (await read('pt-141')).version, picture)
    expect(late.statusCode).toBe(429)
    expect(late.json().error.message).toBe(perProduct)
    const elsewhere = await upload(other, 'aod-9604', (await read('aod-9604')).version, picture)
    expect(elsewhere.statusCode, elsewhere.body).toBe(200)
    // The first operator is held on every product.
    const spent = await upload(busy, 'tb-500', (await read('tb-500')).version, picture)
    expect(spent.statusCode).toBe(429)
    expect(spent.json().error.message).toBe(perOperator)
    expect(perOperator).toBe(
      'You have uploaded 30 pictures within the hour, the most one operator may. Try again in 60 minutes.',
    )
  })
})
