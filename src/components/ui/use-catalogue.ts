import { useSyncExternalStore } from 'react'
import { allProducts, productsOnSale, subscribeCatalogue } from '@/domain/catalogue/products'
import type { Product } from '@/data/types'

/**
 * The products on sale, following the catalogue when the page learns of a change (a checkout
 * told of new prices, src/domain/catalogue/products.ts).
 */
export function useProductsOnSale(): readonly Product[] {
  return useSyncExternalStore(subscribeCatalogue, productsOnSale, productsOnSale)
}

/** Every product, withdrawn ones too, following the catalogue. */
export function useAllProducts(): readonly Product[] {
  return useSyncExternalStore(subscribeCatalogue, allProducts, allProducts)
}
