import { describe, expect, it } from 'vitest'
import { amountCentsFrom, orderActionSchemas } from '../orders/order-actions'
import { centsFromTyped, MONEY_COMMA_MESSAGE, moneyMessage, readMoney } from './money-input'
import { priceCentsFrom } from '../catalogue/product-schema'

describe('money as a person types it', () => {
  it.each([
    ['12.50', 1250],
    ['$12.5', 1250],
    ['$ 7', 700],
    ['1,200', 120_000],
    ['1,200.50', 120_050],
    ['12,345,678.09', 1_234_567_809],
    ['0.01', 1],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(centsFromTyped(typed, 10_000_000_000)).toBe(cents)
  })

  it.each(['5,00', '12,50', '1,2345', '1,20', ',500', '1,,000', '12,5', '1,200,00'])(
    'refuses the ambiguous comma of %j with its own message',
    (typed) => {
      expect(readMoney(typed, 10_000_000)).toEqual({ ok: false, comma: true })
      expect(moneyMessage(typed, 10_000_000, 'field')).toBe(MONEY_COMMA_MESSAGE)
    },
  )

  it.each(['', '12.505', '-5', '1e3', '0x10', '12.', '.5', '$', 'Infinity', '9'.repeat(30)])(
    'refuses %j with the field’s message',
    (typed) => {
      expect(centsFromTyped(typed, 10_000_000)).toBeNull()
      expect(moneyMessage(typed, 10_000_000, 'field')).toBe('field')
    },
  )

  it('holds each field to its bounds', () => {
    expect(centsFromTyped('0', 100)).toBeNull()
    expect(centsFromTyped('0', 100, 0)).toBe(0)
    expect(centsFromTyped('1.01', 100)).toBeNull()
  })

  it('is the one reading of a catalogue price and of a refund', () => {
    expect(priceCentsFrom('5,00')).toBeNull()
    expect(priceCentsFrom('1,299.00')).toBe(129_900)
    expect(amountCentsFrom('5,00')).toBeNull()
    expect(amountCentsFrom('$1,200')).toBe(120_000)
    const refund = orderActionSchemas.refund_part.safeParse({
      version: 1,
      amount: '5,00',
      reason: 'Damaged vial',
      reference: 'WIRE 77',
    })
    expect(refund.success).toBe(false)
    expect(refund.error?.issues[0]?.message).toBe(MONEY_COMMA_MESSAGE)
  })
})
