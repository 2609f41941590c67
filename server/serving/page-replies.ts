// How the shop's pages are sent: a page no cache may keep, a made page in the encoding the
// browser takes best, a plain 404 for a missing file, and the build's files a page is made of.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { readBuildManifest } from '../../config/build-manifest.js'
import { siteUrl } from '../../config/site.js'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import type { MadePage } from './page-renderer'

/** The console's page in a build (vite.admin.config.ts). */
export const CONSOLE_PAGE = 'admin/index.html'

/** A page no cache may keep and no search engine index: an order's, the console's. */
export function sendUnstoredPage(reply: FastifyReply, html: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html)
}

/** The built HTML file (relative to dist) that answers an app route. */
export function pageFile(root: string, route: string): string {
  const own = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`
  return existsSync(path.join(root, own)) ? own : 'index.html'
}

/** The specification sheets' own files in the build (scripts/make-spec-sheets.js). */
export const SHEET_FILES = new Set(['coa.css', 'print.js'])

/** A plain 404 for a file that is not there. */
export function notFoundFile(reply: FastifyReply) {
  return reply
    .code(404)
    .header('Cache-Control', CACHE_CONTROL.error)
    .type('text/plain; charset=utf-8')
    .send('Not Found')
}

/** The encoding a browser takes that the page was made in (one it refuses by q=0 aside). */
export function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name!.trim().toLowerCase())
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null
}

/** A made page in the encoding the browser takes best, compressed when it was made. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, made: MadePage) {
  const encoding = encodingFor(request)
  reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8')
  if (!encoding) return reply.send(made.html)
  return reply.header('Content-Encoding', encoding).send(made[encoding])
}

/** The shop's address as its build recorded it, for the sitemap. */
export function readSiteUrl(root: string): string {
  return (readBuildManifest(root)?.siteUrl ?? siteUrl()).replace(/\/$/, '')
}
