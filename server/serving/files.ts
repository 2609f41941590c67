// The built shop's files: precompressed where the build made .br/.gz siblings (compressed here
// otherwise), each with its cache rule; a missing file is a plain 404 and any other address the
// shop's 404 page; an error is answered in text with every header.
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { CACHE_CONTROL, cacheControlFor, isAssetPath } from '../../config/security-headers.js'
import { READ_METHODS, refuseMethod } from '../kernel/guards'

export const shopFiles = fp<{ root: string; pagesMade?: boolean }>(
  async (app, { root, pagesMade = false }) => {
    const notFoundPage = existsSync(path.join(root, '404.html')) ? '404.html' : 'index.html'

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
      // When the server makes the pages (pages.ts), the build's own HTML files are never sent.
      allowedPath: (pathname) =>
        pathname !== '/_headers' &&
        !/\.(?:br|gz)$/.test(pathname) &&
        !(pagesMade && pathname.endsWith('.html')),
      setHeaders(reply, filePath) {
        const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`.replace(
          /\.(?:br|gz)$/,
          '',
        )
        reply.header('Cache-Control', cacheControlFor(urlPath))
        if (isAssetPath(urlPath)) (reply as FastifyReply).subresource = true
      },
    })

    app.setNotFoundHandler((request, reply) => {
      if (!READ_METHODS.has(request.method)) return refuseMethod(reply)
      const { pathname } = new URL(request.url, 'http://localhost')
      // A missing file (asset or anything with an extension) is a plain 404, not the app.
      if (pathname.startsWith('/assets/') || path.posix.extname(pathname)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      }
      // With the order desk's renderer, the 404 page as the catalogue makes it now (pages.ts).
      const made = request.server.notFoundPage
      if (made) return made(request, reply)
      return reply.code(404).sendFile(notFoundPage)
    })

    app.setErrorHandler((error, request, reply) => {
      const code0 = (error as { statusCode?: number }).statusCode ?? 500
      const status = code0 >= 400 && code0 < 500 ? code0 : 500
      if (status === 500) request.log.error({ err: error }, 'request failed')
      // @fastify/static refuses non-canonical paths with 403; to a visitor that is "not here".
      const code = status === 403 ? 404 : status
      // A file that failed after it was found is answered as an error, with every header.
      reply.subresource = false
      return reply
        .code(code)
        .header('Cache-Control', CACHE_CONTROL.error)
        .type('text/plain; charset=utf-8')
        .send(code === 404 ? 'Not Found' : code === 500 ? 'Internal Server Error' : 'Bad Request')
    })
  },
  { name: 'shop-files', dependencies: ['shop-guards'] },
)
