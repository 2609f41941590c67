// The quotes area's queries: a buyer's request stored with its two mails, the console's list, a
// quote stored with its mail, read back as its document, and its acceptance recorded once.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { addressLines } from '../../config/shop-identity.js'
import { quoteState, type QuoteList, type QuoteView } from '@/domain/quotes/quote'
import type { QuoteInput, QuoteRequest } from '@/domain/quotes/quote-schemas'
import type { Db } from '../db/open'
import { enqueue } from '../mail'
import { newOrderNumber, orderNumbersOf } from '../orders'
import type { InvoiceSettings } from '../payments'
import { quoteRequests, quotes, type QuotedLine } from './tables'

export type QuoteRow = typeof quotes.$inferSelect
export type QuoteRequestRow = typeof quoteRequests.$inferSelect

/** Q- and eight characters of the order number's alphabet. */
export const newQuoteNumber = () => newOrderNumber().replace(/^RRS-/, 'Q-')

/** A quote link's secret: an HMAC of the quote's id under the server key, as status links are. */
export function quoteSecret(serverKey: string, quoteId: string): string {
  return createHmac('sha256', serverKey).update(`quote:${quoteId}`).digest('base64url')
}

function secretMatches(serverKey: string, quoteId: string, given: unknown): boolean {
  if (typeof given !== 'string') return false
  const expected = Buffer.from(quoteSecret(serverKey, quoteId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export const quoteLink = (siteUrl: string, number: string, secret: string) =>
  `${siteUrl}/quotes/${number}#${secret}`

// Compared against when the number is unknown, so that a miss costs what a hit does.
const STAND_IN = '00000000-0000-4000-8000-000000000000'

/** The quote behind a number and its link's secret; null when they do not match one. */
export async function quoteForSecret(
  db: Db,
  serverKey: string,
  number: string,
  secret: unknown,
): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.number, number))
  const matches = secretMatches(serverKey, row?.id ?? STAND_IN, secret)
  return row && matches ? row : null
}

export async function quoteByNumber(db: Db, number: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.number, number))
  return row ?? null
}

/** Stores a buyer's request, with their confirmation and the shop's notice, in one transaction. */
export async function storeQuoteRequest(
  db: Db,
  request: QuoteRequest,
  /** Each line's product name and size label, from the catalogue. */
  named: (line: QuoteRequest['lines'][number]) => { name: string; sizeLabel: string },
): Promise<string> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        ...request.customer,
        organization: request.organization ?? '',
        address: request.shipping.address,
        address2: request.shipping.address2 ?? '',
        city: request.shipping.city,
        state: request.shipping.state,
        zip: request.shipping.zip,
        lines: request.lines.map((line) => ({
          productId: line.productId,
          ...(line.size ? { size: line.size } : {}),
          quantity: line.quantity,
          ...named(line),
        })),
        note: request.note ?? '',
        poFollows: request.poFollows ?? false,
      })
      .returning({ id: quoteRequests.id })
    const requestId = row!.id
    await enqueue(
      tx,
      { template: 'quote_request_received', payload: { requestId } },
      { template: 'quote_request_notice', payload: { requestId } },
    )
    return requestId
  })
}

/** The requests and quotes, newest first, for the console: requests not yet answered first. */
export async function quoteList(db: Db, now = new Date()): Promise<QuoteList> {
  const [requests, sent] = await Promise.all([
    db
      .select({ request: quoteRequests, quoteNumber: quotes.number })
      .from(quoteRequests)
      .leftJoin(quotes, eq(quotes.requestId, quoteRequests.id))
      .orderBy(desc(quoteRequests.createdAt))
      .limit(200),
    db.select().from(quotes).orderBy(desc(quotes.createdAt)).limit(200),
  ])
  const numbers = await orderNumbersOf(
    db,
    sent.flatMap((q) => (q.orderId ? [q.orderId] : [])),
  )
  return {
    requests: requests.map(({ request, quoteNumber }) => ({
      ...requestOut(request),
      quoteNumber,
    })),
    quotes: sent.map((q) => ({
      number: q.number,
      createdAt: q.createdAt.toISOString(),
      validUntil: q.validUntil.toISOString(),
      state: quoteState(q, now),
      name: `${q.firstName} ${q.lastName}`,
      organization: q.organization,
      email: q.email,
      totalCents: q.totalCents,
      orderNumber: q.orderId ? (numbers.get(q.orderId) ?? null) : null,
    })),
  }
}

function requestOut(r: QuoteRequestRow) {
  return { ...r, createdAt: r.createdAt.toISOString() }
}

/** Requests waiting for a quote (the console's work). */
export async function quotesWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quoteRequests)
    .leftJoin(quotes, eq(quotes.requestId, quoteRequests.id))
    .where(isNull(quotes.id))
  return row?.n ?? 0
}

export async function quoteRequestById(db: Db, id: string): Promise<QuoteRequestRow | null> {
  const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
  return row ?? null
}

const UNIQUE_VIOLATION = '23505'
const codeOf = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code

export type StoreQuoteResult = { kind: 'stored'; quote: QuoteRow } | { kind: 'request-quoted' }

/** Stores a quote and queues its mail, in one transaction; a request is answered once. */
export async function storeQuote(
  db: Db,
  input: QuoteInput,
  priced: { lines: QuotedLine[]; subtotalCents: number; shippingCents: number; taxCents: number },
  validUntil: Date,
  operatorId: string,
): Promise<StoreQuoteResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db
        const [quote] = await tx
          .insert(quotes)
          .values({
            number: newQuoteNumber(),
            requestId: input.requestId ?? null,
            operatorId,
            ...input.customer,
            organization: input.organization ?? '',
            address: input.shipping.address,
            address2: input.shipping.address2 ?? '',
            city: input.shipping.city,
            state: input.shipping.state,
            zip: input.shipping.zip,
            lines: priced.lines,
            subtotalCents: priced.subtotalCents,
            shippingCents: priced.shippingCents,
            taxCents: priced.taxCents,
            totalCents: priced.subtotalCents + priced.shippingCents + priced.taxCents,
            taxCertificate: input.taxCertificate ?? '',
            taxCertificateState: input.taxCertificateState ?? '',
            validUntil,
            terms: input.terms ?? '',
            note: input.note ?? '',
          })
          .returning()
        await enqueue(tx, { template: 'quote', payload: { quoteId: quote!.id } })
        return { kind: 'stored' as const, quote: quote! }
      })
    } catch (error) {
      if (codeOf(error) !== UNIQUE_VIOLATION) throw error
      // The request already has its quote; else the number clashed (40 random bits), and a
      // new one settles it.
      if (input.requestId) {
        const [taken] = await db
          .select({ id: quotes.id })
          .from(quotes)
          .where(eq(quotes.requestId, input.requestId))
        if (taken) return { kind: 'request-quoted' }
      }
      if (attempt >= 3) throw error
    }
  }
}

/** Records the order a quote's acceptance placed; false when another acceptance recorded one. */
export async function recordAcceptance(db: Db, quoteId: string, orderId: string): Promise<void> {
  await db
    .update(quotes)
    .set({ orderId, acceptedAt: new Date() })
    .where(and(eq(quotes.id, quoteId), isNull(quotes.orderId)))
}

/** The quote as its page, PDF and mail show it. */
export function quoteView(
  q: QuoteRow,
  settings: InvoiceSettings,
  order: { number: string } | null,
  now = new Date(),
): QuoteView {
  const { shop } = settings
  return {
    number: q.number,
    state: order ? 'accepted' : quoteState(q, now),
    issuedAt: q.createdAt.toISOString(),
    validUntil: q.validUntil.toISOString(),
    seller: {
      legalName: shop.legalName,
      addressLines: addressLines(shop.address),
      email: shop.email,
      phone: shop.phone,
      taxId: shop.taxId,
    },
    billTo: {
      name: `${q.firstName} ${q.lastName}`,
      email: q.email,
      phone: q.phone,
      organization: q.organization,
    },
    shipTo: {
      address: q.address,
      address2: q.address2,
      city: q.city,
      state: q.state,
      zip: q.zip,
      country: 'US',
    },
    lines: q.lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      size: l.sizeLabel,
      sizeKey: l.sizeKey,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.lineTotalCents,
    })),
    subtotalCents: q.subtotalCents,
    shippingCents: q.shippingCents,
    taxCents: q.taxCents,
    totalCents: q.totalCents,
    taxExemption: q.taxCertificate
      ? { certificate: q.taxCertificate, state: q.taxCertificateState }
      : null,
    terms: q.terms,
    note: q.note,
    order,
  }
}
