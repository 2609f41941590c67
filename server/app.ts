// The production server: serves a built shop (dist/) with the shop's security and caching
// headers, precompressed files and the app's page/404 fallback, and, given a database, the
// order desk's API under /api. `buildServer` is the list of its plugins (serving/, health.ts,
// api/desk-api.ts), each naming the ones it needs.
import { existsSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyReply } from 'fastify'
import { headerOptions, readBuildManifest } from '../config/build-manifest.js'
import { CACHE_CONTROL, documentHeaders } from '../config/security-headers.js'
import { deskApi, type DeskContext } from './api/desk-api'
import { healthRoutes } from './health'
import { loggerOptions, RequestLog, type LogOptions } from './logging'
import { shopFiles } from './serving/files'
import { badAddress, MAX_URL_LENGTH, shopGuards } from './kernel/guards'
import { shopPages } from './serving/pages'
import { hasRenderer, PageRenderer } from './serving/page-renderer'
import { finishInterruptedImport, liveCatalogue, LiveCatalogue, readMedia } from './catalogue'
import { stockCounts } from './fulfilment'
import { liveSettings } from './shop'

export { isHostilePath, MAX_URL_LENGTH } from './kernel/guards'

/** The sha256 hashes the build recorded for its inline scripts (none for a plain vite build). */
export function readScriptHashes(root: string): string[] {
  return readBuildManifest(root)?.scriptHashes ?? []
}

/** The sha256 hashes the build recorded for its inline styles (none for a plain vite build). */
export function readStyleHashes(root: string): string[] {
  return readBuildManifest(root)?.styleHashes ?? []
}

export interface ServerOptions {
  distDir: string
  /** The request and error log (logging.ts); without it the server logs nothing. */
  log?: LogOptions | undefined
  env?: NodeJS.ProcessEnv
  /** The order desk; without it the server serves the shop's files only. */
  desk?: DeskContext | undefined
  /** A hop count or the proxies' addresses (settings.ts refuses `true`). */
  trustProxy?: number | string | undefined
}

/**
 * Fastify's trust for forwarded addresses. A hop count trusts that many proxies in front of the
 * server, whatever their addresses: Fastify itself now ignores a bare count (every client would
 * count as the proxy's one address), so the count is a function here (docs/DECISIONS.md,
 * "Limits").
 */
function trustFunction(
  trustProxy: number | string,
): string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy
}

/** Builds the Fastify app that serves a built shop (and its order desk, when given). */
export async function buildServer({
  distDir,
  log,
  env = process.env,
  desk,
  trustProxy,
}: ServerOptions) {
  const root = path.resolve(distDir)
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`No index.html in ${root}`)
  // The build's own settings (its manifest) decide the CSP, not the server's environment.
  const headers = documentHeaders(headerOptions(root, env))

  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    logController: new RequestLog(),
    // Forwarded client addresses (rate limits) only behind a proxy the operator names.
    ...(trustProxy === undefined ? {} : { trustProxy: trustFunction(trustProxy) }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_URL_LENGTH },
    // Making every page before the server listens (serving/pages.ts) takes some 4 s of CPU on
    // an idle machine and several times that on a busy one: past Fastify's default of 10 s the
    // server would stop instead of starting late.
    pluginTimeout: 120_000,
    // Requests the router refuses (bad percent-encoding) skip the hooks; they still get the headers.
    frameworkErrors(_error, request, reply) {
      return badAddress((reply as FastifyReply).headers(headers), request.url, Boolean(desk))
    },
    // Requests Node's HTTP parser refuses never reach Fastify; they still get the headers.
    clientErrorHandler(error, socket) {
      if (!socket.writable) return socket.destroy(error)
      const head = Object.entries({ ...headers, 'Cache-Control': CACHE_CONTROL.error })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 11\r\n${head}\r\n\r\nBad Request`,
      )
    },
  })

  await app.register(shopGuards, { headers, desk: Boolean(desk) })
  const pagesMade = Boolean(desk) && hasRenderer(root)
  await app.register(shopFiles, { root, pagesMade })
  await app.register(healthRoutes, {
    database: desk && { db: desk.db, kind: desk.settings.databaseUrl ? 'postgres' : 'pglite' },
  })
  // With the order desk the catalogue is the database's, and this server makes the pages from
  // it when the build kept its renderer (docs/decisions/0003-catalogue-pages.md).
  // An import the embedded database was writing in steps when the server stopped is undone first.
  if (desk) await finishInterruptedImport(desk.db)
  // The shop's settings, from the database (the environment's are its first values).
  if (desk) await app.register(liveSettings, { db: desk.db, desk: desk.settings })
  const catalogue = desk ? await LiveCatalogue.open(desk.db, stockCounts) : undefined
  if (desk && catalogue) await app.register(liveCatalogue, { catalogue })
  const renderer =
    desk && catalogue && pagesMade
      ? await PageRenderer.open(root, {
          get version() {
            return catalogue.version
          },
          get products() {
            return catalogue.products
          },
          readMedia: async (url) => {
            const hash = /^\/media\/([0-9a-f]{20})\./.exec(url)?.[1]
            return hash ? ((await readMedia(desk.db, hash))?.bytes ?? null) : null
          },
        })
      : undefined
  if (renderer) app.addHook('onClose', () => renderer.close())
  await app.register(shopPages, { root, desk, catalogue, renderer })
  // After the shop's own 404 handler, which would otherwise answer /api's unknown paths too.
  if (desk) await app.register(deskApi, { prefix: '/api', context: desk })
  return app
}
