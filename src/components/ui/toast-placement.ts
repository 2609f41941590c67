import { useLayoutEffect, type RefObject } from 'react'

/** The custom property `.toaster` takes its top from (index.css). */
const TOP_VAR = '--toast-offset-top'
/** Room between the header's lower edge and the first toast. */
const HEADER_GAP_PX = 12
/** Room kept between the toasts and a control they are moved past. */
const CONTROL_GAP_PX = 8
/**
 * What a toast must never lie over: every control, a field's label (a field is its label as
 * much as its box), and the page's title (a new order's number is in it).
 */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, h1, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'

export interface Band {
  top: number
  bottom: number
}

/**
 * The top for a stack of toasts `height` tall: where it lies now (`current`) while that is still
 * free, so it does not hop from gap to gap as the page scrolls under it; else just below the
 * header (`from`) when nothing is there, else the first place further down where the stack lies
 * over none of `obstacles` (the controls in its columns) and still ends above `limit`. Where no
 * such place is, `from`, raised as far as it must be for the stack to end on the screen.
 */
export function clearTop(
  from: number,
  height: number,
  limit: number,
  obstacles: Band[],
  current?: number,
): number {
  const fits = (top: number) =>
    top >= from &&
    top + height <= limit &&
    obstacles.every((o) => o.bottom <= top || o.top >= top + height)
  if (current !== undefined && fits(current)) return current
  const candidates = [from, ...obstacles.map((o) => o.bottom + CONTROL_GAP_PX)].sort(
    (a, b) => a - b,
  )
  const free = candidates.find(fits)
  return Math.round(free ?? Math.max(0, Math.min(from, limit - height)))
}

/**
 * Toasts sit at the top of the screen just below the header (at the right on a wider screen),
 * where they never hide the brand or the cart count. While toasts show, their top follows the
 * header's edge (it lies lower at the top of a page, with a notice or country warning, than once
 * scrolled) and moves past any control or label that lies there, so no toast covers a field or
 * the control the visitor needs next (issue 24: "Added" hid the SDS link on a phone).
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
    const place = () => {
      frame = 0
      const from = Math.max(0, header?.getBoundingClientRect().bottom ?? 0) + HEADER_GAP_PX
      const box = element.getBoundingClientRect()
      const limit = window.innerHeight - CONTROL_GAP_PX
      const obstacles: Band[] = []
      for (const control of document.querySelectorAll(CONTROLS)) {
        if (element.contains(control) || header?.contains(control)) continue
        const r = control.getBoundingClientRect()
        // Not shown (display: none, a visually hidden skip link), beside the toasts or off screen.
        if (r.width <= 1 || r.height <= 1) continue
        if (r.right <= box.left || r.left >= box.right || r.bottom <= from || r.top >= limit)
          continue
        obstacles.push({ top: r.top, bottom: r.bottom })
      }
      current = clearTop(from, box.height, limit, obstacles, current)
      element.style.setProperty(TOP_VAR, `${current}px`)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    place()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // The country warning comes and goes, and a page's content arrives (an order's
    // confirmation loads after its toast), without a scroll.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null
    if (header?.parentElement) observer?.observe(header.parentElement)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer?.disconnect()
    }
  }, [region, toasts])
}
