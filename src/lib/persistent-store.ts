import { areaOf, forgetMemoryCopy, readJson, writeJson, type StorageArea } from './storage'

/**
 * A value kept outside React, persisted through the storage module, validated on read and
 * kept in step across tabs. Plug it into `useSyncExternalStore`; the server snapshot is the
 * initial value so prerendered HTML and the first client render agree.
 */
export interface PersistentStore<T> {
  getSnapshot(): T
  getServerSnapshot(): T
  subscribe(listener: () => void): () => void
  set(next: T): void
}

export interface PersistentStoreOptions<T> {
  key: string
  /** Returns the repaired value, or null to reject what storage holds. */
  parse: (value: unknown) => T | null
  initial: T
  area?: StorageArea
}

export function createPersistentStore<T>({
  key,
  parse,
  initial,
  area = 'local',
}: PersistentStoreOptions<T>): PersistentStore<T> {
  const load = () => readJson(key, parse, initial, area)
  let state = load()
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())

  // Another tab changed storage. Its value is newer than any copy this tab kept in memory
  // (after a refused write), and an event for the other storage area is not ours.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    if (event.storageArea && areaOf(event.storageArea) !== area) return
    forgetMemoryCopy(key, area)
    state = load()
    notify()
  }

  return {
    getSnapshot: () => state,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage)
        }
      }
    },
    set(next) {
      if (Object.is(next, state)) return
      state = next
      writeJson(key, state, area)
      notify()
    },
  }
}
