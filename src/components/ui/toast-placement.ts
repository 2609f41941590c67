import { useEffect, useSyncExternalStore } from 'react'

const WIDE = '(min-width: 768px)'
/** The custom property sonner's top offset reads on wide screens. */
const TOP_VAR = '--toast-offset-top'
/** Room between the header's lower edge and the first toast. */
const GAP_PX = 12

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Where toasts go so they cover nothing the visitor needs: at the bottom on a phone, where the
 * header's brand and cart count stay in view; on a wider screen at the top right, just below
 * the header, which lies lower at the top of a page (notice bar, country warning) than once
 * scrolled, so its edge is followed once the toast region is `active` (never during start-up).
 */
export function useToastPlacement(active: boolean) {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  )

  useEffect(() => {
    if (!wide || !active) return
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
  }, [wide, active])

  return wide
    ? ({ position: 'top-right', offset: { top: `var(${TOP_VAR})`, right: 16 } } as const)
    : ({ position: 'bottom-center', mobileOffset: { bottom: 16 } } as const)
}
