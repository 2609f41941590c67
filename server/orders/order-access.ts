// The buyer's way into an order: its number and the status link's secret (sent in a header).
// A wrong secret and an unknown number cost the same work and get the same null.
import { ORDER_NUMBER } from '@/domain/orders/order-view'
import type { Db } from '../db/open'
import { orderKey } from './order-store'
import { secretMatches } from './status-secret'

const STAND_IN_ID = '00000000-0000-4000-8000-000000000000'

export async function orderIdForSecret(
  db: Db,
  serverKey: string,
  number: string,
  secret: unknown,
): Promise<string | null> {
  if (!ORDER_NUMBER.test(number) || typeof secret !== 'string') return null
  const key = await orderKey(db, number)
  const matches = secretMatches(serverKey, key?.id ?? STAND_IN_ID, secret)
  return key && matches ? key.id : null
}
