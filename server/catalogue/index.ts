// The catalogue area as the rest of the server sees it.
export { readMedia, sweepMedia } from './picture-store'
export { consoleCatalogueRoutes } from './console-routes'
export { finishInterruptedImport } from './import-writes'
export { LiveCatalogue, type CatalogueView } from './live'
export { lowStockSizes } from './low-stock'
export { liveCatalogue } from './live-plugin'
export { mediaRoutes } from './media-routes'
