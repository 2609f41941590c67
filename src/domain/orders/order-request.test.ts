import { describe, expect, it } from 'vitest'
import { ORDER_REQUEST_MESSAGES as M } from './order-request'
import { messageRequestSchema, orderRequestSchema } from './order-request-schemas'
import { canApply, statusAfter, type OrderStatus } from './order-status'
import { priceLines } from './totals'

function validOrder() {
  return {
    idempotencyKey: 'b6f1c2d0-3a4e-4f5a-9b7c-1d2e3f4a5b6c',
    lines: [{ productId: 'bpc-157', quantity: 2 }],
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555-010-0100',
      ageVerified: true,
      refundPolicyAccepted: true,
      researchUse: true,
    },
    shipping: {
      address: '1 Main St',
      address2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    paymentMethod: 'bank_transfer',
  }
}

function issues(body: unknown): string[] {
  const result = orderRequestSchema.safeParse(body)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('orderRequestSchema', () => {
  it('accepts a valid order and stores the country as its code', () => {
    const parsed = orderRequestSchema.parse({
      ...validOrder(),
      shipping: { ...validOrder().shipping, country: 'United States' },
    })
    expect(parsed.shipping.country).toBe('US')
  })

  it('drops amounts the browser adds', () => {
    const body = validOrder() as Record<string, unknown>
    body.totalCents = 1
    ;(body.lines as Record<string, unknown>[])[0]!.unitPriceCents = 1
    const parsed = orderRequestSchema.parse(body)
    expect(parsed).not.toHaveProperty('totalCents')
    expect(parsed.lines[0]).toEqual({ productId: 'bpc-157', quantity: 2 })
  })

  it.each([
    // Whether the catalogue has it is the desk's question (server/workflows/place-order.ts).
    [{ lines: [{ productId: 'Not an address!', quantity: 1 }] }, M.unknownProduct],
    [{ lines: [{ productId: 'bpc-157', quantity: 0 }] }, M.quantity],
    [{ lines: [{ productId: 'bpc-157', quantity: 100 }] }, M.quantity],
    [{ lines: [{ productId: 'bpc-157', quantity: 1.5 }] }, M.quantity],
    [{ lines: [] }, M.lines],
    [
      {
        lines: [
          { productId: 'bpc-157', quantity: 1 },
          { productId: 'bpc-157', quantity: 1 },
        ],
      },
      M.duplicateProduct,
    ],
    [
      { lines: Array.from({ length: 21 }, () => ({ productId: 'bpc-157', quantity: 1 })) },
      M.tooManyLines,
    ],
    [{ shipping: { ...validOrder().shipping, country: 'GB' } }, M.country],
    [{ paymentMethod: 'card' }, M.paymentMethod],
    [{ idempotencyKey: 'short' }, M.idempotencyKey],
    [
      { customer: { ...validOrder().customer, ageVerified: false } },
      'You must confirm that you are 21 years of age or older to proceed.',
    ],
    // docs/DECISIONS.md, "Accountability": the desk takes no order without the tick.
    [
      { customer: { ...validOrder().customer, researchUse: false } },
      'Please confirm the materials are for laboratory research use only.',
    ],
    [
      { customer: { ...validOrder().customer, researchUse: undefined } },
      'Please confirm the materials are for laboratory research use only.',
    ],
  ])('refuses %j', (change, message) => {
    expect(issues({ ...validOrder(), ...change })).toContain(message)
  })
})

describe('messageRequestSchema', () => {
  it('needs the research-use confirmation', () => {
    const message = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Other',
      message: 'Hello',
      website: '',
    }
    expect(messageRequestSchema.safeParse(message).success).toBe(false)
    expect(messageRequestSchema.safeParse({ ...message, researchUseOnly: true }).success).toBe(true)
  })
})

describe('priceLines and statuses', () => {
  it('prices from the catalogue with tax and shipping', () => {
    const { lines, totals } = priceLines([{ productId: 'bpc-157', quantity: 2 }])
    expect(lines[0]).toMatchObject({ unitPriceCents: 8999, lineTotalCents: 17998 })
    expect(totals).toEqual({
      subtotalCents: 17998,
      shippingCents: 999,
      taxCents: 1260,
      totalCents: 20257,
    })
  })

  const at = (status: OrderStatus, shipped = false, delivered = false) => ({
    status,
    shipped,
    delivered,
  })

  it('allows cancel only before payment and refund only after', () => {
    expect(canApply('cancel', at('awaiting_payment'))).toBe(true)
    expect(canApply('cancel', at('paid'))).toBe(false)
    expect(canApply('refund', at('awaiting_payment'))).toBe(false)
    expect(canApply('refund_part', at('awaiting_payment'))).toBe(false)
    expect(canApply('refund', at('delivered', true, true))).toBe(true)
    expect(canApply('refund_part', at('shipped', true))).toBe(true)
    expect(canApply('ship', at('awaiting_payment'))).toBe(false)
  })

  it('lets a partly refunded order go on where it was, and read so until refunded in full', () => {
    expect(canApply('ship', at('partly_refunded'))).toBe(true)
    expect(canApply('mark_delivered', at('partly_refunded'))).toBe(false)
    expect(canApply('ship', at('partly_refunded', true))).toBe(false)
    expect(canApply('mark_delivered', at('partly_refunded', true))).toBe(true)
    expect(canApply('mark_delivered', at('partly_refunded', true, true))).toBe(false)
    expect(canApply('refund_part', at('partly_refunded', true, true))).toBe(true)
    expect(canApply('cancel', at('partly_refunded'))).toBe(false)
    expect(statusAfter('ship', 'partly_refunded')).toBe('partly_refunded')
    expect(statusAfter('ship', 'paid')).toBe('shipped')
    expect(statusAfter('refund', 'partly_refunded')).toBe('refunded')
  })
})
