import { describe, expect, it } from 'vitest'
import { DATE_MESSAGES } from '../shared/calendar-date'
import { placedDaysOf } from './owner-home'
import {
  bucketStarts,
  comparedRange,
  grainStart,
  ownerSalesQuerySchema,
  salesRange,
  salesRangeProblem,
  SALES_RANGE_MESSAGES,
} from './sales-range'
import { addYears, dayIn } from '../shared/shop-days'

describe('the owner’s days', () => {
  it('puts a bucket’s orders on the days that make them that late', () => {
    // Terms 14, today 2026-03-31: 1-7 days late means due 03-24..03-30, placed 03-10..03-16.
    expect(placedDaysOf('late_1_7', '2026-03-31', 14)).toEqual({
      from: '2026-03-10',
      to: '2026-03-16',
    })
    expect(placedDaysOf('not_due', '2026-03-31', 14)).toEqual({ from: '2026-03-17', to: null })
    expect(placedDaysOf('late_over_30', '2026-03-31', 14)).toEqual({
      from: null,
      to: '2026-02-14',
    })
  })

  it('counts weeks from Monday and months from their first, the first point clipped', () => {
    expect(grainStart('2026-03-01', 'week')).toBe('2026-02-23')
    expect(bucketStarts({ from: '2025-12-15', to: '2026-02-02' }, 'month')).toEqual([
      '2025-12-15',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(bucketStarts({ from: '2026-03-02', to: '2026-03-04' }, 'day')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ])
  })

  it('sets a range beside the period before or the same dates a year before', () => {
    expect(comparedRange({ from: '2028-02-29', to: '2028-03-06' }, 'year')).toEqual({
      from: '2027-02-28',
      to: '2027-03-06',
    })
    expect(comparedRange({ from: '2026-03-01', to: '2026-03-07' }, 'period')).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    })
    expect(addYears('2026-01-31', 1)).toBe('2027-01-31')
    expect(salesRange({}, '2026-03-31')).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
      by: 'day',
    })
  })

  it('tells the day by the shop’s zone, not the server’s', () => {
    const at = new Date('2026-03-10T03:30:00Z')
    expect(dayIn('America/New_York', at)).toBe('2026-03-09')
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-03-10')
  })

  it('takes real dates only, in order, within what a chart can show', () => {
    const today = '2026-03-31'
    const ok = (q: Record<string, string>) => {
      const parsed = ownerSalesQuerySchema.safeParse(q)
      return parsed.success && salesRangeProblem(salesRange(parsed.data, today)) === null
    }
    expect(ok({ from: '2026-02-28', to: '2026-03-01' })).toBe(true)
    expect(ok({ from: '2026-02-29' })).toBe(false)
    expect(ok({ from: '2026-03-02', to: '2026-03-01' })).toBe(false)
    expect(ok({ from: '2025-01-01', to: '2026-01-01', by: 'day' })).toBe(true)
    expect(ok({ from: '2025-01-01', to: '2026-01-02', by: 'day' })).toBe(false)
    expect(ok({ from: '2016-01-01', to: '2026-01-01', by: 'month' })).toBe(true)
  })

  it('holds a range given by one end to the same length once its default is filled in', () => {
    const problem = (q: Record<string, string>) =>
      salesRangeProblem(salesRange(ownerSalesQuerySchema.parse(q), '2026-03-31'))
    expect(problem({ from: '2024-01-01' })).toBe(SALES_RANGE_MESSAGES.tooLong)
    expect(problem({ from: '2024-01-01', by: 'month' })).toBeNull()
    expect(problem({ to: '2026-03-31' })).toBeNull()
  })

  it.each(['9999-12-31', '0001-01-01', '0099-12-31', '1900-01-01', '1999-12-31'])(
    'refuses %s, a calendar day outside the window a request may name, saying so',
    (day) => {
      for (const query of [{ from: day }, { to: day }]) {
        const parsed = ownerSalesQuerySchema.safeParse(query)
        expect(parsed.success).toBe(false)
        expect(parsed.error?.issues[0]?.message).toBe(DATE_MESSAGES.window())
      }
    },
  )

  it.each(['+10000-01-01', '0000-02-30', '2026-02-29', '2026-13-01', '26-01-01'])(
    'refuses %s, no calendar day, asking for the format',
    (day) => {
      const parsed = ownerSalesQuerySchema.safeParse({ from: day })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues[0]?.message).toBe(DATE_MESSAGES.format)
    },
  )

  it('never loops past the longest chart, whatever range it is handed', () => {
    expect(() => bucketStarts({ from: '2000-01-01', to: '9999-12-31' }, 'day')).toThrow(RangeError)
    expect(bucketStarts({ from: '2000-01-01', to: '2009-12-31' }, 'month')).toHaveLength(120)
  })
})
