import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readJson, readRaw, removeKey, resetMemoryStorage, writeJson, writeRaw } from './storage'

/** A parser like the shop's: repairs what it can, null for what it cannot. */
const parseCount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null

/** Makes `window.localStorage` / `sessionStorage` throw on access, as disabled storage does. */
function makeStorageInaccessible() {
  const originals = {
    localStorage: Object.getOwnPropertyDescriptor(window, 'localStorage')!,
    sessionStorage: Object.getOwnPropertyDescriptor(window, 'sessionStorage')!,
  }
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  }
  return () => {
    Object.defineProperty(window, 'localStorage', originals.localStorage)
    Object.defineProperty(window, 'sessionStorage', originals.sessionStorage)
  }
}

beforeEach(() => resetMemoryStorage())
afterEach(() => resetMemoryStorage())

describe('readJson with bad stored values', () => {
  it.each([
    ['not JSON', '{"productId": "bpc-157", '],
    ['the text undefined', 'undefined'],
    ['an empty string', ''],
    ['NaN', 'NaN'],
    ['a string where a number belongs', '"7"'],
    ['an object where a number belongs', '{"n": 3}'],
    ['null', 'null'],
  ])('gives the fallback for %s', (_label, raw) => {
    localStorage.setItem('count', raw)
    expect(readJson('count', parseCount, 1)).toBe(1)
  })

  it('passes valid JSON through the parser, which repairs it', () => {
    localStorage.setItem('count', '2.9')
    expect(readJson('count', parseCount, 1)).toBe(2)
    localStorage.setItem('count', '-4')
    expect(readJson('count', parseCount, 1)).toBe(0)
  })

  it('gives the fallback when the parser itself throws', () => {
    localStorage.setItem('count', '3')
    const parse = () => {
      throw new TypeError('bad shape')
    }
    expect(readJson('count', parse, 1)).toBe(1)
  })

  it('gives the fallback when nothing is stored', () => {
    expect(readJson('count', parseCount, 5)).toBe(5)
  })
})

describe('writeJson', () => {
  it('stores JSON and reads it back', () => {
    writeJson('count', 3)
    expect(localStorage.getItem('count')).toBe('3')
    expect(readJson('count', parseCount, 0)).toBe(3)
  })

  it('ignores a value that cannot be turned into JSON', () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(() => writeJson('circular', circular)).not.toThrow()
    expect(localStorage.getItem('circular')).toBeNull()
    expect(() => writeJson('big', 10n)).not.toThrow()
  })

  it('removes the key for undefined instead of storing the text "undefined"', () => {
    writeJson('count', 3)
    writeJson('count', undefined)
    expect(localStorage.getItem('count')).toBeNull()
  })

  it('keeps local and session storage apart', () => {
    writeJson('k', 1, 'local')
    writeJson('k', 2, 'session')
    expect(readJson('k', parseCount, 0, 'local')).toBe(1)
    expect(readJson('k', parseCount, 0, 'session')).toBe(2)
  })
})

describe('storage that throws', () => {
  it('getItem throwing: reads give null and the fallback, never an error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readRaw('count')).toBeNull()
    expect(readJson('count', parseCount, 1)).toBe(1)
  })

  it('setItem throwing (quota, private mode): the value lives in memory for the visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => writeJson('count', 4)).not.toThrow()
    expect(readJson('count', parseCount, 0)).toBe(4)
    writeJson('count', 6)
    expect(readJson('count', parseCount, 0)).toBe(6)
    removeKey('count')
    expect(readJson('count', parseCount, 0)).toBe(0)
  })

  it('a write that succeeds again replaces the memory copy with real storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    writeRaw('count', '1')
    expect(localStorage.getItem('count')).toBeNull()
    expect(readRaw('count')).toBe('1')
    writeRaw('count', '2')
    expect(setItem).toHaveBeenCalledTimes(2)
    expect(localStorage.getItem('count')).toBe('2')
    expect(readRaw('count')).toBe('2')
  })

  it('removeItem throwing: removal still takes effect for the visit', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    writeRaw('count', '1')
    expect(() => removeKey('count')).not.toThrow()
    expect(readRaw('count')).toBeNull()
  })

  it('window.localStorage itself throwing (storage disabled): everything works in memory', () => {
    const restore = makeStorageInaccessible()
    try {
      expect(() => window.localStorage).toThrow()
      expect(readRaw('count')).toBeNull()
      expect(readJson('count', parseCount, 1)).toBe(1)
      writeJson('count', 3)
      writeJson('count', 9, 'session')
      expect(readJson('count', parseCount, 1)).toBe(3)
      expect(readJson('count', parseCount, 1, 'session')).toBe(9)
      removeKey('count')
      expect(readJson('count', parseCount, 1)).toBe(1)
    } finally {
      restore()
    }
  })
})
