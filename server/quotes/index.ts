// The quotes area as the rest of the server sees it.
export { quoteMailTemplates } from './quote-mail'
export { consoleQuoteRoutes, quoteRoutes } from './quote-routes'
export { quoteIdOfNumber, quoteNumbersById } from './quote-numbers'
export { quotesWaiting, recordAcceptance, type QuoteRow } from './quote-store'
