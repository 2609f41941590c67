// @vitest-environment node
// The server is a list of plugins, each naming the ones it needs: registered without them, a
// plugin stops the start with Fastify's own error rather than serving half a shop.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { deskApi, type DeskContext } from './api/desk-api'
import { shopFiles } from './serving/files'
import { shopPages } from './serving/pages'

const NOT_PRESENT = 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED'

describe('the server’s plugins', () => {
  it('refuse to start without the plugins they name', async () => {
    const cases = [
      (app: ReturnType<typeof Fastify>) => app.register(shopFiles, { root: '/nowhere' }),
      (app: ReturnType<typeof Fastify>) => app.register(shopPages, { root: '/nowhere' }),
      (app: ReturnType<typeof Fastify>) =>
        // Checked before the plugin runs: the context is never read.
        app.register(deskApi, { prefix: '/api', context: {} as DeskContext }),
    ]
    for (const register of cases) {
      const app = Fastify()
      register(app)
      await expect(app.ready()).rejects.toMatchObject({ code: NOT_PRESENT })
      await app.close()
    }
  })
})
