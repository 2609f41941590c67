// The production server: serves a built shop (dist/) with the shop's security and caching
// headers, precompressed files and the app's page/404 fallback, and, given a database, the
// order desk's API under /api.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyReply } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { headerOptions, readBuildManifest } from '../config/build-manifest.js'
import {
  assetHeaders,
  CACHE_CONTROL,
  cacheControlFor,
  documentHeaders,
  isAssetPath,
} from '../config/security-headers.js'
import {
  APP_ROUTES,
  CERTIFICATE_ROUTES,
  LOT_PAGE_FILE,
  ORDER_PAGE_FILE,
  ORDER_PAGE_ROUTES,
} from '../config/routes.js'
import { deskApi, type DeskContext } from './api/desk-api'
import { DESK_MESSAGES, DeskError } from './api/errors'
import { healthRoutes } from './health'
import { loggerOptions, RequestLog, type LogOptions } from './logging'
import { certificateRoute, lotPageRoute } from './fulfilment'

/** Longest URL accepted; longer ones are refused before any lookup. */
export const MAX_URL_LENGTH = 2048

const READ_METHODS = new Set(['GET', 'HEAD'])

const isDeskPath = (rawPath: string) => rawPath === '/api' || rawPath.startsWith('/api/')

function refuseMethod(reply: FastifyReply) {
  return reply
    .code(405)
    .header('Allow', [...READ_METHODS].join(', '))
    .type('text/plain; charset=utf-8')
    .send('Method Not Allowed')
}

/** The console's page in a build (vite.admin.config.ts). */
const CONSOLE_PAGE = 'admin/index.html'

/** The sha256 hashes the build recorded for its inline scripts (none for a plain vite build). */
export function readScriptHashes(root: string): string[] {
  return readBuildManifest(root)?.scriptHashes ?? []
}

/** The sha256 hashes the build recorded for its inline styles (none for a plain vite build). */
export function readStyleHashes(root: string): string[] {
  return readBuildManifest(root)?.styleHashes ?? []
}

/**
 * True when a request path tries to leave the served folder or smuggle a separator:
 * `..` segments (plain or encoded), encoded slashes, backslashes, NUL, or bad encoding.
 */
export function isHostilePath(rawPath: string): boolean {
  if (/%2f|%5c|\\/i.test(rawPath)) return true
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return true
  }
  return decoded.includes('\0') || decoded.split('/').some((part) => part === '..')
}

/** The 400 of an address refused unread; the order desk's in its JSON, which its pages show. */
function badAddress(reply: FastifyReply, url: string, desk: boolean) {
  reply.code(400).header('Cache-Control', CACHE_CONTROL.error)
  if (desk && isDeskPath(url.split('?')[0] ?? ''))
    return reply.send(new DeskError(400, DESK_MESSAGES.badAddress).body())
  return reply.type('text/plain; charset=utf-8').send('Bad Request')
}

/** A page no cache may keep and no search engine index: an order's, the console's. */
function sendUnstoredPage(reply: FastifyReply, html: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html)
}

/** The built HTML file (relative to dist) that answers an app route. */
function pageFile(root: string, route: string): string {
  const own = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
  return existsSync(path.join(root, own)) ? own : 'index.html'
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
  // Script, stylesheet, font, image and media files carry the subresource set instead
  // (config/security-headers.js); @fastify/static marks their answers as it sends them.
  const subresource = assetHeaders()
  const assetReplies = new WeakSet<FastifyReply>()
  const notFoundPage = existsSync(path.join(root, '404.html')) ? '404.html' : 'index.html'

  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    logController: new RequestLog(),
    // Forwarded client addresses (rate limits) only behind a proxy the operator names.
    ...(trustProxy === undefined ? {} : { trustProxy: trustFunction(trustProxy) }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_URL_LENGTH },
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

  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '/'
    const rawPath = url.split('?')[0] ?? '/'
    if (url.length > MAX_URL_LENGTH || isHostilePath(rawPath))
      return badAddress(reply, rawPath, Boolean(desk))
    // Only the order desk takes bodies: anything else is refused before one is read.
    if (!READ_METHODS.has(request.method) && !(desk && isDeskPath(rawPath))) {
      return refuseMethod(reply)
    }
  })

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(assetReplies.has(reply) ? subresource : headers)
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', CACHE_CONTROL.error)
    return payload
  })

  // Files the build could not precompress (and small generated answers) are compressed here;
  // answers that already carry a Content-Encoding are left alone.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 })

  await app.register(fastifyStatic, {
    root,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    preCompressed: true,
    // @fastify/static sends files with its own Cache-Control otherwise.
    cacheControl: false,
    // The build's header files and compressed siblings are for servers, not visitors.
    allowedPath: (pathname) => pathname !== '/_headers' && !/\.(?:br|gz)$/.test(pathname),
    setHeaders(reply, filePath) {
      const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`.replace(
        /\.(?:br|gz)$/,
        '',
      )
      reply.header('Cache-Control', cacheControlFor(urlPath))
      if (isAssetPath(urlPath)) assetReplies.add(reply as FastifyReply)
    },
  })

  await app.register(healthRoutes, {
    database: desk && { db: desk.db, kind: desk.settings.databaseUrl ? 'postgres' : 'pglite' },
  })

  // App routes answer with their own prerendered page when the build has one. With the order
  // desk, "View COA" leads to the newest lot's certificate when there is one.
  if (desk) certificateRoute(app, desk.db, (route) => pageFile(root, route))
  for (const route of APP_ROUTES) {
    if (desk && CERTIFICATE_ROUTES.includes(route)) continue
    const file = pageFile(root, route)
    app.route({
      method: ['GET', 'HEAD'],
      url: route,
      handler: (_request, reply) => reply.sendFile(file),
    })
  }

  // An order's page reads its secret from the link's fragment: the shell is never stored by a
  // cache and never indexed (DECISIONS.md). Builds without the order desk have no such page.
  const orderShell = path.join(root, ORDER_PAGE_FILE)
  if (desk && existsSync(orderShell)) {
    const html = readFileSync(orderShell, 'utf8')
    for (const url of ORDER_PAGE_ROUTES) {
      app.route({
        method: ['GET', 'HEAD'],
        url,
        handler: (_request, reply) => sendUnstoredPage(reply, html),
      })
    }
  }
  // A lot's certificate of analysis: one shell for every lot, read from the desk.
  const lotShell = path.join(root, LOT_PAGE_FILE)
  if (desk && existsSync(lotShell)) lotPageRoute(app, desk.db, readFileSync(lotShell, 'utf8'))
  // The operator's console: one page for all its paths, never indexed or cached.
  // (Read once and sent as text: @fastify/static would give it the HTML files' no-cache.)
  if (existsSync(path.join(root, CONSOLE_PAGE))) {
    const html = readFileSync(path.join(root, CONSOLE_PAGE), 'utf8')
    const consolePage = (_request: unknown, reply: FastifyReply) => sendUnstoredPage(reply, html)
    app.route({ method: ['GET', 'HEAD'], url: '/admin', handler: consolePage })
    app.route({ method: ['GET', 'HEAD'], url: '/admin/*', handler: consolePage })
  }

  app.setNotFoundHandler((request, reply) => {
    if (!READ_METHODS.has(request.method)) return refuseMethod(reply)
    const { pathname } = new URL(request.url, 'http://localhost')
    // A missing file (asset or anything with an extension) is a plain 404, not the app.
    if (pathname.startsWith('/assets/') || path.posix.extname(pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    }
    return reply.code(404).sendFile(notFoundPage)
  })

  app.setErrorHandler((error, request, reply) => {
    const code0 = (error as { statusCode?: number }).statusCode ?? 500
    const status = code0 >= 400 && code0 < 500 ? code0 : 500
    if (status === 500) request.log.error({ err: error }, 'request failed')
    // @fastify/static refuses non-canonical paths with 403; to a visitor that is "not here".
    const code = status === 403 ? 404 : status
    // A file that failed after it was found is answered as an error, with every header.
    assetReplies.delete(reply)
    return reply
      .code(code)
      .header('Cache-Control', CACHE_CONTROL.error)
      .type('text/plain; charset=utf-8')
      .send(code === 404 ? 'Not Found' : code === 500 ? 'Internal Server Error' : 'Bad Request')
  })

  // After the shop's own 404 handler, which would otherwise answer /api's unknown paths too.
  if (desk) await app.register((api) => deskApi(api, desk), { prefix: '/api' })

  return app
}
