// The toasts' placement as the rule it is, for any page: wherever a place on screen keeps clear of
// every control, the stack goes to a place over none; it never leaves the room between the header and the
// screen's foot when it fits there; it keeps its place while that stays free. (The examples in
// toast-placement.test.ts are the pages that made the rule.)
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clearBottom, clearTop, type Band } from './toast-placement'

const overlaps = (top: number, height: number, band: Band) =>
  band.bottom > top && band.top < top + height

/** A page: the header's edge, the screen's foot, the stack's height, the controls on screen. */
const page = fc
  .record({
    from: fc.integer({ min: 0, max: 200 }),
    room: fc.integer({ min: 100, max: 900 }),
    height: fc.integer({ min: 20, max: 200 }),
    bands: fc.array(
      fc.record({
        top: fc.integer({ min: 0, max: 1100 }),
        size: fc.integer({ min: 1, max: 300 }),
        soft: fc.boolean(),
      }),
      { maxLength: 12 },
    ),
  })
  .map(({ from, room, height, bands }) => ({
    from,
    limit: from + room,
    height,
    obstacles: bands.map(({ top, size, soft }) => ({ top, bottom: top + size, soft })),
  }))

/** Room the placement keeps between the toasts and a control (CONTROL_GAP_PX). */
const GAP = 8

/**
 * Whether some top between `from` and `limit` keeps `GAP` clear of every one of `bands` (every
 * pixel tried).
 */
function someFreePlace(from: number, limit: number, height: number, bands: Band[]): boolean {
  const kept = bands.map((band) => ({ top: band.top - GAP, bottom: band.bottom + GAP }))
  for (let top = from; top + height <= limit; top++)
    if (kept.every((band) => !overlaps(top, height, band))) return true
  return false
}

for (const [name, place] of [
  ['clearTop', clearTop],
  ['clearBottom', clearBottom],
] as const) {
  describe(`${name}, for any page`, () => {
    it('lies over no control where any place does, and within the room when it fits', () => {
      fc.assert(
        fc.property(page, ({ from, limit, height, obstacles }) => {
          const top = place(from, height, limit, obstacles)
          const hard = obstacles.filter((band) => !band.soft)
          if (height <= limit - from) {
            expect(top).toBeGreaterThanOrEqual(from)
            expect(top + height).toBeLessThanOrEqual(limit)
          }
          if (someFreePlace(from, limit, height, obstacles))
            expect(obstacles.filter((band) => overlaps(top, height, band))).toEqual([])
          else if (someFreePlace(from, limit, height, hard))
            expect(hard.filter((band) => overlaps(top, height, band))).toEqual([])
        }),
        { numRuns: 500 },
      )
    })

    it('keeps its place while that place lies over nothing', () => {
      fc.assert(
        fc.property(page, fc.nat(), ({ from, limit, height, obstacles }, offset) => {
          const room = limit - from - height
          fc.pre(room >= 0)
          const current = from + (offset % (room + 1))
          fc.pre(obstacles.every((band) => !overlaps(current, height, band)))
          expect(place(from, height, limit, obstacles, current)).toBe(current)
        }),
        { numRuns: 500 },
      )
    })
  })
}
