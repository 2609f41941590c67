import { useCallback, useEffect, useRef, useState } from 'react'
import type { Product, ProductSize } from '@/data/types'
import { defaultSize } from '@/domain/catalogue/sizes'
import { useHydrated, usePageSearchParams } from '@/lib/use-hydrated'

/** The query parameter, and the radios' name, that carry the chosen size (`?size=10-mg`). */
export const SIZE_PARAM = 'size'

/**
 * The size radio a visitor ticked in the prerendered page before the app ran, or null. Read as
 * the app hydrates the page: hydrating a radio group rewrites its `checked` attributes, which
 * puts the markup's choice back on a radio the visitor did not touch (docs/boot.md).
 */
function tickedBeforeTheApp(): string | null {
  const ticked = document.querySelector<HTMLInputElement>(
    `input[type="radio"][name="${SIZE_PARAM}"]:checked`,
  )
  return ticked && !ticked.defaultChecked ? ticked.value : null
}

/**
 * The size chosen on a product's page, kept in the address (`?size=`) so a link opens it, and
 * how to choose another. A key the product does not sell now (unknown, withdrawn) reads as its
 * default size. Choosing replaces the history entry: Back leaves the page, not the last choice.
 * A size ticked before the app ran is chosen once the page is hydrated, before any press the
 * visitor made meanwhile is played back.
 */
export function useChosenSize(product: Product): [ProductSize, (key: string) => void] {
  const [params, setParams] = usePageSearchParams()
  const hydrated = useHydrated()
  // Only while hydrating (the server's snapshot is false in the browser only then): on a later
  // page the previous page's radios may still be in the document.
  const [early] = useState(() =>
    hydrated || typeof document === 'undefined' ? null : tickedBeforeTheApp(),
  )
  const tookEarly = useRef(false)
  const asked = params.get(SIZE_PARAM)
  const size = product.sizes.find((s) => s.key === asked && s.onSale) ?? defaultSize(product)
  const choose = useCallback(
    (key: string) =>
      setParams(
        (next) => {
          next.set(SIZE_PARAM, key)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  useEffect(() => {
    if (early === null || tookEarly.current) return
    tookEarly.current = true
    choose(early)
  }, [early, choose])
  return [size, choose]
}
