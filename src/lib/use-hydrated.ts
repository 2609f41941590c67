import { useSyncExternalStore } from 'react'
import { useSearchParams } from '@/lib/router'

const subscribe = () => () => {}

/**
 * False while prerendered HTML is hydrated, true afterwards. Stored data (cart, checkout draft)
 * is only trusted once it is true, so a prerendered empty state never rewrites the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

const NO_PARAMS = new URLSearchParams()

/**
 * The page's query string, read only once the prerendered HTML has been hydrated: every page is
 * prerendered without one, so React hydrates the very elements a visitor may already have used,
 * and the query (filters, a checkout step) is applied in the render that follows, the same one
 * that brings in stored data.
 */
export function usePageSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams()
  return [useHydrated() ? params : NO_PARAMS, setParams]
}
