// @vitest-environment node
// The buyer's order pages: one shell for /orders and /orders/{number}, never cached or indexed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORDER_PAGE_FILE } from '../../config/routes.js'
import { deskApp, type DeskApp } from '../test/desk-app'

const SHELL = '<!doctype html><title>Your order</title><div id="root">Loading your order…</div>'
let d: DeskApp

beforeAll(async () => {
  d = await deskApp({}, { [ORDER_PAGE_FILE]: SHELL })
}, 120_000)

afterAll(async () => {
  await d?.close()
})

describe('order pages', () => {
  it.each(['/orders', '/orders/', '/orders/RRS-7KQ2M9XD', '/orders/anything-at-all'])(
    '%s answers the shell with no-store and noindex',
    async (url) => {
      const res = await d.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      expect(res.body).toBe(SHELL)
    },
  )

  it('answers HEAD too, and leaves deeper paths to the 404 page', async () => {
    expect((await d.app.inject({ method: 'HEAD', url: '/orders/RRS-7KQ2M9XD' })).statusCode).toBe(
      200,
    )
    expect((await d.app.inject({ method: 'GET', url: '/orders/a/b' })).statusCode).toBe(404)
  })
})
