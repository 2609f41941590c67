import { createPersistentStore, type PersistentStore } from '@/lib/persistent-store'

/** docs/DECISIONS.md: the flag is `localStorage.ageVerified = "true"` (the JSON text of `true`). */
export const AGE_VERIFIED_KEY = 'ageVerified'

/** Where "I am under 21" sends the browser: a general search engine (spec section 2). */
export const UNDER_AGE_EXIT_URL = 'https://www.google.com/'

export type AgeVerificationStore = PersistentStore<boolean>

/**
 * The age confirmation, persisted through the storage module. Its server snapshot is
 * `false`, so prerendered HTML always carries the gate. When storage refuses the write,
 * the storage module's in-memory copy keeps the gate open for the rest of the visit.
 */
export function createAgeVerificationStore(): AgeVerificationStore {
  return createPersistentStore<boolean>({
    key: AGE_VERIFIED_KEY,
    parse: (value) => (value === true ? true : null),
    initial: false,
  })
}
