// @vitest-environment node
// The catalogue through the shop's HTTP surface over a real database: the spec's products as a
// new shop's, a new product and a save in the console with their history, the version check,
// a rename, pictures (made, served, refused), bad input, and orders priced from the catalogue
// as it is now, on this server and on a second one over the same database.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { TEXT_MESSAGES } from '@/domain/shared/form-fields'
import { ORDER_REQUEST_MESSAGES } from '@/domain/orders/order-request'
import { saveBodyOf } from '@/domain/catalogue/product-fields'
import { PRODUCT_MESSAGES as P } from '@/domain/catalogue/product-schema'
import { orderTotals } from '@/domain/orders/totals'
import { catalogueMedia, orders } from '../schema'
import { addOperator } from '../operators/operator-accounts'
import { sqlRunner } from '../operators/sql-runner'
import { ORIGIN, signIn, type Agent } from '../test/console-agent'
import { deskApp, orderBody, type DeskApp } from '../test/desk-app'
import { type ConsoleProduct } from './product-view'

let d: DeskApp
let agent: Agent
let second: Agent

beforeAll(async () => {
  d = await deskApp({ SITE_URL: ORIGIN })
  await addOperator(sqlRunner(d.t.database), 'owner@example.com', 'correct horse battery')
  await addOperator(sqlRunner(d.t.database), 'staff@example.com', 'correct horse battery')
  agent = await signIn(d.app, 'owner@example.com', 'correct horse battery')
  second = await signIn(d.app, 'staff@example.com', 'correct horse battery')
}, 120_000)

afterAll(async () => {
  await d?.close()
})

const fieldsOf = saveBodyOf

/** The save body with its first size's price changed. */
function pricedAt(p: ConsoleProduct, price: string) {
  const body = saveBodyOf(p)
  return { ...body, sizes: body.sizes.map((s, i) => (i === 0 ? { ...s, price } : s)) }
}

async function product(id: string) {
  const res = await agent.get(`/api/admin/products/${id}`)
  expect(res.statusCode).toBe(200)
  return res.json() as {
    product: ConsoleProduct
    history: {
      kind: string
      operator: string
      fields: { field: string; before: string; after: string }[]
    }[]
    ordered: boolean
  }
}

const NEW_PEPTIDE = {
  name: 'Thymosin Alpha-1',
  description: 'Synthetic 28-residue peptide. <b>Not bold</b> & "quoted".',
  category: 'Reference Material',
  purity: '≥99%',
  sizes: [{ label: '5mg', price: '120.50', sku: 'TA1-5MG', onSale: true }],
  lowStockThreshold: 5,
  backorders: false,
  backorderDays: 14,
  cas: '62304-98-7',
  sequence: 'Ac-SDAAVDTSSEITTKDLKEKKEVVEEAEN-OH',
  molecularFormula: 'C129H215N33O55',
  molecularWeight: '3108.3',
  alsoKnownAs: 'Thymalfasin',
  storage: 'Store at -20°C, away from light',
  destinations: [{ name: 'Texas', description: 'Research use only; institutional address.' }],
  onSale: true,
}

describe('the catalogue a new shop starts with', () => {
  it('is the spec’s seven products, in its order, with their pictures', async () => {
    const res = await agent.get('/api/admin/products')
    const products = res.json().products as ConsoleProduct[]
    expect(products.map((p) => p.id)).toEqual(SPEC_PRODUCTS.map((p) => p.id))
    for (const [i, p] of products.entries()) {
      const spec = SPEC_PRODUCTS[i]!
      expect([p.name, p.sizes, p.category, p.cas, p.sequence]).toEqual([
        spec.name,
        spec.sizes.map(({ availability: _, ...size }) => size),
        spec.category,
        spec.details.cas,
        spec.details.sequence,
      ])
      expect(p.destinations).toEqual(
        (spec.shippingDestinations ?? []).map(({ id, name, description }) => ({
          id,
          name,
          description,
        })),
      )
      expect(p.image).toMatch(/^\/media\/[0-9a-f]{20}\.webp$/)
      const picture = await d.app.inject({ url: p.image })
      expect(picture.statusCode).toBe(200)
      expect(picture.headers['content-type']).toBe('image/webp')
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('answers an unknown picture with a plain 404', async () => {
    for (const url of ['/media/0123456789abcdef0123.webp', '/media/nope.webp', '/media/x']) {
      expect((await d.app.inject({ url })).statusCode, url).toBe(404)
    }
  })
})

describe('the console’s products', () => {
  it('makes a product with an address from its name, keeps its markup as text, and records who', async () => {
    const res = await agent.post('/api/admin/products', NEW_PEPTIDE)
    expect(res.statusCode).toBe(201)
    const made = res.json().product as ConsoleProduct
    expect(made.id).toBe('thymosin-alpha-1')
    expect(made.sizes).toEqual([
      { key: '5mg', label: '5mg', priceCents: 12050, sku: 'TA1-5MG', onSale: true },
    ])
    expect(made.description).toBe(NEW_PEPTIDE.description)
    expect(made.destinations).toEqual([expect.objectContaining({ name: 'Texas' })])
    const { history } = await product('thymosin-alpha-1')
    expect(history[0]).toMatchObject({ kind: 'created', operator: 'owner@example.com' })
    expect(history[0]!.fields).toContainEqual({
      field: 'sizes',
      before: null,
      after: '5mg (5mg): $120.50, SKU TA1-5MG',
    })
    // A second one by that name is told its address is taken.
    const again = await agent.post('/api/admin/products', NEW_PEPTIDE)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.fields.id).toBe(P.idTaken)
  })

  it('saves each field with its before and after, and refuses a save made on an older version', async () => {
    const { product: read } = await product('tb-500')
    const saved = await agent.post('/api/admin/products/tb-500', pricedAt(read, '99.00'))
    expect(saved.statusCode).toBe(200)
    expect(saved.json().product).toMatchObject({
      sizes: [expect.objectContaining({ priceCents: 9900 })],
      version: read.version + 1,
    })

    // The second operator read the same version: told, and nothing of theirs is kept.
    const late = await second.post('/api/admin/products/tb-500', {
      ...fieldsOf(read),
      name: 'TB-500 (late)',
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toBe(P.version)
    const { product: now, history } = await product('tb-500')
    expect(now.name).toBe('TB-500')
    expect(now.sizes[0]!.priceCents).toBe(9900)
    expect(history[0]).toMatchObject({
      kind: 'saved',
      operator: 'owner@example.com',
      fields: [
        {
          field: 'sizes',
          before: '5mg (5mg): $94.99, SKU TB-500-5MG',
          after: '5mg (5mg): $99.00, SKU TB-500-5MG',
        },
      ],
    })
  })

  it('refuses bad input with each field’s message, and stores nothing', async () => {
    const { product: read } = await product('cjc-1295')
    const priced = (price: string) => ({ sizes: pricedAt(read, price).sizes })
    const cases: [Record<string, unknown>, string, string][] = [
      [priced('94.999'), 'sizes.0.price', P.price],
      [priced('0'), 'sizes.0.price', P.price],
      [priced('-5'), 'sizes.0.price', P.price],
      [priced('1e3'), 'sizes.0.price', P.price],
      [{ name: '' }, 'name', P.name],
      [{ name: 'CJC\u202e1295' }, 'name', TEXT_MESSAGES.oneLine({ name: 'name', max: 80 })],
      [{ cas: '137525-51-1' }, 'cas', P.cas],
      [{ molecularWeight: 'heavy' }, 'molecularWeight', P.molecularWeight],
      [{ molecularFormula: 'c4h8' }, 'molecularFormula', P.molecularFormulaForm],
      [{ category: 'Snacks' }, 'category', P.category],
      [{ id: 'Bad Address' }, 'id', P.id],
      [{ id: 'new' }, 'id', P.idReserved],
      [
        { description: 'x'.repeat(2001) },
        'description',
        TEXT_MESSAGES.tooLong({ name: 'description', max: 2000 }),
      ],
    ]
    for (const [change, field, message] of cases) {
      const res = await agent.post('/api/admin/products/cjc-1295', { ...fieldsOf(read), ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(422)
      expect(res.json().error.fields[field], JSON.stringify(change)).toBe(message)
    }
    // A card number in any field is refused before it is read.
    const card = await agent.post('/api/admin/products/cjc-1295', {
      ...fieldsOf(read),
      description: 'Pay with 4111 1111 1111 1111',
    })
    expect(card.statusCode).toBe(422)
    expect((await product('cjc-1295')).product.version).toBe(read.version)
  })

  it('renames a product until an order names it, and the old address leads to the new', async () => {
    const { product: read } = await product('thymosin-alpha-1')
    const renamed = await agent.post('/api/admin/products/thymosin-alpha-1', {
      ...fieldsOf(read),
      id: 'ta-1',
    })
    expect(renamed.statusCode).toBe(200)
    expect(d.app.catalogue.redirect('thymosin-alpha-1')).toBe('ta-1')
    expect((await product('ta-1')).history.map((h) => h.kind)).toEqual(['saved', 'created'])

    const placed = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines: [{ productId: 'ta-1', quantity: 1 }] }),
    })
    expect(placed.statusCode).toBe(201)
    const { product: ordered, ordered: fixed } = await product('ta-1')
    expect(fixed).toBe(true)
    const refused = await agent.post('/api/admin/products/ta-1', {
      ...fieldsOf(ordered),
      id: 'ta-2',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.fields.id).toBe(P.idFixed)
  })
})

describe('pictures', () => {
  const upload = (id: string, version: number, body: Buffer, type = 'image/png') =>
    d.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/picture?version=${version}`,
      payload: body,
      headers: {
        cookie: agent.cookie,
        origin: ORIGIN,
        'x-csrf-token': agent.csrf,
        'content-type': type,
      },
    })

  it('makes the pages’ sizes from an upload and serves them by their content', async () => {
    const { product: read } = await product('aod-9604')
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer()
    // The bytes decide what it is, not the type the browser named.
    const res = await upload('aod-9604', read.version, png, 'application/octet-stream')
    expect(res.statusCode).toBe(200)
    const made = res.json().product as ConsoleProduct
    expect(made.image).not.toBe(read.image)
    expect(made.picture!.avif).toMatch(/\/media\/[0-9a-f]{20}\.avif 800w$/)
    const served = await d.app.inject({ url: made.image })
    expect(served.statusCode).toBe(200)
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480)
    expect((await product('aod-9604')).history[0]).toMatchObject({ kind: 'picture' })
  })

  it('refuses what is not a picture it takes, and keeps nothing of it', async () => {
    const { product: read } = await product('pt-141')
    const before = await d.t.database.db.$count(catalogueMedia)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const cases: [Buffer, string][] = [
      [svg, 'SVG pictures are not accepted: upload a JPEG, PNG, WebP or AVIF picture.'],
      [Buffer.from('just text'), 'Upload a JPEG, PNG, WebP or AVIF picture.'],
      [
        await sharp({ create: { width: 100, height: 100, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        'The picture must be at least 320 pixels wide and high.',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await upload('pt-141', read.version, body)
      expect(res.statusCode).toBe(422)
      expect(res.json().error.message).toBe(message)
    }
    const tooLarge = await upload('pt-141', read.version, Buffer.alloc(10 * 1024 * 1024 + 2))
    expect(tooLarge.statusCode).toBe(413)
    expect(await d.t.database.db.$count(catalogueMedia)).toBe(before)
    expect((await product('pt-141')).product.version).toBe(read.version)
  })
})

describe('orders priced from the catalogue as it is now', () => {
  it('charges the price the console set, and refuses totals the buyer did not see', async () => {
    const { product: read } = await product('ipamorelin')
    await agent.post('/api/admin/products/ipamorelin', pricedAt(read, '90.00'))
    const lines = [{ productId: 'ipamorelin', quantity: 2 }]
    const ordersBefore = await d.t.database.db.$count(orders)

    const stale = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines, seenTotalCents: orderTotals(2 * 8499).totalCents }),
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toMatchObject({
      message: ORDER_REQUEST_MESSAGES.pricesChanged,
      totals: orderTotals(2 * 9000),
      products: [expect.objectContaining({ id: 'ipamorelin', priceCents: 9000 })],
    })
    expect(await d.t.database.db.$count(orders)).toBe(ordersBefore)

    const seen = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines, seenTotalCents: orderTotals(2 * 9000).totalCents }),
    })
    expect(seen.statusCode).toBe(201)
    expect(seen.json().order.lines[0]).toMatchObject({ unitPriceCents: 9000, name: 'Ipamorelin' })
  })

  it('answers a retry of an order already placed as placed, whatever changed since', async () => {
    const body = orderBody({
      lines: [{ productId: 'cjc-1295', quantity: 1 }],
      seenTotalCents: orderTotals(8999).totalCents,
    })
    const first = await d.app.inject({ method: 'POST', url: '/api/orders', payload: body })
    expect(first.statusCode).toBe(201)
    // Its answer was lost; meanwhile the price moved and the product was withdrawn.
    const { product: read } = await product('cjc-1295')
    await agent.post('/api/admin/products/cjc-1295', pricedAt(read, '95.00'))
    const again = await d.app.inject({ method: 'POST', url: '/api/orders', payload: body })
    expect(again.statusCode).toBe(200)
    expect(again.json().order.number).toBe(first.json().order.number)
    const { product: priced } = await product('cjc-1295')
    await agent.post('/api/admin/products/cjc-1295', { ...fieldsOf(priced), onSale: false })
    const late = await d.app.inject({ method: 'POST', url: '/api/orders', payload: body })
    expect(late.statusCode).toBe(200)
    expect(late.json().order.number).toBe(first.json().order.number)
    const { product: withdrawn } = await product('cjc-1295')
    await agent.post('/api/admin/products/cjc-1295', {
      ...pricedAt(withdrawn, '89.99'),
      onSale: true,
    })
  })

  it('keeps what an order was charged when the catalogue changes later', async () => {
    const placed = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines: [{ productId: 'sermorelin', quantity: 1 }] }),
    })
    const number = placed.json().order.number as string
    const { product: read } = await product('sermorelin')
    await agent.post('/api/admin/products/sermorelin', {
      ...pricedAt(read, '75.00'),
      name: 'Sermorelin acetate',
    })
    const order = await agent.get(`/api/admin/orders/${number}`)
    expect(order.json().order.lines[0]).toMatchObject({ name: 'Sermorelin', unitPriceCents: 7999 })
  })

  it('refuses a withdrawn product and an unknown one by name, and stores nothing', async () => {
    const { product: read } = await product('bpc-157')
    await agent.post('/api/admin/products/bpc-157', { ...fieldsOf(read), onSale: false })
    const before = await d.t.database.db.$count(orders)
    const withdrawn = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(),
    })
    expect(withdrawn.statusCode).toBe(422)
    expect(withdrawn.json().error.fields['lines.0.productId']).toBe(
      ORDER_REQUEST_MESSAGES.withdrawn('BPC-157'),
    )
    const unknown = await d.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody({ lines: [{ productId: 'no-such-peptide', quantity: 1 }] }),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().error.fields['lines.0.productId']).toBe(
      ORDER_REQUEST_MESSAGES.unknownProduct,
    )
    expect(await d.t.database.db.$count(orders)).toBe(before)
    await agent.post('/api/admin/products/bpc-157', {
      ...fieldsOf((await product('bpc-157')).product),
      onSale: true,
    })
  })

  it('prices by a change made on another server over the same database', async () => {
    const twin = await d.twin()
    try {
      const { product: read } = await product('pt-141')
      // Saved through this server; the twin has not read the catalogue since.
      await agent.post('/api/admin/products/pt-141', pricedAt(read, '105.00'))
      const placed = await twin.inject({
        method: 'POST',
        url: '/api/orders',
        payload: orderBody({
          lines: [{ productId: 'pt-141', quantity: 1 }],
          seenTotalCents: orderTotals(10500).totalCents,
        }),
      })
      expect(placed.statusCode).toBe(201)
      expect(placed.json().order.lines[0].unitPriceCents).toBe(10500)
      // And its pages' catalogue follows within the second it reads the version.
      const { product: again } = await product('pt-141')
      await agent.post('/api/admin/products/pt-141', pricedAt(again, '106.00'))
      const started = Date.now()
      while (twin.catalogue.product('pt-141')?.priceCents !== 10600) {
        expect(Date.now() - started).toBeLessThan(2000)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      await twin.close()
    }
  })
})
