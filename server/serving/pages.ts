// The shop's pages. With the order desk and the build's renderer, every page is made by this
// server from the catalogue as it is now (page-renderer.ts): the app routes, each product's
// pages (a renamed product's old address redirects), the specification sheets, the sitemap, the
// order and lot pages and the 404 page. Without them (a static build, or a stand-in build in
// the API tests), each app route is its prerendered file (file-pages.ts). "View COA" leads to the newest lot's
// certificate; the console is one page for all its paths. Pages no cache may keep are sent as
// text, never indexed.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { headerOptions } from '../../config/build-manifest.js'
import {
  certificatePath,
  LOT_PAGE_SHELL_PATH,
  ORDER_PAGE_ROUTES,
  QUOTE_PAGES,
  productRoutes,
  safetyDataSheetPath,
  sitemapXml,
  STATIC_ROUTES,
} from '../../config/routes.js'
import { CACHE_CONTROL, contentSecurityPolicy } from '../../config/security-headers.js'
import type { DeskContext } from '../api/desk-api'
import { mediaRoutes, type LiveCatalogue } from '../catalogue'
import { certificateRoute, lotPageRoute } from '../fulfilment'
import { filePages } from './file-pages'
import { PageRenderer, type MadePage } from './page-renderer'
import {
  CONSOLE_PAGE,
  encodingFor,
  notFoundFile,
  readSiteUrl,
  sendCompressed,
  sendUnstoredPage,
  SHEET_FILES,
} from './page-replies'

export interface PageOptions {
  root: string
  desk?: DeskContext | undefined
  /** The catalogue the pages are made from (with the desk). */
  catalogue?: LiveCatalogue | undefined
  /** The renderer (with the desk, when the build kept one). */
  renderer?: PageRenderer | undefined
}

export const shopPages = fp<PageOptions>(
  async (app, { root, desk, catalogue, renderer }) => {
    // The catalogue's pictures, from the database.
    if (desk) await app.register(mediaRoutes, { db: desk.db })
    if (desk && catalogue && renderer) {
      madePages(app, { root, desk, catalogue, renderer })
    } else {
      filePages(app, root, desk)
    }
    // The operator's console: one page for all its paths, never indexed or cached.
    // (Read once and sent as text: @fastify/static would give it the HTML files' no-cache.)
    if (existsSync(path.join(root, CONSOLE_PAGE))) {
      const html = readFileSync(path.join(root, CONSOLE_PAGE), 'utf8')
      const consolePage = (_request: unknown, reply: FastifyReply) => sendUnstoredPage(reply, html)
      app.route({ method: ['GET', 'HEAD'], url: '/admin', handler: consolePage })
      app.route({ method: ['GET', 'HEAD'], url: '/admin/*', handler: consolePage })
    }
  },
  // reply.sendFile comes from the files plugin.
  { name: 'shop-pages', dependencies: ['shop-files'] },
)

interface Made {
  root: string
  desk: DeskContext
  catalogue: LiveCatalogue
  renderer: PageRenderer
}

/** Every page made from the catalogue as it is now. */
function madePages(
  app: Parameters<typeof shopPages>[0],
  { root, desk, catalogue, renderer }: Made,
) {
  const send = madePageSender(headerOptions(root, process.env))
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    options?: { status?: number; store?: boolean },
  ) => send(request, reply, await renderer.page(route), options)
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    page(request, reply, '/404', { status: 404 })

  app.decorate('notFoundPage', notFound)

  for (const route of STATIC_ROUTES) {
    app.route({
      method: ['GET', 'HEAD'],
      url: route,
      handler: (request, reply) => page(request, reply, route),
    })
  }

  // A product's pages: its own and its Safety Data Sheet; a renamed product's old address
  // leads to its new one for good (301); an unknown one is the 404 page.
  const productPage = (suffix: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { productId } = request.params as { productId: string }
    if (catalogue.product(productId)) {
      return page(request, reply, `/products/${productId}${suffix}`)
    }
    const renamed = catalogue.redirect(productId)
    if (renamed) return reply.redirect(`/products/${renamed}${suffix}`, 301)
    return notFound(request, reply)
  }
  app.route({ method: ['GET', 'HEAD'], url: '/products/:productId', handler: productPage('') })
  app.route({
    method: ['GET', 'HEAD'],
    url: safetyDataSheetPath(':productId'),
    handler: productPage('/safety-data-sheet'),
  })
  certificateRoute(app, desk.db, {
    known: (id) => catalogue.product(id) !== undefined,
    sendPage: (reply, route) => page(reply.request, reply, route),
    redirect: (id) => catalogue.redirect(id),
  })
  lotPageRoute(app, desk.db, {
    known: (id) => catalogue.product(id) !== undefined,
    sendPage: (reply, status) => page(reply.request, reply, LOT_PAGE_SHELL_PATH, { status }),
  })
  // An order's page reads its secret from the link's fragment: never stored, never indexed.
  for (const url of ORDER_PAGE_ROUTES) {
    app.route({
      method: ['GET', 'HEAD'],
      url,
      handler: (request, reply) => page(request, reply, '/orders', { store: false }),
    })
  }
  // The quote pages: the request form, and a quote's shell (its secret in the link's fragment).
  for (const { route, shell } of QUOTE_PAGES) {
    app.route({
      method: ['GET', 'HEAD'],
      url: route,
      handler: (request, reply) => page(request, reply, shell, { store: false }),
    })
  }

  // The specification sheets, from the catalogue as it is now.
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/coa/:file',
    handler: async (request, reply) => {
      const id = /^(.+)\.html$/.exec(request.params.file)?.[1]
      // The sheets' stylesheet and script are the build's; nothing else of its folder is sent.
      if (!id) {
        return SHEET_FILES.has(request.params.file)
          ? reply.sendFile(`coa/${request.params.file}`)
          : notFoundFile(reply)
      }
      if (!catalogue.product(id)) {
        const renamed = catalogue.redirect(id)
        if (renamed) return reply.redirect(`/coa/${renamed}.html`, 301)
        return notFoundFile(reply)
      }
      return send(request, reply, await renderer.specSheet(id))
    },
  })

  const sitemapBase = readSiteUrl(root)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/sitemap.xml',
    handler: (_request, reply) =>
      reply
        .header('Cache-Control', CACHE_CONTROL.html)
        .type('application/xml; charset=utf-8')
        .send(
          sitemapXml(
            sitemapBase,
            catalogue.products.filter((p) => p.onSale).map((p) => p.id),
          ),
        ),
  })

  // After a change, this server makes its pages again at once, so the next visitor waits for
  // none; the routes of products that are gone fall out of the cache with the old version.
  const everyRoute = () => [
    ...STATIC_ROUTES,
    '/orders',
    LOT_PAGE_SHELL_PATH,
    ...QUOTE_PAGES.map((p) => p.shell),
    ...catalogue.products.flatMap((p) =>
      productRoutes(p.id).filter((r) => r !== certificatePath(p.id)),
    ),
    '/404',
  ]
  // Before a change is shown, the pages asked for most recently are made from it (within
  // PREPARE_WITHIN_MS): the next visitor waits for no render, and the change's own answer on this
  // server shows on every page of it.
  catalogue.beforeChange((version, next) => renderer.prepare(version, next.products))
  catalogue.onChange(() => void renderer.refresh(everyRoute()))
  // At start, before the server listens: the first visitors wait for no render, and a render
  // holds no one else up (a page takes some 30-100 ms of the process's one thread).
  app.addHook('onReady', async () => {
    const started = performance.now()
    const routes = everyRoute()
    await renderer.refresh(routes)
    app.log.info(
      { pages: routes.length, ms: Math.round(performance.now() - started) },
      'pages made from the catalogue',
    )
  })
}

/** Sends a made page with its own CSP (its inline styles' hashes) and a validator. */
function madePageSender({ scriptHashes, env }: ReturnType<typeof headerOptions>) {
  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    made: MadePage,
    { status = 200, store = true }: { status?: number; store?: boolean } = {},
  ) {
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes, styleHashes: made.styleHashes, env }),
    )
    if (!store) {
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
      return sendCompressed(request, reply, made)
    }
    // Each encoding its own validator: a cache keeps the bytes it was sent.
    const etag = made.etag.replace(/"$/, `-${encodingFor(request) ?? 'identity'}"`)
    reply
      .header('Cache-Control', CACHE_CONTROL.html)
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding')
    if (status === 200 && request.headers['if-none-match'] === etag) {
      return reply.code(304).send()
    }
    return sendCompressed(request, reply.code(status), made)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The 404 page as the catalogue makes it now (with the order desk's renderer). */
    notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>
  }
}
