import { useEffect, useState } from 'react'
import { ORDER_DESK_ORIGIN } from '@/data/shop'
import { isLotCertificate, LOT_API, type LotCertificate } from '@/domain/fulfilment/lot-certificate'

/**
 * A product's published certificates, newest test first; an empty list when there are none or
 * the desk cannot say. A failure is not the product page's to report, so this asks with a bare
 * `fetch` rather than the desk client and its messages, which the page would otherwise load.
 */
export async function fetchProductLots(productId: string): Promise<LotCertificate[]> {
  const response = await fetch(
    `${ORDER_DESK_ORIGIN.replace(/\/+$/, '')}${LOT_API.lots(productId)}`,
    {
      credentials: 'omit',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    },
  )
  const lots: unknown = response.ok ? ((await response.json()) as { lots?: unknown }).lots : []
  return (Array.isArray(lots) ? lots : [])
    .filter(isLotCertificate)
    .filter((lot) => lot.productId === productId)
    .sort((a, b) => b.testDate.localeCompare(a.testDate))
}

/**
 * The product's published certificates, asked of the desk once the page runs (the page itself
 * is prerendered without them). Empty until they arrive, and when asking fails: the product
 * page stays whole without them.
 */
export function useProductLots(productId: string): LotCertificate[] {
  const [loaded, setLoaded] = useState<{ productId: string; lots: LotCertificate[] } | null>(null)
  useEffect(() => {
    let live = true
    fetchProductLots(productId).then(
      (lots) => live && setLoaded({ productId, lots }),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [productId])
  return loaded?.productId === productId ? loaded.lots : []
}
