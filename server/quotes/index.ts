// The quotes area as the rest of the server sees it.
export { quoteMailTemplates } from './quote-mail'
export { consoleQuoteRoutes, quoteRoutes } from './quote-routes'
export { quotesWaiting, recordAcceptance, type QuoteRow } from './quote-store'
