// The catalogue's pictures at /media/{content hash}.{ext}: read from the database (every server
// and every backup has them), immutable, cached for a year.
import type { FastifyInstance } from 'fastify'
import { CACHE_CONTROL } from '../../config/security-headers.js'
import type { Db } from '../db/open'
import { readMedia } from './picture-store'

const MEDIA_FILE = /^([0-9a-f]{20})\.(webp|avif)$/
const TYPES = { webp: 'image/webp', avif: 'image/avif' } as const

export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.route<{ Params: { file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/:file',
    handler: async (request, reply) => {
      const match = MEDIA_FILE.exec(request.params.file)
      // The build's own media (the home page's hero) are files.
      if (!match) return reply.sendFile(`media/${request.params.file}`)
      const media = await readMedia(db, match[1]!)
      if (!media || media.contentType !== TYPES[match[2] as keyof typeof TYPES])
        return reply
          .code(404)
          .header('Cache-Control', CACHE_CONTROL.error)
          .type('text/plain; charset=utf-8')
          .send('Not Found')
      reply.subresource = true
      return reply
        .header('Cache-Control', CACHE_CONTROL.hashedAsset)
        .header('ETag', `"${match[1]}"`)
        .type(media.contentType)
        .send(media.bytes)
    },
  })
}
