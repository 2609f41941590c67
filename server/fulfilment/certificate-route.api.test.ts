// @vitest-environment node
// "View COA": the newest lot's certificate where the product has a lot, else the prerendered
// page that says no lot's certificate is published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerLot } from './lots'
import { deskApp, type DeskApp } from '../test/desk-app'

const NONE = '<!doctype html><title>Certificate of Analysis</title><p>No certificate yet</p>'
let d: DeskApp

const lot = (lotNumber: string, testDate: string) => ({
  productId: 'bpc-157',
  lotNumber,
  testDate,
  measuredPurity: 99.42,
  identityMethod: 'ESI-MS',
  identityResult: 'Mass matches the sequence',
  purityMethod: 'HPLC, 220 nm',
  purityResult: '99.42% main peak',
  analyst: 'J. Chen',
  appearanceResult: 'White lyophilised powder',
  releasedBy: 'R. Patel',
  releaseDate: '2026-10-05',
  quantityOnHand: 10,
  sizeKey: '5mg',
})

beforeAll(async () => {
  d = await deskApp(
    {},
    {
      'products/bpc-157/certificate/index.html': NONE,
      'products/tb-500/certificate/index.html': NONE,
      '404.html': '<title>Page Not Found</title>',
    },
  )
  await registerLot(d.context.db, lot('24A017', '2026-10-02'))
  await registerLot(d.context.db, lot('26B001', '2026-11-03'))
  await registerLot(d.context.db, lot('25C300', '2025-12-24'))
}, 120_000)

afterAll(async () => {
  await d?.close()
})

describe('View COA', () => {
  it.each(['/products/bpc-157/certificate', '/products/bpc-157/certificate/'])(
    '%s leads to the newest lot’s certificate',
    async (url) => {
      const res = await d.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/products/bpc-157/lots/26B001')
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it('answers the page saying none is published for a product without lots', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/products/tb-500/certificate' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(NONE)
  })

  it('answers 404 for an unknown product', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/products/nope/certificate' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Page Not Found')
  })
})
