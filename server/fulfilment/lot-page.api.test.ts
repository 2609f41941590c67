// @vitest-environment node
// A lot's certificate page: one shell for every lot, 200 for a registered lot, 404 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOT_PAGE_FILE } from '../../config/routes.js'
import { registerLot } from './lots'
import { deskApp, type DeskApp } from '../test/desk-app'

const SHELL = '<!doctype html><title>Certificate of Analysis</title><div id="root"></div>'
let d: DeskApp

beforeAll(async () => {
  d = await deskApp({}, { [LOT_PAGE_FILE]: SHELL, '404.html': '<title>Page Not Found</title>' })
  for (const lotNumber of ['24A017', '24A.018']) {
    await registerLot(d.context.db, {
      productId: 'bpc-157',
      sizeKey: '5mg',
      lotNumber,
      testDate: '2026-10-02',
      measuredPurity: 99.42,
      identityMethod: 'ESI-MS',
      identityResult: 'Mass matches the sequence',
      purityMethod: 'HPLC, 220 nm',
      purityResult: '99.42% main peak',
      analyst: 'J. Chen',
      quantityOnHand: 100,
      appearanceResult: 'White lyophilised powder',
      releasedBy: 'R. Patel',
      releaseDate: '2026-10-05',
    })
  }
}, 120_000)

afterAll(async () => {
  await d?.close()
})

describe('lot certificate pages', () => {
  it.each([
    '/products/bpc-157/lots/24A017',
    '/products/bpc-157/lots/24A017/',
    '/products/bpc-157/lots/24A.018',
  ])('%s answers the shell, revalidated like every page', async (url) => {
    const res = await d.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.body).toBe(SHELL)
  })

  it.each([
    ['a lot the product does not have', '/products/bpc-157/lots/24A999'],
    ["another product's lot", '/products/tb-500/lots/24A017'],
    ['an unknown product', '/products/nope/lots/24A017'],
  ])('answers the shell with 404 for %s', async (_label, url) => {
    const res = await d.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe(SHELL)
  })

  it('answers HEAD too, and leaves deeper paths to the 404 page', async () => {
    const head = await d.app.inject({ method: 'HEAD', url: '/products/bpc-157/lots/24A017' })
    expect(head.statusCode).toBe(200)
    const deeper = await d.app.inject({ method: 'GET', url: '/products/bpc-157/lots/24A017/x' })
    expect(deeper.statusCode).toBe(404)
    expect(deeper.body).toContain('Page Not Found')
  })
})
