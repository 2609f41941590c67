// The invoice as a PDF, made on the server with pdfkit (text layout built in; pdf-lib would need
// the wrapping and column layout written by hand), in the embedded Noto fonts of documents/pdf-fonts.ts so
// a name in any script the forms take prints as typed. US Letter, one column of facts per block.
import {
  INVOICE_SHIPS_TEXT,
  invoiceDate,
  invoicePoNumber,
  invoiceTerms,
  invoiceTitle,
  receiptLine,
  refundRows,
  researchUseLine,
  type InvoiceView,
} from '@/domain/payments/invoice-view'
import { BANK_RAILS_TEXT, paymentRailsText, ZELLE_RAIL_TEXT } from '@/domain/payments/payment-rails'
import { formatPrice } from '@/lib/money'
import { block, fromBlock, GREY, itemRows, MARGIN, pdfDocument, row, say } from '../documents'

export function invoicePdf(invoice: InvoiceView): Promise<Buffer> {
  return pdfDocument(
    { title: invoiceTitle(invoice), author: invoice.seller.legalName, at: invoice.issuedAt },
    (doc) => write(doc, invoice),
  )
}

function write(doc: PDFKit.PDFDocument, inv: InvoiceView): void {
  const width = doc.page.width - 2 * MARGIN
  const s = inv.seller
  doc.fontSize(18)
  say(doc, invoiceTitle(inv), 'bold')
  // A receipt says when it was paid under its title, as its page does.
  if (inv.paid) say(doc.moveDown(0.2).fontSize(12), receiptLine(inv.paid))
  doc.moveDown(0.3).fontSize(10).fillColor(GREY)
  // One label style, "Label: value", for every line of the header.
  say(doc, `Invoice number: ${inv.number}`)
  say(doc, `Invoice date: ${invoiceDate(inv.issuedAt)}`)
  say(doc, `Terms: ${invoiceTerms(inv)}`)
  say(doc, `PO number: ${invoicePoNumber(inv)}`)
  if (inv.paid) say(doc, `Paid: ${invoiceDate(inv.paid.at)}, reference ${inv.paid.reference}`)
  else say(doc, `Due: ${invoiceDate(inv.dueAt)}`)
  if (inv.revisedAt) say(doc, `Revised: ${invoiceDate(inv.revisedAt)}`)
  doc.fillColor('black').moveDown()

  fromBlock(doc, s)
  const b = inv.billTo
  // An institution is billed for its buyer's attention; the parcel is addressed to the buyer.
  const billed = b.organization ? [b.organization, `Attn: ${b.name}`] : [b.name]
  block(doc, 'Bill to', [...billed, b.email, b.phone])
  const t = inv.shipTo
  block(doc, 'Ship to', [
    b.name,
    ...(b.organization ? [b.organization] : []),
    t.address,
    ...(t.address2 ? [t.address2] : []),
    `${t.city}, ${t.state} ${t.zip}`,
    'United States',
  ])

  itemRows(doc, inv.lines, width)
  row(doc, 'Subtotal', formatPrice(inv.subtotalCents), width)
  row(doc, 'Shipping', formatPrice(inv.shippingCents), width)
  const ex = inv.taxExemption
  row(
    doc,
    ex?.applied ? `Tax (exempt, certificate ${ex.certificate}, ${ex.state})` : 'Tax (7%)',
    formatPrice(inv.taxCents),
    width,
  )
  row(doc, inv.paid ? 'Total paid' : 'Total due', formatPrice(inv.totalCents), width, 'bold')
  if (inv.paid) row(doc, 'Balance due', formatPrice(0), width)
  for (const r of refundRows(inv)) row(doc, r.label, formatPrice(r.cents), width)
  doc.moveDown()
  if (ex && !ex.applied) {
    say(
      doc,
      `Tax-exemption certificate ${ex.certificate} (${ex.state}) received: the tax comes off once we have checked it, and we send a revised invoice.`,
      'regular',
      { x: MARGIN, y: doc.y },
      { width },
    )
    doc.moveDown()
  }
  if (inv.researchUse) {
    say(doc, researchUseLine(inv.researchUse), 'regular', { x: MARGIN, y: doc.y }, { width })
    doc.moveDown()
  }

  // Paid, nothing is left to pay: the line under the title has said so.
  if (inv.paid) return
  const p = inv.howToPay
  block(doc, 'How to pay', [
    `By ${paymentRailsText({ zelle: Boolean(p.zelle) })}.`,
    `Payment reference: ${p.reference} (please quote it with every payment)`,
    `${BANK_RAILS_TEXT}: ${p.bank.accountName}, ${p.bank.name}`,
    `Routing number ${p.bank.routingNumber}, account number ${p.bank.accountNumber}`,
    ...(p.zelle ? [`${ZELLE_RAIL_TEXT}: ${p.zelle}`] : []),
    ...(p.paymentLink ? [`Card: ${p.paymentLink}`] : []),
    INVOICE_SHIPS_TEXT,
  ])
  doc.fontSize(8).fillColor(GREY)
  say(doc, 'All products are sold for laboratory research use only.')
}
