// @vitest-environment node
// The start-up warm-up walks the order path and leaves no trace of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderEvents, orderLines, orders, outbox } from '../schema'
import { testDatabase, type TestDatabase } from '../test/database'
import { LiveCatalogue } from '../catalogue'
import { placeOrder } from '../workflows'
import { warmOrderPath } from './warm-up'

let t: TestDatabase
beforeAll(async () => {
  t = await testDatabase()
}, 60_000)
afterAll(async () => {
  await t?.cleanup()
})

describe('the order path warm-up', () => {
  it('places and reads an order, then stores nothing of it, as often as it runs', async () => {
    const { db } = t.database
    const catalogue = await LiveCatalogue.open(db)
    const place: Parameters<typeof warmOrderPath>[1]['placeOrder'] = (tx, request) =>
      placeOrder(tx, request, { current: async () => catalogue })
    await warmOrderPath(db, { placeOrder: place })
    // Side by side, as on a pool's connections, and round after round.
    await warmOrderPath(db, { placeOrder: place, connections: 4, rounds: 2 })
    for (const table of [orders, orderLines, orderEvents, outbox]) {
      expect(await db.$count(table)).toBe(0)
    }
  })
})
