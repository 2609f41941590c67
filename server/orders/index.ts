// The orders area as the rest of the server sees it.
export { consoleOrderRoutes } from './console-routes'
export { orderRoutes } from './order-routes'
export { orderView } from './order-store'
export { statusLink, statusSecret } from './status-secret'
export { warmOrderPath } from './warm-up'
