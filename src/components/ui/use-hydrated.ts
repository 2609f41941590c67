import { useSyncExternalStore } from 'react'

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
