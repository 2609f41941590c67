import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containsCardNumber, GUARD_SKIPS, holdsCardNumber, luhnValid } from './card-guard'

const VISA = '4111111111111111'

describe('card-number guard', () => {
  it('reads plain ASCII text as it reads the same text through full normalising', () => {
    // A trailing letter that is not ASCII sends the text down the normalising path and cannot
    // join a digit run; the two readings must agree.
    const digitsAndSeparators = fc.string({
      unit: fc.constantFrom(...'0123456789 -/.4111', 'a', ' 4111 1111 1111 1111'),
      maxLength: 30,
    })
    fc.assert(
      fc.property(digitsAndSeparators, (text) => {
        expect(holdsCardNumber(text)).toBe(holdsCardNumber(`${text} é`))
      }),
      { numRuns: 2000 },
    )
  })

  it('knows the Luhn check', () => {
    expect(luhnValid(VISA)).toBe(true)
    expect(luhnValid('4111111111111112')).toBe(false)
  })

  it.each([
    VISA,
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    'my card is 5555555555554444 thanks',
    '4111 1111 1111 1111 12/26',
    '378282246310005',
    '3782-822463-10005',
  ])('finds a card number in %j', (text) => {
    expect(holdsCardNumber(text)).toBe(true)
  })

  // Each way around the first guard that was found, and its neighbours.
  it.each([
    ['dots', '4111.1111.1111.1111'],
    ['slashes', '4111/1111/1111/1111'],
    ['underscores', '4111_1111_1111_1111'],
    ['spaced slashes', '4111 / 1111 / 1111 / 1111'],
    ['spaced dashes', '4111 - 1111 - 1111 - 1111'],
    ['double spaces', '4111  1111  1111  1111'],
    ['many spaces', '4111          1111          1111          1111'],
    ['tabs', '4111\t1111\t1111\t1111'],
    ['newlines', '4111\n1111\n1111\n1111'],
    ['CR LF pairs', '4111\r\n\r\n1111\r\n\r\n1111\r\n\r\n1111'],
    ['no-break spaces', '4111\u00a01111\u00a01111\u00a01111'],
    ['narrow no-break spaces', '4111\u202f1111\u202f1111\u202f1111'],
    ['ideographic spaces', '4111\u30001111\u30001111\u30001111'],
    ['zero-width spaces', '4\u200b1\u200b1\u200b1\u200b1111\u200b1111\u200b1111'],
    [
      'runs of zero-width spaces',
      '4111\u200b\u200b\u200b\u200b\u200b1111\u200b\u200b\u200b\u200b\u200b1111 1111',
    ],
    ['word joiners and byte-order marks', '4111\u20601111\ufeff1111\u200d1111'],
    ['soft hyphens', '4111\u00ad1111\u00ad1111\u00ad1111'],
    ['combining marks', '4\u03321\u03321\u03321\u0332 - 1111 - 1111 - 1111'],
    ['full-width digits', '４１１１ １１１１ １１１１ １１１１'],
    ['full-width digits run together', '５５５５５５５５５５５５４４４４'],
    ['Arabic-Indic digits', '٤١١١١١١١١١١١١١١١'],
    ['Devanagari digits', '४१११ ११११ ११११ ११११'],
    ['mathematical digits', '𝟒𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏𝟏'],
    ['circled digits', '④①①①①①①①①①①①①①①①'],
    ['a card inside a sentence', 'Card: 5555.5555.5555.4444, exp 12/26, thanks'],
    ['single letters between groups', '4111a1111b1111c1111'],
    ['a letter between each digit', '4x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1'],
    ['a spaced letter between groups', '4111 x 1111 x 1111 x 1111'],
    ['four-character separators', '4111 -- 1111 -- 1111 -- 1111'],
    ['eight-character separators', '4111 ------ 1111 ------ 1111 ------ 1111'],
    ['runs of dots', '4111....1111....1111....1111'],
  ])('finds a card number written with %s', (_how, text) => {
    expect(holdsCardNumber(text)).toBe(true)
  })

  // What buyers and operators write every day must go through.
  it.each([
    ['a phone with an extension', '(555) 010-0100 ext. 1234'],
    ['a phone with a short extension', '+1 555-010-0100 x 42'],
    ['a dotted phone with an extension', '555.010.0100 ext 7'],
    ['an order number', 'RRS-7KQ2M9XD'],
    ['an order reference in a sentence', 'About order RRS-7KQ2M9XD placed 2026-03-14'],
    ['a lot number', 'BPC-2601'],
    ['a long lot number', 'LOT 2026-0314-07'],
    ['a purchase order number', 'PO 4500012345'],
    ['a dashed purchase order number', 'PO-2026-000123'],
    ['an ISO date', '2026-03-14'],
    ['a US date', '03/14/2026'],
    ['a date and time', '14.03.2026 10:45'],
    ['a UPS tracking number', '1Z999AA10123456784'],
    ['a street address', '123 Main St Apt 4'],
    ['quantities', '2 x BPC-157 10 mg, 1 x TB-500 5 mg'],
    ['a number failing the Luhn check', '4111111111111112'],
    ['twelve digits', '411111111111'],
    ['a long plain digit string', '12345678901234567890123'],
    ['a card number in a longer plain digit string', '41111111111111110000'],
  ])('lets %s through: %j', (_what, text) => {
    expect(holdsCardNumber(text)).toBe(false)
  })

  it.each([
    ['first and last name', { firstName: 'Ada 4111 1111', lastName: '1111 1111 Lovelace' }],
    ['the two address lines', { address: 'Main St 4111 1111', address2: '1111 1111 rear' }],
    ['organization and PO number', { organization: 'Lab 4111-1111', poNumber: '1111-1111' }],
  ])('finds a card number split across %s', (_fields, value) => {
    expect(containsCardNumber({ customer: value })).toBe(true)
    for (const half of Object.values(value)) expect(holdsCardNumber(half)).toBe(false)
  })

  it('searches nested values and keys', () => {
    expect(containsCardNumber({ a: [{ b: `x ${VISA}` }] })).toBe(true)
    expect(containsCardNumber({ [VISA]: 1 })).toBe(true)
    expect(containsCardNumber({ n: 4111111111111111 })).toBe(true)
    expect(containsCardNumber({ reason: '4111.1111.1111.1111' })).toBe(true)
  })

  it('skips only the named keys, only when they hold text', () => {
    expect(GUARD_SKIPS).toEqual(['password', 'trackingNumber', 'lotNumber'])
    expect(containsCardNumber({ trackingNumber: VISA })).toBe(false)
    // A maker's lot number of a date and a sequence: 13 digits that pass Luhn.
    expect(holdsCardNumber('TB-R1764712345677')).toBe(true)
    expect(containsCardNumber({ lotNumber: 'TB-R1764712345677' })).toBe(false)
    expect(containsCardNumber({ lotNumber: 'TB-R1', analyst: VISA })).toBe(true)
    // A lot's UUID whose first three groups read as a Luhn-valid 16-digit number: shipping with
    // it must not be refused as a card.
    const lotId = '10063352-2024-4000-8000-000000000000'
    expect(holdsCardNumber(lotId)).toBe(true)
    expect(containsCardNumber({ version: 2, lots: [{ position: 0, lotId }] })).toBe(false)
    // A quote's request id is the desk's own UUID too.
    expect(containsCardNumber({ requestId: lotId, lines: [] })).toBe(false)
    expect(containsCardNumber({ password: VISA })).toBe(false)
    expect(containsCardNumber({ key: VISA }, ['key'])).toBe(false)
    // A machine's id is passed only in its own form: anything else under its key is read.
    expect(containsCardNumber({ idempotencyKey: VISA })).toBe(false)
    expect(containsCardNumber({ idempotencyKey: `${VISA} x` })).toBe(true)
    expect(containsCardNumber({ lotId: VISA })).toBe(true)
    expect(containsCardNumber({ operatorId: lotId })).toBe(false)
    // A key of Object's own is no machine's id.
    expect(containsCardNumber({ constructor: '', toString: VISA })).toBe(true)
    expect(containsCardNumber(JSON.parse('{"__proto__": "x", "hasOwnProperty": "y"}'))).toBe(false)
    expect(containsCardNumber({ trackingNumber: { n: VISA } })).toBe(true)
    expect(containsCardNumber({ password: [VISA] })).toBe(true)
    // A person's fields are read whatever a machine's beside them hold.
    expect(containsCardNumber({ idempotencyKey: lotId, poNumber: VISA })).toBe(true)
  })

  it('reads values nested far deeper than any call stack', () => {
    let deep: unknown = `card ${VISA}`
    for (let i = 0; i < 200_000; i++) deep = { a: [deep] }
    expect(containsCardNumber(deep)).toBe(true)
  })
})

describe('keys a machine made', () => {
  it('refuses none of 1,000 random UUID idempotency keys in a whole order', () => {
    const refused: string[] = []
    for (let i = 0; i < 1000; i++) {
      // The first a UUID whose digit groups pass the Luhn check, as one random UUID in 400 does.
      const idempotencyKey = i === 0 ? '10063352-2024-4000-8000-000000000000' : crypto.randomUUID()
      const body = {
        idempotencyKey,
        customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        lines: [{ productId: 'bpc-157', size: '5mg', quantity: 1 }],
      }
      if (containsCardNumber(body)) refused.push(idempotencyKey)
    }
    expect(refused).toEqual([])
  })
})
