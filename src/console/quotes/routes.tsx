// The quotes area's addresses in the console: the list, a new quote, a quote's page.
import type { RouteObject } from 'react-router'
import { NewQuotePage } from './NewQuotePage'
import { QuotePage } from './QuotePage'
import { QuotesPage } from './QuotesPage'

export const quoteRoutes: RouteObject[] = [
  { path: 'quotes', element: <QuotesPage /> },
  { path: 'quotes/new', element: <NewQuotePage /> },
  { path: 'quotes/:number', element: <QuotePage /> },
]
