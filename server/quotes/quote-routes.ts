// The quotes area's routes, kept thin. The buyer's: a request for a quote, the quote's page data
// and PDF behind its link's secret, and its acceptance. The console's: the list of requests and
// quotes, a request, a new quote (stored and mailed), a quote and its PDF.
import type { FastifyInstance, FastifyReply } from 'fastify'
import { TAX_RATE } from '@/data/policy'
import { invoiceDate } from '@/domain/payments/invoice-view'
import { ORDER_API } from '@/domain/orders/order-api'
import { ORDER_REQUEST_MESSAGES as OM } from '@/domain/orders/order-request'
import { QUOTE_MESSAGES as Q, QUOTE_NUMBER } from '@/domain/quotes/quote'
import {
  quoteAcceptanceSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@/domain/quotes/quote-schemas'
import { sizeOf } from '@/domain/catalogue/sizes'
import { formatPrice, percentOfCents } from '@/lib/money'
import { limitedTo, parseBody } from '../kernel/request'
import { DeskError } from '../kernel/errors'
import { operatorOf } from '../operators'
import { orderView, statusSecret } from '../orders'
import { settingsUnder } from '../shop'
import { quotePdf } from './quote-pdf'
import {
  quoteByNumber,
  quoteForSecret,
  quoteList,
  quoteRequestById,
  quoteView,
  storeQuote,
  storeQuoteRequest,
  type QuoteRow,
} from './quote-store'
import type { QuotedLine } from './tables'

const DAY_MS = 86_400_000

/** The end of a day (UTC, as every copy of a quote prints its dates). */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`)
const today = (now: Date) => now.toISOString().slice(0, 10)

/** The quote's PDF as a download (never shown inline). */
function sendPdf(reply: FastifyReply, number: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="quote-${number}.pdf"`)
    .send(pdf)
}

/** POST /api/quote-requests, GET /api/quotes/:number(.pdf), POST /api/quotes/:number/accept. */
export async function quoteRoutes(api: FastifyInstance): Promise<void> {
  const { db, serverKey, settings, onOutbox } = api.desk
  const limits = settings.rateLimits

  api.post('/quote-requests', limitedTo(limits.messages), async (request, reply) => {
    const raw = request.body as { website?: unknown } | undefined
    // The honeypot: people never see the field; a bot that fills it is told all went well.
    if (typeof raw?.website === 'string' && raw.website.trim() !== '') {
      return reply.code(201).send({ message: Q.requestSent })
    }
    const body = parseBody(quoteRequestSchema, request)
    const catalogue = await api.catalogue.current(body.lines.map((l) => l.productId))
    const fields: Record<string, string> = {}
    body.lines.forEach((line, index) => {
      const product = catalogue.product(line.productId)
      if (!product) fields[`lines.${index}.productId`] = OM.unknownProduct
      else if (!sizeOf(product, line.size)) fields[`lines.${index}.productId`] = OM.unknownSize
    })
    const [first] = Object.values(fields)
    if (first) throw new DeskError(422, first, fields)
    await storeQuoteRequest(db, body, (line) => {
      const product = catalogue.product(line.productId)!
      return { name: product.name, sizeLabel: sizeOf(product, line.size)!.label }
    })
    onOutbox()
    return reply.code(201).send({ message: Q.requestSent })
  })

  const secretOf = (headers: Record<string, unknown>) =>
    headers[ORDER_API.secretHeader.toLowerCase()]
  const read = async (number: string, secret: unknown): Promise<QuoteRow> => {
    const upper = number.toUpperCase()
    const quote = QUOTE_NUMBER.test(upper)
      ? await quoteForSecret(db, serverKey, upper, secret)
      : null
    if (!quote) throw new DeskError(404, Q.quoteNotFound)
    return quote
  }
  const viewOf = async (quote: QuoteRow) => {
    const order = quote.orderId ? await orderView(db, { id: quote.orderId }) : null
    const madeUnder = await settingsUnder(db, quote.settingsVersion, settings)
    return quoteView(quote, madeUnder, order ? { number: order.view.number } : null)
  }

  api.get<{ Params: { number: string } }>(
    '/quotes/:number',
    limitedTo(limits.status),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const quote = await read(request.params.number, secretOf(request.headers))
      const view = await viewOf(quote)
      // Accepted: the way to its order, whose link the buyer may not have kept.
      const orderSecret = quote.orderId ? statusSecret(serverKey, quote.orderId) : undefined
      return { quote: view, ...(orderSecret ? { orderSecret } : {}) }
    },
  )

  api.get<{ Params: { number: string } }>(
    '/quotes/:number/pdf',
    limitedTo(limits.status),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const quote = await read(request.params.number, secretOf(request.headers))
      const view = await viewOf(quote)
      return sendPdf(reply, view.number, await quotePdf(view))
    },
  )

  api.post<{ Params: { number: string } }>(
    '/quotes/:number/accept',
    limitedTo(limits.orders),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const quote = await read(request.params.number, secretOf(request.headers))
      const acceptance = parseBody(quoteAcceptanceSchema, request)
      const result = await api.workflows.acceptQuote(db, quote, acceptance, api.catalogue)
      if (result.kind === 'expired')
        throw new DeskError(422, Q.expired(invoiceDate(quote.validUntil.toISOString())))
      if (result.kind === 'refused') throw new DeskError(422, result.message, result.fields)
      if (result.kind === 'busy') throw new DeskError(409, Q.busy)
      const found = await orderView(db, { id: result.orderId })
      if (!found) throw new Error('An accepted quote’s order could not be read back')
      if (result.created) onOutbox()
      return reply
        .code(result.created ? 201 : 200)
        .send({ order: found.view, statusSecret: statusSecret(serverKey, found.id) })
    },
  )
}

/** GET/POST /api/admin/quotes, GET /api/admin/quote-requests/:id, GET /api/admin/quotes/:number(.pdf). */
export async function consoleQuoteRoutes(api: FastifyInstance): Promise<void> {
  const { db, settings, onOutbox } = api.desk

  api.get('/quotes', { config: { role: 'staff' } }, async () => quoteList(db))

  api.get<{ Params: { id: string } }>(
    '/quote-requests/:id',
    { config: { role: 'staff' } },
    async (request) => {
      const { id } = request.params
      const found = /^[0-9a-f-]{36}$/i.test(id) ? await quoteRequestById(db, id) : null
      if (!found) throw new DeskError(404, Q.requestNotFound)
      return { request: { ...found, createdAt: found.createdAt.toISOString() } }
    },
  )

  const byNumber = async (number: string) => {
    const upper = number.toUpperCase()
    const quote = QUOTE_NUMBER.test(upper) ? await quoteByNumber(db, upper) : null
    if (!quote) throw new DeskError(404, Q.quoteNotFound)
    const order = quote.orderId ? await orderView(db, { id: quote.orderId }) : null
    const madeUnder = await settingsUnder(db, quote.settingsVersion, settings)
    return quoteView(quote, madeUnder, order ? { number: order.view.number } : null)
  }
  api.get<{ Params: { number: string } }>(
    '/quotes/:number',
    { config: { role: 'staff' } },
    async (request) => ({
      quote: await byNumber(request.params.number),
    }),
  )
  api.get<{ Params: { number: string } }>(
    '/quotes/:number/pdf',
    { config: { role: 'staff' } },
    async (request, reply) => {
      const view = await byNumber(request.params.number)
      return sendPdf(reply, view.number, await quotePdf(view))
    },
  )

  api.post('/quotes', { config: { role: 'staff' } }, async (request, reply) => {
    const body = parseBody(quoteSchema, request)
    const now = new Date()
    // Lines from the catalogue: its names and sizes, its price unless the operator typed one.
    const catalogue = await api.catalogue.current(body.lines.map((l) => l.productId))
    const fields: Record<string, string> = {}
    const lines: QuotedLine[] = []
    body.lines.forEach((line, index) => {
      const product = catalogue.product(line.productId)
      const size = product && sizeOf(product, line.size)
      if (!product || !size) {
        fields[`lines.${index}.productId`] = product ? OM.unknownSize : OM.unknownProduct
        return
      }
      const unitPriceCents = line.unitPriceCents ?? size.priceCents
      // Catalogue prices are an owner's, so a price below one is too: staff quote it or more.
      if (unitPriceCents < size.priceCents && operatorOf(request).role !== 'owner')
        fields[`lines.${index}.unitPriceCents`] = Q.discountOwnerOnly(formatPrice(size.priceCents))
      lines.push({
        productId: product.id,
        name: product.name,
        sizeKey: size.key,
        sizeLabel: size.label,
        unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: unitPriceCents * line.quantity,
      })
    })
    if (body.requestId && !(await quoteRequestById(db, body.requestId)))
      fields.requestId = Q.requestNotFound
    let validUntil = endOfDay(today(new Date(now.getTime() + settings.quoteValidDays * DAY_MS)))
    if (body.validUntil) {
      const chosen = endOfDay(body.validUntil)
      const latest = now.getTime() + 366 * DAY_MS
      if (
        Number.isNaN(chosen.getTime()) ||
        body.validUntil < today(now) ||
        chosen.getTime() > latest
      )
        fields.validUntil = Q.validUntil
      else validUntil = chosen
    }
    const [first] = Object.values(fields)
    // A discount staff may not give is the owner-only refusal (403), said at its line.
    const ownersOnly = Object.keys(fields).every((key) => key.endsWith('.unitPriceCents'))
    if (first) throw new DeskError(ownersOnly ? 403 : 422, first, fields)

    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0)
    const taxCents = body.taxCertificate ? 0 : percentOfCents(subtotalCents, TAX_RATE)
    const stored = await storeQuote(
      db,
      body,
      { lines, subtotalCents, shippingCents: body.shippingCents, taxCents },
      validUntil,
      operatorOf(request).operatorId,
    )
    if (stored.kind === 'request-quoted')
      throw new DeskError(409, Q.requestQuoted, { requestId: Q.requestQuoted })
    onOutbox()
    const madeUnder = await settingsUnder(db, stored.quote.settingsVersion, settings)
    return reply.code(201).send({ quote: quoteView(stored.quote, madeUnder, null) })
  })
}
