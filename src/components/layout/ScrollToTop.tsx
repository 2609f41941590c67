import { useEffect, useRef } from 'react'
import { useLocation } from '@/lib/router'

/**
 * Scrolls to the top on every change of path (spec section 2). A change of query string
 * alone (search, filters, checkout step) keeps the position (docs/DECISIONS.md).
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
