// The production server: serves dist/ with the shop's security headers.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import { securityHeaders } from '../config/security-headers.js'
import { isAppRoute } from '../config/routes.js'

/**
 * Builds the Fastify app that serves a built shop.
 * @param {{ distDir: string, logger?: boolean }} options
 */
export async function buildServer({ distDir, logger = false }) {
  const root = path.resolve(distDir)
  const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8')
  const headers = securityHeaders()
  const app = Fastify({ logger })

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers)
    return payload
  })

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // @fastify/static 10 hands setHeaders the Fastify reply.
    setHeaders(reply, filePath) {
      const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep)
      reply.header(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, 'http://localhost')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).type('text/plain').send('Method Not Allowed')
    }
    if (url.pathname.startsWith('/assets/') || path.extname(url.pathname)) {
      return reply.code(404).type('text/plain').send('Not Found')
    }
    return reply
      .code(isAppRoute(url.pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml)
  })

  return app
}
