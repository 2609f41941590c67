import { useSyncExternalStore } from 'react'
import { lazyRules, type LazyRules } from '@/components/ui/useFormValidation'

// The checkout's rules (step-rules.ts: zod and the step schemas) load on demand: when a form is
// first focused or typed in, when Continue is pressed, or when the page must decide whether a
// requested later step is allowed. /checkout itself starts without them.

export type StepRules = typeof import('./step-rules')

const STEP_RULES = lazyRules(() => import('./step-rules'))
const listeners = new Set<() => void>()

/** Loads the rules once; a failed load may be tried again. */
export function loadStepRules(): Promise<StepRules> {
  return STEP_RULES.load().then((rules) => {
    for (const listener of listeners) listener()
    return rules
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The rules once they have loaded, else null; re-renders when they arrive. */
export function useStepRules(): StepRules | null {
  return useSyncExternalStore(subscribe, STEP_RULES.now, () => null)
}

function pickRules<S>(pick: (rules: StepRules) => S): LazyRules<S> {
  return {
    now: () => {
      const rules = STEP_RULES.now()
      return rules ? pick(rules) : null
    },
    load: () => loadStepRules().then(pick),
  }
}

export const CUSTOMER_RULES = pickRules((r) => r.customerSchema)
export const DESK_CUSTOMER_RULES = pickRules((r) => r.deskCustomerSchema)
export const INSTITUTION_RULES = pickRules((r) => r.institutionSchema)
export const SHIPPING_RULES = pickRules((r) => r.shippingSchema)
export const PAYMENT_RULES = pickRules((r) => r.paymentSchema)
export const PAYMENT_METHOD_RULES = pickRules((r) => r.paymentMethodSchema)
