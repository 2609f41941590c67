// The shop's pages as its build's files, without the renderer (a static build, or a stand-in
// build in the API tests): each app route its prerendered file; with the desk, the order and
// lot shells and the newest lot's certificate.
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import {
  APP_ROUTES,
  CERTIFICATE_ROUTES,
  LOT_PAGE_FILE,
  ORDER_PAGE_FILE,
  ORDER_PAGE_ROUTES,
  QUOTE_PAGES,
} from '../../config/routes.js'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import type { DeskContext } from '../api/desk-api'
import { certificateRoute, lotPageRoute } from '../fulfilment'
import { pageFile, sendUnstoredPage } from './page-replies'

/** Each app route its prerendered file; with the desk, the order and lot shells. */
export function filePages(app: FastifyInstance, root: string, desk?: DeskContext) {
  // With the order desk, "View COA" leads to the newest lot's certificate when there is one.
  if (desk) {
    certificateRoute(app, desk.db, {
      known: (id) => APP_ROUTES.includes(`/products/${id}`),
      sendPage: (reply, route) => reply.sendFile(pageFile(root, route)),
    })
  }
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
  // The quote pages: the request form, and a quote's shell (its secret in the link's fragment).
  for (const { route, file } of QUOTE_PAGES) {
    const shell = path.join(root, file)
    if (!desk || !existsSync(shell)) continue
    const html = readFileSync(shell, 'utf8')
    app.route({
      method: ['GET', 'HEAD'],
      url: route,
      handler: (_request, reply) => sendUnstoredPage(reply, html),
    })
  }
  // A lot's certificate of analysis: one shell for every lot, read from the desk.
  const lotShell = path.join(root, LOT_PAGE_FILE)
  if (desk && existsSync(lotShell)) {
    const html = readFileSync(lotShell, 'utf8')
    lotPageRoute(app, desk.db, {
      known: (id) => APP_ROUTES.includes(`/products/${id}`),
      sendPage: (reply, status) =>
        reply
          .code(status)
          .header('Cache-Control', CACHE_CONTROL.html)
          .type('text/html; charset=utf-8')
          .send(html),
    })
  }
}
