import { describe, expect, it } from 'vitest'
import { clearBottom, clearTop } from './toast-placement'

describe('clearTop', () => {
  it('keeps the toasts just below the header when nothing lies there', () => {
    expect(clearTop(128, 52, 836, [{ top: 685, bottom: 729 }])).toBe(128)
  })

  it('moves them past a control at the top to the first gap they fit in', () => {
    // A phone's product page: "All products", then the picture, then Add to Cart.
    const controls = [
      { top: 140, bottom: 166 },
      { top: 685, bottom: 729 },
    ]
    expect(clearTop(128, 52, 836, controls)).toBe(174)
  })

  it('skips a gap too narrow for them', () => {
    const fields = [
      { top: 120, bottom: 180 },
      { top: 200, bottom: 260 },
      { top: 400, bottom: 440 },
    ]
    expect(clearTop(100, 80, 836, fields)).toBe(268)
  })

  it('stays below the header when no gap on screen is free', () => {
    const controls = [
      { top: 100, bottom: 300 },
      { top: 310, bottom: 830 },
    ]
    expect(clearTop(100, 60, 836, controls)).toBe(100)
  })

  it('ends on the screen when it is taller than the room below the header', () => {
    expect(clearTop(100, 300, 360, [{ top: 120, bottom: 340 }])).toBe(60)
  })

  it('keeps its place while that stays free, rather than hopping as the page scrolls', () => {
    const scrolled = [
      { top: 90, bottom: 130 },
      { top: 420, bottom: 460 },
    ]
    expect(clearTop(100, 52, 836, scrolled, 300)).toBe(300)
    // Where a control comes under it, it finds a free place again.
    expect(clearTop(100, 52, 836, [{ top: 290, bottom: 330 }], 300)).toBe(100)
  })
})

describe('clearBottom', () => {
  it('puts the toasts at the foot of the screen when nothing lies there', () => {
    expect(clearBottom(128, 52, 836, [{ top: 150, bottom: 200 }])).toBe(784)
  })

  it('with the foot taken, goes just below the header before any gap mid-screen', () => {
    // A control near the foot, the space under the header free.
    const controls = [
      { top: 190, bottom: 220 },
      { top: 760, bottom: 804 },
    ]
    expect(clearBottom(128, 52, 836, controls)).toBe(128)
    // A product page at 390 px: the back link under the header, the picture, the buy box's
    // price and shipping lines (marked as an obstacle), Add to Cart and the document links to
    // the foot. The toast lies on the picture, not on the shipping lines (issue 24).
    const product = [
      { top: 128, bottom: 172 },
      { top: 420, bottom: 460 },
      { top: 480, bottom: 650, soft: true },
      { top: 670, bottom: 836 },
    ]
    expect(clearBottom(128, 54, 836, product)).toBe(180)
  })

  it('not over the title and what follows it: there, the lowest gap', () => {
    // An order page on a phone: the title, the status heading, View invoice, and the Items
    // heading at the foot. The space under the title is the status the buyer reads first.
    const order = [
      { top: 148, bottom: 220 },
      { top: 265, bottom: 293, soft: true },
      { top: 630, bottom: 674 },
      { top: 819, bottom: 847, soft: true },
    ]
    expect(clearBottom(84, 96, 836, order)).toBe(715)
  })

  it('skips a gap too narrow for them and never rises under the header', () => {
    const fields = [
      { top: 120, bottom: 180 },
      { top: 600, bottom: 660 },
      { top: 700, bottom: 836 },
    ]
    expect(clearBottom(100, 80, 836, fields)).toBe(188)
    expect(clearBottom(100, 80, 836, [{ top: 150, bottom: 836 }])).toBe(756)
  })

  it('keeps its place while that stays free', () => {
    expect(clearBottom(100, 52, 700, [{ top: 640, bottom: 690 }], 300)).toBe(300)
    expect(clearBottom(100, 52, 700, [{ top: 290, bottom: 330 }], 300)).toBe(648)
  })
})

describe('where no place is clear of everything', () => {
  // A phone's details form with every field in error: the title, the steps, then label, field,
  // label, field to the foot of the screen.
  const form = [
    { top: 112, bottom: 148 },
    { top: 164, bottom: 228, soft: true },
    { top: 252, bottom: 314 },
    { top: 386, bottom: 456 },
    { top: 502, bottom: 572 },
    { top: 618, bottom: 688 },
    { top: 734, bottom: 804 },
  ]
  it('lies over a heading or the steps before a field or control', () => {
    expect(clearBottom(84, 66, 836, form)).toBe(178)
    expect(clearTop(84, 66, 836, form)).toBe(156)
  })
})
