// The orders area's addresses in the console: the list, a new order, an order's page.
import type { RouteObject } from 'react-router'
import { NewOrderPage } from './NewOrderPage'
import { OrderPage } from './OrderPage'
import { OrdersPage } from './OrdersPage'

export const orderRoutes: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/new', element: <NewOrderPage /> },
  { path: 'orders/:number', element: <OrderPage /> },
]

/** Where an address the console does not know lands: the order list, the operator's desk. */
export const fallbackRoute: RouteObject = { path: '*', element: <OrdersPage /> }
