// The fulfilment area's address in the console: lots and stock.
import type { RouteObject } from 'react-router'
import { LotsPage } from './LotsPage'

export const fulfilmentRoutes: RouteObject[] = [{ path: 'lots', element: <LotsPage /> }]
