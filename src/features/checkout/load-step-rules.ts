import { useSyncExternalStore } from 'react'
import type { LazyRules } from '@/components/ui/useFormValidation'

// The checkout's rules (step-rules.ts: zod and the step schemas) load on demand: when a form is
// first focused or typed in, when Continue is pressed, or when the page must decide whether a
// requested later step is allowed. /checkout itself starts without them.

export type StepRules = typeof import('./step-rules')

let loaded: StepRules | null = null
let loading: Promise<StepRules> | null = null
const listeners = new Set<() => void>()

/** Loads the rules once; a failed load may be tried again. */
export function loadStepRules(): Promise<StepRules> {
  loading ??= import('./step-rules').then(
    (rules) => {
      loaded = rules
      for (const listener of listeners) listener()
      return rules
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The rules once they have loaded, else null; re-renders when they arrive. */
export function useStepRules(): StepRules | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  )
}

function lazyRules<S>(pick: (rules: StepRules) => S): LazyRules<S> {
  return {
    now: () => (loaded ? pick(loaded) : null),
    load: () => loadStepRules().then(pick),
  }
}

export const CUSTOMER_RULES = lazyRules((r) => r.customerSchema)
export const INSTITUTION_RULES = lazyRules((r) => r.institutionSchema)
export const SHIPPING_RULES = lazyRules((r) => r.shippingSchema)
export const PAYMENT_RULES = lazyRules((r) => r.paymentSchema)
export const PAYMENT_METHOD_RULES = lazyRules((r) => r.paymentMethodSchema)
