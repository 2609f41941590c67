import { createHmac, timingSafeEqual } from 'node:crypto'

// docs/DECISIONS.md, "Order numbers": a status link's secret is an HMAC of the order's id under the
// server key, so neither the database nor the outbox ever holds it; the sender recomputes it.
export function statusSecret(serverKey: string, orderId: string): string {
  return createHmac('sha256', serverKey).update(`order-status:${orderId}`).digest('base64url')
}

export function secretMatches(serverKey: string, orderId: string, given: string): boolean {
  const expected = Buffer.from(statusSecret(serverKey, orderId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export function statusLink(siteUrl: string, number: string, secret: string): string {
  return `${siteUrl}/orders/${number}#${secret}`
}
