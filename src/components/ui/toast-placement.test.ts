import { describe, expect, it } from 'vitest'
import { clearTop } from './toast-placement'

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
