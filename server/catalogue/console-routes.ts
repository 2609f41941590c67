// The console's catalogue desk under /api/admin: the products' list, one product with its
// history, a new product, a save (the version read, as orders do), a picture upload, and the
// catalogue as CSV out and in (a dry run first; all rows or none).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  isReservedProductId,
  newProductSchema,
  PRODUCT_MESSAGES as P,
  productSaveSchema,
  slugFromName,
} from '@/domain/catalogue/product-schema'
import { parseBody } from '../kernel/request'
import { DeskError } from '../kernel/errors'
import type { Db, Tx } from '../db/handle'
import { operatorOf } from '../operators'
import { consoleProduct } from './product-view'
import { createProduct, saveProduct, type SaveResult } from './catalogue'
import { findProduct, listProducts, productHistory } from './catalogue-read'
import { setPicture } from './picture-store'
import { type SizesInUse } from './product-changes'
import { catalogueCsv } from './csv-export'
import { importAnswer, importCatalogue } from './csv-import'
import { makePicture, PICTURE_CAP_MESSAGES, PICTURE_MAX_BYTES, PICTURE_UPLOADS } from './pictures'

export interface CatalogueRouteOptions {
  /** Whether an order names the product (the orders area answers). */
  hasOrders(tx: Tx | Db, productId: string): Promise<boolean>
  /** The sizes orders, holds or lots name (the orders and fulfilment areas answer). */
  sizesInUse: SizesInUse
}

const PICTURE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'application/octet-stream',
]
/** The largest CSV an import takes. */
const CSV_MAX_BYTES = 2 * 1024 * 1024

function refuseSave(result: Exclude<SaveResult, { kind: 'saved' }>): never {
  switch (result.kind) {
    case 'not-found':
      throw new DeskError(404, P.notFound)
    case 'version':
      throw new DeskError(409, P.version)
    case 'id-taken':
      throw new DeskError(409, P.idTaken, { id: P.idTaken })
    case 'id-fixed':
      throw new DeskError(409, P.idFixed, { id: P.idFixed })
    case 'sizes-kept':
      throw new DeskError(403, P.sizesOwnerOnly, { sizes: P.sizesOwnerOnly })
    case 'size-in-use': {
      const message = P.sizeInUse(result.labels)
      throw new DeskError(409, message, { sizes: message })
    }
  }
}

export async function consoleCatalogueRoutes(
  api: FastifyInstance,
  { hasOrders, sizesInUse }: CatalogueRouteOptions,
): Promise<void> {
  const { db } = api.desk
  /** After a change: this server's pages follow at once (the others within a second). */
  const changed = () => api.catalogue.refresh()

  api.get('/products', { config: { role: 'staff' } }, async () => ({
    products: await listProducts(db),
  }))

  api.get<{ Params: { id: string } }>(
    '/products/:id',
    { config: { role: 'staff' } },
    async (request) => {
      const row = await findProduct(db, request.params.id)
      if (!row) throw new DeskError(404, P.notFound)
      return {
        product: consoleProduct(row),
        history: await productHistory(db, row.id),
        ordered: await hasOrders(db, row.id),
      }
    },
  )

  api.post('/products', { config: { role: 'owner' } }, async (request, reply) => {
    const body = parseBody(newProductSchema, request)
    const { id: typedId, ...fields } = body
    const id = typedId || slugFromName(fields.name)
    if (!id) throw new DeskError(422, P.id, { id: P.id })
    if (isReservedProductId(id)) throw new DeskError(422, P.idReserved, { id: P.idReserved })
    const result = await createProduct(db, id, fields, operatorOf(request).email)
    if (result.kind === 'id-taken') throw new DeskError(409, P.idTaken, { id: P.idTaken })
    await changed()
    return reply.code(201).send({ product: result.product })
  })

  api.post<{ Params: { id: string } }>(
    '/products/:id',
    { config: { role: 'staff' } },
    async (request) => {
      const { id, version, ...fields } = parseBody(productSaveSchema, request)
      // A new address only: a product that has a reserved word from before keeps it.
      if (id !== request.params.id && isReservedProductId(id))
        throw new DeskError(422, P.idReserved, { id: P.idReserved })
      const operator = operatorOf(request)
      // Prices and sizes are an owner's (the rest of the product is staff's too).
      const keepSizes = operator.role !== 'owner'
      const result = await saveProduct(
        db,
        request.params.id,
        { id, version, fields, keepSizes },
        operator.email,
        hasOrders,
        sizesInUse,
      )
      if (result.kind !== 'saved') refuseSave(result)
      await changed()
      return { product: result.product }
    },
  )

  pictureRoutes(api, changed)
  csvRoutes(api, { hasOrders, sizesInUse }, changed)
}

/** A product's picture, uploaded as the body, counted per operator and per product. */
function pictureRoutes(api: FastifyInstance, changed: () => Promise<unknown>): void {
  const { db } = api.desk
  // Uploads are counted on arrival, before the file is read: the operator's first, so an upload
  // refused them adds nothing to the product's count (docs/DECISIONS.md, "Pictures kept and
  // capped"). Each count is one step of the desk's rate-limit store, checked as it is made.
  const picturesByOperator = api.createRateLimit({
    max: PICTURE_UPLOADS.perOperator,
    timeWindow: PICTURE_UPLOADS.windowMs,
    keyGenerator: (request) => `picture-operator:${operatorOf(request).operatorId}`,
  })
  const picturesOfProduct = api.createRateLimit({
    max: PICTURE_UPLOADS.perProduct,
    timeWindow: PICTURE_UPLOADS.windowMs,
    keyGenerator: (request) => `picture-product:${(request.params as { id: string }).id}`,
  })
  const countUpload = async (request: FastifyRequest) => {
    const caps = [
      [picturesByOperator, PICTURE_CAP_MESSAGES.perOperator],
      [picturesOfProduct, PICTURE_CAP_MESSAGES.perProduct],
    ] as const
    for (const [limiter, message] of caps) {
      const limit = await limiter(request)
      if (!limit.isAllowed && limit.isExceeded) {
        const text = message(limit.ttl)
        throw new DeskError(429, text, { picture: text })
      }
    }
  }

  // A picture: the file itself as the body (its bytes decide what it is, never its name or
  // type), the version read in the query.
  api.register(async (uploads) => {
    uploads.addContentTypeParser(
      PICTURE_TYPES,
      { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES + 1 },
      (_request, body, done) => done(null, body),
    )
    uploads.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES + 1 },
      (_r, body, done) => done(null, body),
    )
    uploads.post<{ Params: { id: string }; Querystring: { version?: string } }>(
      '/products/:id/picture',
      { config: { role: 'staff' }, bodyLimit: PICTURE_MAX_BYTES + 1, onRequest: countUpload },
      async (request) => {
        const version = Number(request.query.version)
        if (!Number.isInteger(version) || version < 1) throw new DeskError(409, P.version)
        const body = request.body
        if (!Buffer.isBuffer(body))
          throw new DeskError(415, 'Upload a JPEG, PNG, WebP or AVIF picture.')
        const picture = await makePicture(body)
        if (!picture.ok) throw new DeskError(422, picture.message, { picture: picture.message })
        const result = await setPicture(
          db,
          request.params.id,
          version,
          picture.files,
          operatorOf(request).email,
        )
        if (result.kind === 'not-found') throw new DeskError(404, P.notFound)
        if (result.kind === 'version') throw new DeskError(409, P.version)
        await changed()
        return { product: result.product }
      },
    )
  })
}

/** The catalogue as CSV: exported, and imported back (a dry run unless `?apply=1`). */
function csvRoutes(
  api: FastifyInstance,
  { hasOrders, sizesInUse }: CatalogueRouteOptions,
  changed: () => Promise<unknown>,
): void {
  const { db } = api.desk
  api.get('/catalogue.csv', { config: { role: 'staff' } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="catalogue.csv"')
      .send(await catalogueCsv(db)),
  )

  // The catalogue back from CSV: `?apply=1` applies it, anything else is the dry run.
  api.register(async (imports) => {
    imports.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )
    imports.post<{ Querystring: { apply?: string } }>(
      '/catalogue/import',
      { config: { role: 'owner' }, bodyLimit: CSV_MAX_BYTES },
      async (request, reply) => {
        if (typeof request.body !== 'string')
          throw new DeskError(415, 'Send the catalogue as CSV (Content-Type: text/csv).')
        const apply = request.query.apply === '1'
        const result = await importCatalogue(db, request.body, {
          apply,
          operator: operatorOf(request).email,
          hasOrders,
          sizesInUse,
          database: api.desk.databaseKind,
        })
        if (apply && result.applied) await changed()
        return reply.type('application/json; charset=utf-8').send(importAnswer(result))
      },
    )
  })
}
