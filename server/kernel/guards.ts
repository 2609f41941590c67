// What every request and answer of the server passes: an over-long or hostile address is
// refused unread (400), a body only where the order desk takes one (405 elsewhere), and every
// answer carries the shop's headers: a page's security set, or the subresource set on a script,
// stylesheet, font, image or media file (config/security-headers.js).
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { assetHeaders, CACHE_CONTROL } from '../../config/security-headers.js'
import { DESK_MESSAGES, DeskError } from './errors'

/** Longest URL accepted; longer ones are refused before any lookup. */
export const MAX_URL_LENGTH = 2048

export const READ_METHODS = new Set(['GET', 'HEAD'])

export const isDeskPath = (rawPath: string) => rawPath === '/api' || rawPath.startsWith('/api/')

export function refuseMethod(reply: FastifyReply) {
  return reply
    .code(405)
    .header('Allow', [...READ_METHODS].join(', '))
    .type('text/plain; charset=utf-8')
    .send('Method Not Allowed')
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
export function badAddress(reply: FastifyReply, url: string, desk: boolean) {
  reply.code(400).header('Cache-Control', CACHE_CONTROL.error)
  if (desk && isDeskPath(url.split('?')[0] ?? ''))
    return reply.send(new DeskError(400, DESK_MESSAGES.badAddress).body())
  return reply.type('text/plain; charset=utf-8').send('Bad Request')
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set by the file server on a script, stylesheet, font, image or media file. */
    subresource: boolean
  }
}

export interface GuardOptions {
  /** A page's headers (config/security-headers.js `documentHeaders`). */
  headers: Record<string, string>
  /** Whether the order desk answers under /api (it takes bodies there). */
  desk: boolean
}

export const shopGuards = fp<GuardOptions>(
  async (app, { headers, desk }) => {
    const subresource = assetHeaders()
    app.decorateReply('subresource', false)

    app.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '/'
      const rawPath = url.split('?')[0] ?? '/'
      if (url.length > MAX_URL_LENGTH || isHostilePath(rawPath))
        return badAddress(reply, rawPath, desk)
      // Only the order desk takes bodies: anything else is refused before one is read.
      if (!READ_METHODS.has(request.method) && !(desk && isDeskPath(rawPath))) {
        return refuseMethod(reply)
      }
    })

    app.addHook('onSend', async (_request, reply, payload) => {
      // A page the server made carries its own CSP (its inline styles' hashes, pages.ts).
      const ownPolicy = reply.subresource ? undefined : reply.getHeader('Content-Security-Policy')
      reply.headers(reply.subresource ? subresource : headers)
      if (ownPolicy) reply.header('Content-Security-Policy', ownPolicy)
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', CACHE_CONTROL.error)
      return payload
    })
  },
  { name: 'shop-guards' },
)
