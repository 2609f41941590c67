// The quotes area's mail: the buyer's confirmation of a request, the shop's notice of it, and
// the quote itself (its link and its PDF). Plain text; what the buyer typed goes in through
// oneLine and textBlock.
import { eq } from 'drizzle-orm'
import { quoteTitle, validUntilLine } from '@/domain/quotes/quote'
import { nameWithSize } from '@/domain/catalogue/sizes'
import { formatPrice } from '@/lib/money'
import { oneLine, shopOf, textBlock, type MailContext, type MailTemplates } from '../mail'
import { paymentSettings } from '../payments'
import { settingsUnder } from '../shop'
import { quotePdf } from './quote-pdf'
import { quoteLink, quoteSecret, quoteView } from './quote-store'
import { quoteRequests, quotes } from './tables'
import type { QuoteRequestRow } from './quote-store'

async function requestOf(ctx: MailContext, requestId: string): Promise<QuoteRequestRow> {
  const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId))
  if (!row) throw new Error(`Quote request ${requestId} no longer exists`)
  return row
}

function requestBody(request: QuoteRequestRow): string[] {
  return [
    ...(request.lines.length > 0
      ? [
          'Items:',
          ...request.lines.map(
            (l) => `  ${l.quantity} x ${oneLine(nameWithSize(l.name, l.sizeLabel))}`,
          ),
        ]
      : []),
    ...(request.note ? ['', 'Note:', textBlock(request.note)] : []),
    '',
    `Ship to: ${oneLine(request.address)}${request.address2 ? `, ${oneLine(request.address2)}` : ''}, ${oneLine(request.city)}, ${request.state} ${request.zip}`,
    ...(request.organization ? [`Organization: ${oneLine(request.organization)}`] : []),
    `A purchase order will follow: ${request.poFollows ? 'yes' : 'no'}`,
  ]
}

export const quoteMailTemplates: MailTemplates = {
  quote_request_received: {
    toBuyer: true,
    async compose(ctx, { requestId = '' }) {
      const request = await requestOf(ctx, requestId)
      return {
        to: request.email,
        subject: `We have your request for a quote (${shopOf(ctx).name})`,
        text: [
          `Dear ${oneLine(request.firstName)} ${oneLine(request.lastName)},`,
          '',
          'Thank you for your request. We will email you a formal quote (number, lines, prices and the date it is valid until) within one business day.',
          '',
          ...requestBody(request),
        ].join('\n'),
      }
    },
  },
  quote_request_notice: {
    toBuyer: false,
    async compose(ctx, { requestId = '' }) {
      const request = await requestOf(ctx, requestId)
      return {
        to: ctx.shopEmail,
        replyTo: request.email,
        subject: `Request for a quote: ${oneLine(request.organization || `${request.firstName} ${request.lastName}`)}`,
        text: [
          `From: ${oneLine(request.firstName)} ${oneLine(request.lastName)} <${oneLine(request.email)}>, ${oneLine(request.phone)}`,
          '',
          ...requestBody(request),
          '',
          `Answer it in the console: ${ctx.siteUrl}/admin/quotes`,
        ].join('\n'),
      }
    },
  },
  quote: {
    toBuyer: true,
    async compose(ctx, { quoteId = '' }) {
      const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId))
      if (!row) throw new Error(`Quote ${quoteId} no longer exists`)
      const now = { shop: shopOf(ctx), payments: ctx.payments ?? paymentSettings({}) }
      const { shop, payments } = await settingsUnder(ctx.db, row.settingsVersion, now)
      const quote = quoteView(row, { shop, payments }, null)
      const link = quoteLink(ctx.siteUrl, quote.number, quoteSecret(ctx.serverKey, row.id))
      return {
        to: row.email,
        subject: `${quoteTitle(quote)} from ${shop.name}`,
        text: [
          `Dear ${oneLine(row.firstName)} ${oneLine(row.lastName)},`,
          '',
          `Here is our quote ${quote.number}. ${validUntilLine(quote)}.`,
          '',
          ...quote.lines.map(
            (l) =>
              `  ${l.quantity} x ${oneLine(nameWithSize(l.name, l.size))} at ${formatPrice(l.unitPriceCents)}: ${formatPrice(l.lineTotalCents)}`,
          ),
          `  Shipping: ${formatPrice(quote.shippingCents)}`,
          `  Tax: ${formatPrice(quote.taxCents)}`,
          `  Total: ${formatPrice(quote.totalCents)}`,
          ...(quote.note ? ['', textBlock(quote.note)] : []),
          '',
          `To accept it, open the quote and press "Accept quote" with your PO number: ${link}`,
          `The quote is attached as a PDF (quote-${quote.number}.pdf).`,
        ].join('\n'),
        attachments: [
          {
            filename: `quote-${quote.number}.pdf`,
            content: await quotePdf(quote),
            contentType: 'application/pdf',
          },
        ],
      }
    },
  },
}
