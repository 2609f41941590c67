// The quote as a PDF, laid out as the invoice is (documents/pdf-layout.ts): "Quote Q-…", "Valid
// until", the parties, the quoted lines and totals, the terms and the note.
import { invoiceDate } from '@/domain/payments/invoice-view'
import { quoteTaxLabel, quoteTitle, validUntilLine, type QuoteView } from '@/domain/quotes/quote'
import { formatPrice } from '@/lib/money'
import { block, fromBlock, GREY, itemRows, MARGIN, pdfDocument, row, say } from '../documents'

export function quotePdf(quote: QuoteView): Promise<Buffer> {
  return pdfDocument(
    { title: quoteTitle(quote), author: quote.seller.legalName, at: quote.issuedAt },
    (doc) => write(doc, quote),
  )
}

function write(doc: PDFKit.PDFDocument, q: QuoteView): void {
  const width = doc.page.width - 2 * MARGIN
  const s = q.seller
  doc.fontSize(18)
  say(doc, quoteTitle(q), 'bold')
  say(doc.moveDown(0.2).fontSize(12), validUntilLine(q))
  doc.moveDown(0.3).fontSize(10).fillColor(GREY)
  say(doc, `Quote number: ${q.number}`)
  say(doc, `Quote date: ${invoiceDate(q.issuedAt)}`)
  doc.fillColor('black').moveDown()

  fromBlock(doc, s)
  const b = q.billTo
  const prepared = b.organization ? [b.organization, `Attn: ${b.name}`] : [b.name]
  block(doc, 'Prepared for', [...prepared, b.email, b.phone])
  const t = q.shipTo
  block(doc, 'Ship to', [
    b.name,
    t.address,
    ...(t.address2 ? [t.address2] : []),
    `${t.city}, ${t.state} ${t.zip}`,
    'United States',
  ])

  itemRows(doc, q.lines, width)
  row(doc, 'Subtotal', formatPrice(q.subtotalCents), width)
  row(doc, 'Shipping', formatPrice(q.shippingCents), width)
  row(doc, quoteTaxLabel(q), formatPrice(q.taxCents), width)
  row(doc, 'Total', formatPrice(q.totalCents), width, 'bold')
  doc.moveDown()
  if (q.terms) block(doc, 'Terms', q.terms.split('\n'))
  if (q.note) block(doc, 'Note', q.note.split('\n'))
  block(doc, 'To accept', [
    'Open the quote from our email and press "Accept quote" with your PO number: the order is placed at these prices and its invoice is emailed to you.',
  ])
  doc.fontSize(8).fillColor(GREY)
  say(doc, 'All products are sold for laboratory research use only.')
}
