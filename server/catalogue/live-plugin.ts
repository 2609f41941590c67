// The server's live catalogue (live.ts) as `app.catalogue`: read before the server answers,
// watched while it runs, let go when it closes. The pages, the desk's routes and the workflows
// read products through it.
import fp from 'fastify-plugin'
import { CATALOGUE_POLL_MS, type LiveCatalogue } from './live'

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: LiveCatalogue
  }
}

export const liveCatalogue = fp<{ catalogue: LiveCatalogue; pollMs?: number }>(
  async (app, { catalogue, pollMs = CATALOGUE_POLL_MS }) => {
    app.decorate('catalogue', catalogue)
    app.addHook('onReady', async () => {
      catalogue.watch(pollMs, (error) => app.log.warn({ err: error }, 'catalogue not read'))
    })
    app.addHook('onClose', () => catalogue.stop())
  },
  { name: 'catalogue-live' },
)
