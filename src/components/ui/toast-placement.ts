import { useEffect } from 'react'

const WIDE = '(min-width: 768px)'
/** The custom property `.toaster` takes its top from on wide screens (index.css). */
const TOP_VAR = '--toast-offset-top'
/** Room between the header's lower edge and the first toast. */
const GAP_PX = 12

/**
 * On a wider screen toasts sit at the top right, just below the header, which lies lower at the
 * top of a page (notice bar, country warning) than once scrolled; while toasts show (`active`),
 * their top follows the header's edge. On a phone they sit at the bottom, where the header's brand
 * and cart count stay in view, and nothing needs measuring.
 */
export function useToastOffset(active: boolean): void {
  useEffect(() => {
    if (!active || !window.matchMedia?.(WIDE).matches) return
    const header = document.getElementById('site-header')
    let frame = 0
    const measure = () => {
      frame = 0
      const bottom = Math.max(0, header?.getBoundingClientRect().bottom ?? 0)
      document.documentElement.style.setProperty(TOP_VAR, `${Math.round(bottom) + GAP_PX}px`)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    // The country warning appears or goes without a scroll.
    const observer = new ResizeObserver(schedule)
    if (header?.parentElement) observer.observe(header.parentElement)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [active])
}
