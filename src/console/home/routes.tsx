// The home area's address in the console: the owner's home, the console's first page.
import type { RouteObject } from 'react-router'
import { HomePage } from './HomePage'

export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }]
