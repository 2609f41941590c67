import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { createAgeVerificationStore, type AgeVerificationStore } from './age-verification'

/** Loads the gate's dialog; the app calls it before hydrating a page for a new visitor. */
export const loadAgeGateDialog = () => import('./AgeGateDialog')
const AgeGateDialog = lazy(loadAgeGateDialog)

/**
 * The full-screen age gate (spec sections 2 and 4): the site behind stays inert until the
 * visitor confirms being 21 or older.
 *
 * Contract with the prerender step: the gate is rendered inline (not in a portal), so it is
 * part of the prerendered HTML, and its root carries `data-age-gate`. An inline script may
 * mark returning visitors with `<html data-age-verified>` before first paint; the rule
 * `html[data-age-verified] [data-age-gate] { display: none }` in index.css then hides the
 * gate until React reads storage and removes it.
 */
export function AgeGate({ store: given }: { store?: AgeVerificationStore }) {
  const [store] = useState(() => given ?? createAgeVerificationStore())
  const verified = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  if (verified) return null
  return (
    // Until the dialog's code is there, an opaque cover keeps the site hidden all the same.
    <Suspense fallback={<div data-age-gate="" className="fixed inset-0 z-[100] bg-slate-900" />}>
      <AgeGateDialog onConfirm={() => store.set(true)} />
    </Suspense>
  )
}
