import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPersistentStore } from './persistent-store'
import { resetMemoryStorage } from './storage'

const KEY = 'count:v1'
const parse = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null

const makeStore = () => createPersistentStore({ key: KEY, parse, initial: 0 })

/** What the browser fires in this tab when another tab changes storage. */
function otherTabWrites(
  key: string | null,
  newValue: string | null,
  storageArea: Storage = localStorage,
) {
  if (key === null) localStorage.clear()
  else if (newValue === null) storageArea.removeItem(key)
  else storageArea.setItem(key, newValue)
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }))
}

beforeEach(() => resetMemoryStorage())
afterEach(() => resetMemoryStorage())

describe('createPersistentStore', () => {
  it('reads and repairs what storage holds; the server snapshot is always the initial value', () => {
    localStorage.setItem(KEY, '3.7')
    const store = makeStore()
    expect(store.getSnapshot()).toBe(3)
    expect(store.getServerSnapshot()).toBe(0)
    localStorage.setItem(KEY, '"lots"')
    expect(makeStore().getSnapshot()).toBe(0)
  })

  it('writes through the storage module and tells its listeners', () => {
    const store = makeStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(5)
    expect(localStorage.getItem(KEY)).toBe('5')
    expect(store.getSnapshot()).toBe(5)
    expect(listener).toHaveBeenCalledTimes(1)
    store.set(5)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows another tab through the storage event, repairing what it wrote', () => {
    const store = makeStore()
    const listener = vi.fn()
    store.subscribe(listener)
    otherTabWrites(KEY, '7')
    expect(store.getSnapshot()).toBe(7)
    otherTabWrites(KEY, '{"not":"a count"}')
    expect(store.getSnapshot()).toBe(0)
    otherTabWrites(KEY, '9')
    otherTabWrites(KEY, null)
    expect(store.getSnapshot()).toBe(0)
    otherTabWrites(KEY, '4')
    otherTabWrites(null, null)
    expect(store.getSnapshot()).toBe(0)
    expect(listener).toHaveBeenCalledTimes(6)
  })

  it('ignores events for other keys and for the other storage area', () => {
    const store = makeStore()
    const listener = vi.fn()
    store.subscribe(listener)
    otherTabWrites('something-else', '1')
    otherTabWrites(KEY, '8', sessionStorage)
    expect(store.getSnapshot()).toBe(0)
    expect(listener).not.toHaveBeenCalled()
  })

  it('stops listening once the last listener leaves', () => {
    const store = makeStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    otherTabWrites(KEY, '2')
    expect(listener).not.toHaveBeenCalled()
    expect(store.getSnapshot()).toBe(0)
  })

  it('keeps working for the visit when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = makeStore()
    store.set(3)
    expect(store.getSnapshot()).toBe(3)
    // Another part of the app creating its own store in the same visit sees the value.
    expect(makeStore().getSnapshot()).toBe(3)
  })

  it('follows another tab even after this tab kept a copy in memory', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = makeStore()
    store.subscribe(() => {})
    store.set(3)
    expect(setItem).toHaveBeenCalledTimes(1)
    otherTabWrites(KEY, '6')
    expect(store.getSnapshot()).toBe(6)
  })
})
