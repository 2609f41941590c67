// The shop's pages: each app route its own prerendered page when the build has one; with the
// order desk, "View COA" (the newest lot's certificate), a lot's certificate page, and an
// order's page; and the operator's console. Pages no cache may keep are sent as text, never
// indexed.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import {
  APP_ROUTES,
  CERTIFICATE_ROUTES,
  LOT_PAGE_FILE,
  ORDER_PAGE_FILE,
  ORDER_PAGE_ROUTES,
} from '../../config/routes.js'
import type { DeskContext } from '../api/desk-api'
import { certificateRoute, lotPageRoute } from '../fulfilment'

/** The console's page in a build (vite.admin.config.ts). */
const CONSOLE_PAGE = 'admin/index.html'

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

export interface PageOptions {
  root: string
  desk?: DeskContext | undefined
}

export const shopPages = fp<PageOptions>(
  async (app, { root, desk }) => {
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

    // An order's page reads its secret from the link's fragment: the shell is never stored by
    // a cache and never indexed (DECISIONS.md). Builds without the order desk have no such page.
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
  },
  // reply.sendFile comes from the files plugin.
  { name: 'shop-pages', dependencies: ['shop-files'] },
)
