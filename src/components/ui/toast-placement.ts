import { useLayoutEffect, type RefObject } from 'react'

/** The custom properties `.toaster` takes its top (from 768 px) or bottom (below) from (index.css). */
const TOP_VAR = '--toast-offset-top'
const BOTTOM_VAR = '--toast-offset-bottom'
/** Below this width the stack sits at the foot of the screen (index.css). */
const PHONE = '(width<768px)'
/** Bars fixed to the foot of a phone's screen: the stack sits above them. */
const FOOT_BARS = '.place-order-bar'
/** Room between the header's lower edge and the first toast. */
const HEADER_GAP_PX = 12
/** Room kept between the toasts and a control they are moved past. */
const CONTROL_GAP_PX = 8
/**
 * What a toast must never lie over: every control, a field's label (a field is its label as
 * much as its box), the page's title (a new order's number is in it), the headings under it (an
 * order's status, its shipping address) and what is marked `.toast-obstacle` (checkout's step
 * indicator): what the visitor reads next.
 */
const CONTROLS =
  'a[href],button,input,select,textarea,summary,label,h1,h2,.toast-obstacle,[role=button],[role=link],[tabindex]:not([tabindex="-1"])'
/**
 * Of those, what is read rather than used: kept clear where the screen has room, given up before
 * a field or control where it has not (a phone's details form with every field in error).
 */
const READ = 'h2,.toast-obstacle'

export interface Band {
  top: number
  bottom: number
  /** Something read, not used (a heading): kept clear only where a place clear of it is. */
  soft?: boolean
}

/** Whether a stack `height` tall at `top` lies between `from` and `limit` and over none of `bands`. */
const fitter = (from: number, height: number, limit: number) => (top: number, bands: Band[]) =>
  top >= from &&
  top + height <= limit &&
  bands.every((o) => o.bottom <= top || o.top >= top + height)

/** The first of `candidates` clear of every obstacle, else the first clear of the hard ones. */
function firstFree(
  candidates: number[],
  obstacles: Band[],
  fits: (top: number, obstacles: Band[]) => boolean,
): number | undefined {
  const hard = obstacles.filter((o) => !o.soft)
  return candidates.find((top) => fits(top, obstacles)) ?? candidates.find((top) => fits(top, hard))
}

/**
 * The top for a stack of toasts `height` tall: where it lies now (`current`) while that is still
 * free, so it does not hop from gap to gap as the page scrolls under it; else just below the
 * header (`from`) when nothing is there, else the first place further down where the stack lies
 * over none of `obstacles` (the controls in its columns) and still ends above `limit`, or, where
 * none is, over none but the soft ones (headings). Where no such place is, `from`, raised as far
 * as it must be for the stack to end on the screen.
 */
export function clearTop(
  from: number,
  height: number,
  limit: number,
  obstacles: Band[],
  current?: number,
): number {
  const fits = fitter(from, height, limit)
  if (current !== undefined && fits(current, obstacles)) return current
  const candidates = [from, ...obstacles.map((o) => o.bottom + CONTROL_GAP_PX)].sort(
    (a, b) => a - b,
  )
  const free = firstFree(candidates, obstacles, fits)
  return Math.round(free ?? Math.max(0, Math.min(from, limit - height)))
}

/**
 * The top for a stack `height` tall on a phone, where it sits at the foot of the screen: where it
 * lies now (`current`) while that is still free; else ending at `limit` (the screen's foot, or
 * the top of a bar fixed there) when nothing is there; else, as `clearTop` would, the first place
 * from just below the header (`from`) down, above the first soft obstacle (a heading under the
 * title, or a block marked to be read),
 * where it lies over none of `obstacles`; else the lowest place further up where it lies over
 * none of them, or, where none is, over none but the soft ones (headings). Where no such place is, at the
 * foot, as high as it must be to start on the screen.
 */
export function clearBottom(
  from: number,
  height: number,
  limit: number,
  obstacles: Band[],
  current?: number,
): number {
  const fits = fitter(from, height, limit)
  if (current !== undefined && fits(current, obstacles)) return current
  const foot = limit - height
  // The foot taken (Add to Cart and the document links on a product page): the place just below
  // the header, above the first soft obstacle on screen (a product's picture), before
  // any gap mid-screen, which is where the reading text is (the buy box's shipping lines, issue
  // 24). Where the title comes first (an order's page), no such place is.
  const reading =
    Math.min(...obstacles.map((o) => (o.soft ? o.top : limit)), limit) - CONTROL_GAP_PX
  const down = [from, ...obstacles.map((o) => o.bottom + CONTROL_GAP_PX)]
    .filter((top) => top + height <= reading)
    .sort((a, b) => a - b)
  const up = obstacles.map((o) => o.top - CONTROL_GAP_PX - height).sort((a, b) => b - a)
  const free = firstFree([foot, ...down, ...up], obstacles, fits)
  return Math.round(free ?? Math.max(0, foot))
}

/**
 * Where `element` lies on screen; for a heading, where its text lies: a block heading's box spans
 * its whole column (1120 px on an order page at 1280), while the band right of a short title
 * ("Checkout", "Order RRS-…") is empty and the toast's place (issue 24: toasts dropped below the
 * title onto the shipping address and the order summary).
 */
function textBox(element: Element): DOMRect {
  const range = document.createRange()
  range.selectNodeContents(element)
  // (A DOM without layout, as in unit tests, has no Range boxes.)
  return (
    (element.matches('h1,h2') && range.getBoundingClientRect?.()) || element.getBoundingClientRect()
  )
}

/**
 * Toasts sit just below the header at the right from 768 px, where they never hide the brand or
 * the cart count, and at the foot of the screen on a phone (above a bar fixed there, such as
 * checkout's Place Order), where the page below the header (the title, an order's status, the
 * checkout's steps) is what the visitor reads next. While toasts show, their place follows the
 * header's edge (it lies lower at the top of a page, with a notice or country warning, than once
 * scrolled) and moves past any control, label or heading that lies there, so no toast covers a
 * field or the control the visitor needs next (issue 24: "Added" hid the SDS link on a phone; a
 * toast lay on an order's status heading and on checkout's "Step 1 of 4").
 */
export function useToastPlacement(
  region: RefObject<HTMLElement | null>,
  toasts: readonly unknown[],
): void {
  useLayoutEffect(() => {
    const element = region.current
    if (toasts.length === 0 || !element) return
    const header = document.getElementById('site-header')
    let frame = 0
    let current: number | undefined
    let wasPhone: boolean | undefined
    const place = () => {
      frame = 0
      const phone = typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches
      if (phone !== wasPhone) current = undefined
      wasPhone = phone
      const from = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + HEADER_GAP_PX
      const box = element.getBoundingClientRect()
      const screen = document.documentElement.clientHeight
      let foot = screen
      const bars = phone ? [...document.querySelectorAll(FOOT_BARS)] : []
      for (const bar of bars) {
        const r = bar.getBoundingClientRect()
        if (getComputedStyle(bar).position === 'fixed' && r.height > 0) foot = Math.min(foot, r.top)
      }
      const limit = foot - CONTROL_GAP_PX
      const obstacles: Band[] = []
      for (const control of document.querySelectorAll(CONTROLS)) {
        if (element.contains(control) || header?.contains(control)) continue
        if (bars.some((bar) => bar.contains(control))) continue
        const r = textBox(control)
        // Not shown (display: none, a visually hidden skip link), beside the toasts or off screen.
        if (r.width <= 1 || r.height <= 1) continue
        if (r.right <= box.left || r.left >= box.right || r.bottom <= from || r.top >= limit)
          continue
        obstacles.push({ top: r.top, bottom: r.bottom, soft: control.matches(READ) })
      }
      if (phone) {
        current = clearBottom(from, box.height, limit, obstacles, current)
        element.style.setProperty(BOTTOM_VAR, `${Math.round(screen - current - box.height)}px`)
      } else {
        current = clearTop(from, box.height, limit, obstacles, current)
        element.style.setProperty(TOP_VAR, `${current}px`)
      }
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    // A new page under a phone's toasts (an order's confirmation after the review with its Place
    // Order bar) places them afresh, at the foot where that is free; a scroll keeps their place.
    const relayout = () => {
      if (wasPhone) current = undefined
      schedule()
    }
    place()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', relayout)
    // The country warning comes and goes, and a page's content arrives (an order's
    // confirmation loads after its toast), without a scroll.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(relayout) : null
    if (header?.parentElement) observer?.observe(header.parentElement)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', relayout)
      observer?.disconnect()
    }
  }, [region, toasts])
}
