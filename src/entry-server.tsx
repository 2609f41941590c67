import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import type { Product } from '@/data/types'
import { setCatalogue } from '@/domain/catalogue/products'
import { StaticRouter } from '@/lib/router'
import { App } from '@/app/App'

/**
 * Renders one route of the shop to HTML, waiting for its lazy page: at build time (the static
 * build's catalogue is its own), and on the order desk's server with the database's catalogue,
 * one page at a time (server/serving/page-renderer.ts).
 */
export async function render(url: string, catalogue?: readonly Product[]): Promise<string> {
  if (catalogue) setCatalogue(catalogue)
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // One piece of HTML per boundary: no outlined segments, so no inline script to move them.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}

export { SHOP } from '@/data/shop'
export { formulaParts } from '@/lib/molecular-formula'
export { SPECIFICATION, SPECIFICATION_REVISION_DATE } from '@/domain/fulfilment/lot-certificate'
export { specSheetChrome } from '@/features/documents/spec-sheet-chrome'
