/**
 * The one door to localStorage and sessionStorage. Every read is validated by the caller's
 * parser and every call is safe: storage that throws (private modes, disabled storage,
 * quota) falls back to an in-memory copy, so the shop stays usable for the visit.
 */

export type StorageArea = 'local' | 'session'

// Values the real storage refused or could not be asked for; they win over storage reads.
const memory: Record<StorageArea, Map<string, string>> = {
  local: new Map(),
  session: new Map(),
}

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null
    return which === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

/** The raw string stored under key, or null. Never throws. */
export function readRaw(key: string, which: StorageArea = 'local'): string | null {
  const held = memory[which].get(key)
  if (held !== undefined) return held
  const store = area(which)
  if (!store) return null
  try {
    return store.getItem(key)
  } catch {
    return null
  }
}

/** Stores a raw string. Never throws; keeps an in-memory copy when storage refuses. */
export function writeRaw(key: string, value: string, which: StorageArea = 'local'): void {
  const store = area(which)
  try {
    if (!store) throw new Error('storage unavailable')
    store.setItem(key, value)
    memory[which].delete(key)
  } catch {
    // Storage refused (quota, private mode): the in-memory copy serves this visit.
    memory[which].set(key, value)
  }
}

/** Removes a key. Never throws. */
export function removeKey(key: string, which: StorageArea = 'local'): void {
  memory[which].delete(key)
  const store = area(which)
  if (!store) return
  try {
    store.removeItem(key)
  } catch {
    // Nothing to do: the in-memory copy is already gone.
  }
}

/**
 * Reads JSON under key and passes it through `parse`, which returns the repaired value or
 * null to reject it. Bad JSON, a wrong shape or a throwing parser all give `fallback`.
 */
export function readJson<T>(
  key: string,
  parse: (value: unknown) => T | null,
  fallback: T,
  which: StorageArea = 'local',
): T {
  const raw = readRaw(key, which)
  if (raw === null) return fallback
  try {
    return parse(JSON.parse(raw)) ?? fallback
  } catch {
    return fallback
  }
}

/** Stores a value as JSON (undefined removes the key). Never throws. */
export function writeJson(key: string, value: unknown, which: StorageArea = 'local'): void {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    return
  }
  // JSON.stringify(undefined) is undefined, which storage would keep as the text "undefined".
  if (text === undefined) removeKey(key, which)
  else writeRaw(key, text, which)
}

/**
 * Drops the in-memory copy of key, so the next read sees real storage again. Called when
 * another tab has written the key: its value is newer than a copy this tab could not store.
 */
export function forgetMemoryCopy(key: string, which: StorageArea = 'local'): void {
  memory[which].delete(key)
}

/** Which area a Storage object is (for `storage` events), or null when it is neither. */
export function areaOf(storage: Storage | null): StorageArea | null {
  if (!storage) return null
  if (storage === area('local')) return 'local'
  if (storage === area('session')) return 'session'
  return null
}

/** Clears the in-memory fallback; for tests. */
export function resetMemoryStorage(): void {
  memory.local.clear()
  memory.session.clear()
}
