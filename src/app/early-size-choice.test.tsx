import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SPEC_PRODUCTS } from '@/data/spec-catalogue'
import { setCatalogue } from '@/domain/catalogue/products'
import { CartProvider, createCartStore, type CartLine } from '@/features/cart'
import ProductDetailPage from '@/features/catalogue/ProductDetailPage'
import { MemoryRouter, Route, Routes } from '@/lib/router'
import { usePageSearchParams } from '@/lib/use-hydrated'
import { replayEarlyInput } from './replay'

// A size chosen and Add to Cart pressed before the app runs (docs/boot.md): the page is the
// prerendered HTML (made without a query string), its radios are native, and the recorder keeps
// the press. Once hydrated, the app takes the choice from the page and plays the press back.

type EarlyAction = { type: 'click'; target: HTMLElement }

/** The address's query, as a page reads it: once hydrated. */
function Where() {
  const [params] = usePageSearchParams()
  return <p data-testid="where">{params.size > 0 ? `?${params.toString()}` : ''}</p>
}

let root: Root | null = null

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.getElementById('root')?.remove()
  delete (window as { __recorder?: unknown }).__recorder
  vi.unstubAllGlobals()
})

/**
 * The product page of BPC-157 in 5mg and 10mg, prerendered, with what the visitor does before
 * the app runs (`before`, returning the presses the recorder keeps), then hydrated at `url`
 * and played back. Returns the cart's lines and the address's query.
 */
async function hydrateAfter(url: string, before: (page: HTMLElement) => HTMLElement[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ lots: [] })),
  )
  setCatalogue(
    SPEC_PRODUCTS.map((p) =>
      p.id === 'bpc-157'
        ? {
            ...p,
            sizes: [
              p.sizes[0]!,
              { ...p.sizes[0]!, key: '10mg', label: '10mg', priceCents: 15999, sku: 'B-10' },
            ],
          }
        : p,
    ),
  )
  const store = createCartStore()
  const page = (at: string) => (
    <MemoryRouter initialEntries={[at]}>
      <CartProvider store={store}>
        <Routes>
          <Route
            path="/products/:id"
            element={
              <>
                <ProductDetailPage />
                <Where />
              </>
            }
          />
        </Routes>
      </CartProvider>
    </MemoryRouter>
  )
  const container = document.createElement('div')
  container.id = 'root'
  container.innerHTML = renderToString(page('/products/bpc-157'))
  document.body.append(container)

  const kept: EarlyAction[] = before(container).map((target) => ({ type: 'click', target }))
  ;(window as { __recorder?: unknown }).__recorder = {
    take() {},
    next: () => kept.shift() ?? null,
    // Only presses were kept here: no field was changed after one.
    typedLater: () => [],
    pass: (playBack: () => void) => playBack(),
  }
  const mismatches: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container, page(url), { onRecoverableError: (e) => mismatches.push(e) })
  })
  await act(async () => {
    await replayEarlyInput()
  })
  expect(mismatches).toEqual([])
  return {
    lines: store.getSnapshot() as readonly CartLine[],
    search: container.querySelector('[data-testid="where"]')!.textContent,
    radio: (key: string) =>
      container.querySelector<HTMLInputElement>(`input[type="radio"][value="${key}"]`)!,
  }
}

const radio = (page: HTMLElement, key: string) =>
  page.querySelector<HTMLInputElement>(`input[type="radio"][value="${key}"]`)!
const addToCart = (page: HTMLElement) =>
  [...page.querySelectorAll('button')].find((b) => b.textContent === 'Add to Cart')!

describe('a size chosen before the app runs', () => {
  it('is the size Add to Cart, pressed before the app ran too, adds', async () => {
    const {
      lines,
      search,
      radio: after,
    } = await hydrateAfter('/products/bpc-157', (page) => {
      // The platform ticks the radio; the recorder keeps the press on Add to Cart.
      expect(radio(page, '5mg').checked).toBe(true)
      radio(page, '10mg').click()
      expect(radio(page, '10mg').checked).toBe(true)
      return [addToCart(page)]
    })
    expect(lines).toEqual([{ productId: 'bpc-157', size: '10mg', quantity: 1 }])
    expect(search).toBe('?size=10mg')
    expect(after('10mg').checked).toBe(true)
    expect(after('5mg').checked).toBe(false)
  })

  it('leaves a link’s size chosen when the visitor ticked none', async () => {
    const {
      lines,
      search,
      radio: after,
    } = await hydrateAfter('/products/bpc-157?size=10mg', (page) => [addToCart(page)])
    expect(search).toBe('?size=10mg')
    expect(after('10mg').checked).toBe(true)
    expect(lines).toEqual([{ productId: 'bpc-157', size: '10mg', quantity: 1 }])
  })
})
