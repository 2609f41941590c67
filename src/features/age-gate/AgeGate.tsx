import { useState, useSyncExternalStore } from 'react'
import { createAgeVerificationStore, type AgeVerificationStore } from './age-verification'
import { AgeGateDialog } from './AgeGateDialog'

/**
 * The full-screen age gate (spec sections 2 and 4): the site behind stays inert until the
 * visitor confirms being 21 or older.
 *
 * Contract with the prerender step and the script in <head> (docs/boot.md): the gate is
 * rendered inline, so it is part of the prerendered HTML, and carries `data-age-gate`. An
 * inline script in <head> marks returning visitors with `<html data-age-verified>` before
 * first paint; the rule `html[data-age-verified] [data-age-gate] { display: none }` in
 * index.css then hides the gate until React reads storage and removes it.
 */
export function AgeGate({ store: given }: { store?: AgeVerificationStore }) {
  const [store] = useState(() => given ?? createAgeVerificationStore())
  const verified = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot)
  if (verified) return null
  return <AgeGateDialog store={store} onConfirm={() => store.set(true)} />
}
