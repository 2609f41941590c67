// The catalogue area's addresses in the console: the products, a new product, a product's editor.
import type { RouteObject } from 'react-router'
import { ProductPage } from './ProductPage'
import { ProductsPage } from './ProductsPage'

export const catalogueRoutes: RouteObject[] = [
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/new', element: <ProductPage /> },
  { path: 'products/:id', element: <ProductPage /> },
]
